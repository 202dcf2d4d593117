import { countGraphemes, type Rect } from '@dcs/design';
import { coverCrop, placeImageCover } from '@dcs/editor';
import { DesignerError } from '../api-client.ts';
import { h } from '../dom.ts';
import type { CatalogClipart } from '../storefront-types.ts';
import type { PanelContext } from './panel-context.ts';
import { textStyleFields } from './text-style.ts';
import { renderMediaSection } from '../template/media-section.ts';
import { templateMessages } from '../template/template-i18n.ts';

/** An upload answer of `POST /uploads`. */
interface Upload {
  id: number;
  ref: string;
  width: number;
  height: number;
}

function mainArea(ctx: PanelContext): Rect {
  const side = ctx.model.editor.side;
  return side.printAreas[0] ?? { x: 0, y: 0, ...side.trim };
}

/** Adds a text in the middle of the print area, in the shop's first font (or a style card's). */
export function addText(ctx: PanelContext, fields: Record<string, unknown> = {}): void {
  const area = mainArea(ctx);
  const width = Math.min(area.width * 0.8, 120);
  const height = Math.min(area.height * 0.25, 20);
  // The shop's workhorse font when it has it; the catalog is sorted by name, so its first is arbitrary.
  const families = ctx.model.catalog.fonts.map((font) => font.family);
  const family = families.find((name) => /^(roboto|open sans|lato)$/i.test(name)) ?? families[0] ?? 'Roboto';
  ctx.model.editor.addElement('text', {
    content: ctx.t('newText'),
    fontFamily: family,
    fontSize: Math.max(8, Math.min(36, Math.round(height * 1.6))),
    align: 'center',
    verticalAlign: 'middle',
    transform: { x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width, height, rotation: 0 },
    ...fields,
  }, { findRoom: true });
  // The customer types next: focus goes to the new text's field once the properties panel shows it.
  ctx.focusContent?.();
}

/** Adds a QR code with a sample web address (selected in its field, so typing replaces it), large enough to scan. */
export function addQrCode(ctx: PanelContext): void {
  const area = mainArea(ctx);
  // 25 mm holds a 33-module code (a URL of ~30 characters with its quiet zone) at 0.75 mm per module.
  const size = Math.max(16, Math.min(25, Math.min(area.width, area.height) * 0.35));
  ctx.model.editor.addElement('qrcode', {
    content: { kind: 'url', url: 'https://example.com' },
    transform: { x: area.x + (area.width - size) / 2, y: area.y + (area.height - size) / 2, width: size, height: size, rotation: 0 },
  }, { findRoom: true });
  ctx.focusContent?.();
}

