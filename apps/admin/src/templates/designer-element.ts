import type { ApiClient } from '../api/api-client.ts';

/** A template's placeholder constraints and layout rules, as the template API takes them. */
export interface TemplateState {
  design: Record<string, unknown>;
  fields: Record<string, { label?: string; allowed_fonts?: string[]; allowed_colors?: string[]; min_ppi?: number }>;
  layout: Record<string, { anchor: string; scale: string }>;
}

/** What the admin hands the designer in template mode (see `templateHost` of `<dcs-designer>`). */
export interface TemplateHost {
  document?: unknown;
  fields?: TemplateState['fields'];
  layout?: TemplateState['layout'];
  imageUrl?: (ref: string) => string | null;
  listImages?: () => Promise<Array<{ ref: string; title: string; thumbnailUrl: string; width: number; height: number }>>;
}

/**
 * The part of `<dcs-designer>` (the storefront's element, `apps/storefront/src/designer/dcs-designer.ts`)
 * the admin uses. Declared here rather than imported: the admin imports no workspace package, it loads
 * the element the shop itself serves.
 */
export interface DesignerElement extends HTMLElement {
  templateHost: TemplateHost | null;
  ready: Promise<void>;
  editor: { canUndo: boolean; canRedo: boolean; undo(): void; redo(): void } | null;
  templateState(): TemplateState | null;
  captureMockup(options: { design?: unknown; sideId?: string; photo: Blob; placement?: { x: number; y: number; width: number; height: number }; kind?: 'flat' | 'mug' }): Promise<Blob>;
}

let loading: Promise<void> | null = null;

/**
 * Loads the storefront's `designer.js` from the host the admin talks to (`{base_url}/designer.js`, the
 * script shops embed) once, and resolves when `<dcs-designer>` is defined.
 */
export function loadDesigner(client: ApiClient): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = new URL('designer.js', client.root).href;
    script.onerror = () => {
      loading = null;
      reject(new Error(`The designer could not be loaded from ${script.src}.`));
    };
    document.head.append(script);
    void customElements.whenDefined('dcs-designer').then(() => resolve());
  });
  return loading;
}

/** The media library's images as the designer's template mode lists them (`media:<id>` references). */
export function mediaHooks(client: ApiClient): Pick<TemplateHost, 'imageUrl' | 'listImages'> {
  return {
    imageUrl: (ref) => {
      const match = /^media:(\d+)$/.exec(ref);
      return match ? client.url('admin', `/media/${match[1]}/file`) : null;
    },
    listImages: async () => {
      const answer = await client.get<Array<{ id: number; title: string | null; filename?: string; width: number | null; height: number | null }>>('admin', '/media', { kind: 'image', per_page: 100 });
      return answer.body
        .filter((item) => item.width && item.height)
        .map((item) => ({ ref: `media:${item.id}`, title: item.title || item.filename || `#${item.id}`, thumbnailUrl: client.url('admin', `/media/${item.id}/thumbnail`), width: item.width!, height: item.height! }));
    },
  };
}

/** A `<dcs-designer mode="template">` for the admin's API root and locale, with `host` set before it connects. */
export function createTemplateDesigner(client: ApiClient, options: { productId?: number | null; host: TemplateHost; locale?: string }): DesignerElement {
  const element = document.createElement('dcs-designer') as DesignerElement;
  element.setAttribute('mode', 'template');
  element.setAttribute('api-root', client.url('svc', '/'));
  if (options.productId) element.setAttribute('product-id', String(options.productId));
  if (options.locale) element.setAttribute('locale', options.locale);
  element.templateHost = { ...mediaHooks(client), ...options.host };
  return element;
}