/** Templates, text, shapes, cliparts and photos: the things a customer adds. */
export function renderAddPanel(ctx: PanelContext): HTMLElement {
  const { model, t, act } = ctx;
  const editor = model.editor;
  const templates = model.config?.templates ?? [];
  const section = (title: string, ...content: Array<Node | null>) => h('section', { class: 'group', 'aria-label': title }, h('h3', null, title), ...content);

  const shapes = (['rectangle', 'ellipse', 'line'] as const).map((shape) =>
    h('button', { type: 'button', class: 'chip', onClick: () => act(() => {
      const area = mainArea(ctx);
      const size = Math.min(area.width, area.height) * 0.3;
      editor.addElement('shape', {
        shape,
        fill: shape === 'line' ? null : '#1F6FEB',
        stroke: shape === 'line' ? { color: '#000000', width: 0.5 } : null,
        transform: { x: area.x + (area.width - size) / 2, y: area.y + (area.height - size) / 2, width: size, height: shape === 'line' ? 0 : size, rotation: 0 },
      }, { findRoom: true });
    }) }, t(shape)));

  const fileInput = h('input', { type: 'file', id: 'dcs-upload', class: 'file', accept: placeableTypes(model.catalog.limits.upload_types).join(','), onChange: (event: Event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void act(() => uploadPhoto(ctx, file));
  } });
  const progress = h('progress', { class: 'upload-progress', max: '1', value: '0', hidden: true, 'aria-label': t('upload') });

  const styles = model.catalog.text_styles.map((card) =>
    h('button', { type: 'button', class: 'style-card', 'data-style': card.id, onClick: () => act(() => {
      const fields = textStyleFields(card);
      const [selected] = editor.selectedElements;
      if (selected?.type === 'text') {
        // The style sets what the customer has not chosen themselves (their size, font, colour stay).
        const chosen = model.chosenFields.get(selected.id) ?? new Set<string>();
        editor.updateElement(selected.id, Object.fromEntries(Object.entries(fields).filter(([key]) => !chosen.has(key))));
      }
      else addText(ctx, { ...fields, content: typeof card.sampleText === 'string' && countGraphemes(card.sampleText) > 0 ? card.sampleText : t('newText') });
    }) }, card.name));

  return h('div', { class: 'add-panel' },
    templates.length > 0
      ? section(t('templates'), h('div', { class: 'templates' }, templates.map((template) =>
          h('button', { type: 'button', class: 'template', 'aria-label': t('useTemplate', { name: template.name }), title: template.fits ? template.name : `${template.name} — ${t('templateNeedsFit')}`, onClick: () => act(() => model.useTemplate(template.id)) },
            template.thumbnail_url ? h('img', { src: new URL(template.thumbnail_url, model.api.root).href, alt: '', loading: 'lazy' }) : null,
            h('span', null, template.name)))))
      : null,
    section(t('text'),
      h('button', { type: 'button', class: 'primary', onClick: () => act(() => addText(ctx)) }, t('addText')),
      styles.length > 0 ? h('div', { class: 'styles', role: 'group', 'aria-label': t('textStyles') }, styles) : null),
    // Templates place the shop's media library images; customer uploads live only as long as their session.
    model.template ? renderMediaSection(ctx, model.options.host ?? {}, ctx.tt ?? templateMessages('en')) : section(t('photo'), h('label', { class: 'upload', for: 'dcs-upload' }, t('upload')), fileInput, progress),
    section(t('qrCode'), h('button', { type: 'button', 'data-role': 'add-qr', onClick: () => act(() => addQrCode(ctx)) }, t('addQrCode'))),
    section(t('shapes'), h('div', { class: 'chips' }, shapes)),
    section(t('cliparts'), renderClipartBrowser(ctx)),
  );

  async function uploadPhoto(context: PanelContext, file: File): Promise<void> {
    const limits = model.catalog.limits;
    // A photo becomes an image element, an SVG logo a clipart element (vector, recolorable).
    if (!placeableTypes(limits.upload_types).includes(file.type)) {
      throw new DesignerError('svc_upload_type_refused', t('notAPhoto', { name: file.name || t('thisFile') }));
    }
    // Checked here too so a 100 MB file is refused before it is sent; the server checks again.
    if (limits.upload_max_bytes && file.size > limits.upload_max_bytes) {
      throw new DesignerError('svc_upload_too_large', t('photoTooLarge', { size: Math.round(file.size / 1e5) / 10, max: Math.round(limits.upload_max_bytes / 1e6) }));
    }
    progress.hidden = false;
    progress.value = 0;
    try {
      const upload = await model.api.upload<Upload>('uploads', file, (fraction) => {
        progress.value = fraction;
        context.announce(t('uploading', { percent: Math.round(fraction * 100) }));
      });
      if (file.name) model.assetNames.set(upload.ref, file.name);
      if (file.type === SVG_TYPE) placeLogo(context, upload);
      else placePhoto(context, upload);
      context.announce(t('uploaded'));
    } finally {
      progress.hidden = true;
    }
  }
}

const SVG_TYPE = 'image/svg+xml';

/** The types the shop accepts that the designer can place: photos (image elements) and SVG logos (clipart elements). */
function placeableTypes(accepted: readonly string[] | undefined): string[] {
  const placeable = ['image/jpeg', 'image/png', 'image/webp', SVG_TYPE];
  return accepted ? placeable.filter((type) => accepted.includes(type)) : placeable;
}

/** An SVG logo is added as a clipart element: 40 % of the print area at most, in its own proportions. */
function placeLogo(ctx: PanelContext, upload: Upload): void {
  const area = mainArea(ctx);
  const ratio = upload.width > 0 && upload.height > 0 ? upload.height / upload.width : 1;
  const width = Math.min(area.width * 0.4, (area.height * 0.4) / ratio);
  ctx.model.editor.addElement('clipart', { clipart: upload.ref, transform: { x: area.x + (area.width - width) / 2, y: area.y + (area.height - width * ratio) / 2, width, height: width * ratio, rotation: 0 } }, { findRoom: true });
}

/** A photo fills the selected photo placeholder (cropped to cover it), or is added to the print area. */
function placePhoto(ctx: PanelContext, upload: Upload): void {
  const editor = ctx.model.editor;
  const [selected] = editor.selectedElements;
  if (selected?.type === 'image' && editor.abilities(selected.id).edit) {
    editor.updateElement(selected.id, { media: upload.ref, crop: coverCrop(upload.width, upload.height, selected.transform) } as never);
    return;
  }
  const area = mainArea(ctx);
  // Half the print area, where it covers nothing, rather than over everything placed before.
  const half = { ...area, width: area.width / 2, height: area.height / 2 };
  editor.addElement('image', { media: upload.ref, transform: placeImageCover(upload.width, upload.height, half) }, { findRoom: true });
}

function renderClipartBrowser(ctx: PanelContext): HTMLElement {
  const { model, t, act } = ctx;
  const results = h('div', { class: 'cliparts', role: 'list' });
  const search = h('input', { type: 'search', id: 'dcs-clipart-search', placeholder: t('search'), 'aria-label': t('search') });
  const category = h('select', { id: 'dcs-clipart-category', 'aria-label': t('category') },
    h('option', { value: '' }, t('all')),
    model.catalog.clipart_categories.map((c) => h('option', { value: String(c.id) }, `${c.name} (${c.count})`)));
  let timer: ReturnType<typeof setTimeout> | null = null;
  const load = async () => {
    const query = new URLSearchParams({ per_page: '24' });
    if (search.value.trim()) query.set('search', search.value.trim());
    if (category.value) query.set('category', category.value);
    const items = await model.api.get<CatalogClipart[]>(`catalog/cliparts?${query}`).catch(() => [] as CatalogClipart[]);
    for (const clipart of items) model.assetNames.set(clipart.ref, clipart.name);
    results.replaceChildren(...(items.length === 0 ? [h('p', { class: 'muted' }, t('noResults'))] : items.map((clipart) =>
      h('button', { type: 'button', role: 'listitem', class: 'clipart', title: clipart.name, 'aria-label': clipart.name, onClick: () => act(() => {
        const area = mainArea(ctx);
        const ratio = clipart.width && clipart.height ? clipart.height / clipart.width : 1;
        const width = Math.min(area.width * 0.4, area.height * 0.4 / ratio);
        model.editor.addElement('clipart', { clipart: clipart.ref, transform: { x: area.x + (area.width - width) / 2, y: area.y + (area.height - width * ratio) / 2, width, height: width * ratio, rotation: 0 } }, { findRoom: true });
      }) }, h('img', { src: new URL(clipart.thumbnail_url, model.api.root).href, alt: '', loading: 'lazy' })))));
  };
  search.addEventListener('input', () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void load(), 250);
  });
  category.addEventListener('change', () => void load());
  void load();
  return h('div', { class: 'clipart-browser' }, h('div', { class: 'row' }, search, category), results);
}
