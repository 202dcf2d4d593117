import { paidSides, type DesignElement } from '@dcs/design';
import { h } from '../designer/dom.ts';
import { productForRules } from '../designer/storefront-types.ts';
import type { createQuickI18n } from './quick-i18n.ts';
import type { QuickModel } from './quick-model.ts';
import type { QuickField } from './quick-types.ts';
import type { QuickProductData } from './shared-shop-data.ts';

/**
 * The panel's model as the form sees it: there once the rendering chunk (with `@dcs/design`) has
 * loaded. The form is built and usable before; a change made meanwhile waits for the model.
 */
export interface ModelRef {
  model: QuickModel | null;
  whenModel: Promise<QuickModel>;
}

/** The form of a panel and how to refresh what changes under it (messages, progress, counters). */
export interface QuickFieldsView {
  element: HTMLElement;
  update(): void;
}

type I18n = ReturnType<typeof createQuickI18n>;
type Act = (action: () => unknown) => Promise<void>;

let uid = 0;

/**
 * The template's placeholders as plain form fields: a text input per text placeholder (its maxLength,
 * a font list and colour swatches when the template allows more than one), a photo picker with
 * upload progress and a crop per image placeholder, and the product's options. The form is built
 * once, so typing never loses focus; {@link QuickFieldsView.update} refreshes the messages.
 */
export function renderQuickFields(data: QuickProductData, ref: ModelRef, i18n: I18n, act: Act): QuickFieldsView {
  const updates: Array<(model: QuickModel) => void> = [];
  const form = h('form', { class: 'fields', onSubmit: (event: Event) => event.preventDefault() });
  // Only the fields of sides the options pay for (the product's printed-sides rule); the model's
  // options decide once it is there, the product's first values before.
  const defaults = Object.fromEntries(data.product.options.map((option) => [option.name, option.values[0]?.value ?? '']));
  const initiallyPaid = paidSides(productForRules(data.product), defaults, [...new Set(data.config.fields.map((field) => field.side))]);
  for (const field of data.config.fields) {
    if (!field.editable) continue;
    const part = field.type === 'text' ? textField(ref, field, i18n, act) : imageField(ref, field, i18n, act);
    part.element.hidden = !initiallyPaid.includes(field.side);
    form.append(part.element);
    updates.push(part.update, (model) => (part.element.hidden = !model.paidSides.includes(field.side)));
  }
  for (const option of data.product.options) {
    const id = `dcs-q${++uid}`;
    form.append(h('div', { class: 'field' },
      h('label', { for: id }, option.label),
      h('select', { id, 'data-option': option.name, onChange: (event: Event) => {
        // Read now: after dispatch, a shadow-DOM event's target is gone.
        const value = (event.target as HTMLSelectElement).value;
        return act(async () => (await ref.whenModel).setOption(option.name, value));
      } },
        // Surcharges are shown where the choice is made, as the designer's options do.
        option.values.map((value, index) => h('option', { value: value.value, selected: index === 0 }, value.price_delta ? `${value.label} (+${i18n.money(value.price_delta, data.product.currency)})` : value.label)))));
  }
  return {
    element: form,
    update: () => {
      const model = ref.model;
      if (model) for (const update of updates) update(model);
    },
  };
}

function issuesLine(id: string): HTMLElement {
  return h('p', { class: 'issues', 'aria-live': 'polite', 'data-issues': id });
}

function showIssues(line: HTMLElement, model: QuickModel, id: string, extra: string[] = []): void {
  const issues = model.issuesOf(id);
  const text = [...extra, ...issues.map((issue) => issue.message)].join(' ');
  if (line.textContent !== text) line.textContent = text;
  line.className = `issues ${issues.some((issue) => issue.severity === 'error') ? 'error' : issues.length > 0 ? 'warning' : ''}`;
}

function textField(ref: ModelRef, field: Extract<QuickField, { type: 'text' }>, { t }: I18n, act: Act) {
  const id = `dcs-q${++uid}`;
  const element = (model: QuickModel) => model.element(field.id) as Extract<DesignElement, { type: 'text' }> | null;
  const counter = h('span', { class: 'counter muted', id: `${id}-count` });
  const limit = h('p', { class: 'limit', role: 'status', hidden: true });
  const issues = issuesLine(field.id);
  const input = h('input', {
    id, type: 'text', value: field.default, autocomplete: 'off', 'data-field': field.id,
    maxlength: field.max_length ?? undefined, 'aria-describedby': `${id}-count ${id}-issues`,
    onBeforeinput: (event: InputEvent) => {
      // The field stops at its limit: say so, instead of silently cutting "123" to "12".
      if (field.max_length === null || !event.inputType.startsWith('insert')) return;
      const target = event.target as HTMLInputElement;
      const kept = graphemes(target.value) - graphemes(target.value.slice(target.selectionStart ?? 0, target.selectionEnd ?? 0));
      const adding = graphemes(event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
      if (kept + adding > field.max_length) {
        limit.textContent = t('limitReached', { field: field.label, max: field.max_length });
        limit.hidden = false;
      }
    },
    onInput: (event: Event) => {
      const value = (event.target as HTMLInputElement).value;
      if (field.max_length !== null && graphemes(value) < field.max_length) limit.hidden = true;
      return act(async () => (ref.model ?? (await ref.whenModel)).setText(field.id, value));
    },
  });
  issues.id = `${id}-issues`;
  const parts: HTMLElement[] = [h('label', { for: id }, field.label), input, counter, limit];
  if (field.allowed_fonts.length > 1) {
    const fontId = `${id}-font`;
    parts.push(h('label', { for: fontId, class: 'sub' }, t('font', { field: field.label })),
      h('select', { id: fontId, 'data-font': field.id, onChange: (event: Event) => {
        const family = (event.target as HTMLSelectElement).value;
        return act(async () => (await ref.whenModel).setFont(field.id, family));
      } },
        field.allowed_fonts.map((family) => h('option', { value: family, selected: family === field.font_family }, family))));
  }
  const swatches: HTMLButtonElement[] = [];
  if (field.allowed_colors.length > 1) {
    const legend = t('color', { field: field.label });
    parts.push(h('div', { class: 'swatches', role: 'group', 'aria-label': legend },
      field.allowed_colors.map((hex) => {
        const button = h('button', { type: 'button', class: 'swatch', style: `background:${hex}`, 'aria-label': hex, 'data-color': hex, onClick: () => act(async () => (await ref.whenModel).setColor(field.id, hex)) });
        swatches.push(button);
        return button;
      })));
  }
  parts.push(issues);
  return {
    element: h('div', { class: 'field' }, parts),
    update: (model: QuickModel) => {
      const current = element(model);
      if (field.max_length !== null && current) counter.textContent = t('charactersLeft', { count: Math.max(0, field.max_length - graphemes(current.content)) });
      const fill = current ? hexOf(current.fill).toUpperCase() : '';
      for (const swatch of swatches) swatch.setAttribute('aria-pressed', String(swatch.dataset.color!.toUpperCase() === fill));
      showIssues(issues, model, field.id);
    },
  };
}

function imageField(ref: ModelRef, field: Extract<QuickField, { type: 'image' }>, { t }: I18n, act: Act) {
  const id = `dcs-q${++uid}`;
  const issues = issuesLine(field.id);
  const progress = h('progress', { max: '1', value: '0', hidden: true, 'aria-label': t('uploading', { percent: 0 }) });
  let tooSmall = '';
  const file = h('input', {
    id, type: 'file', accept: 'image/jpeg,image/png,image/webp', 'data-field': field.id, 'aria-label': t('photo', { field: field.label }),
    onChange: (event: Event) => {
      const input = event.target as HTMLInputElement;
      const chosen = input.files?.[0];
      if (!chosen) return;
      void act(async () => {
        await (await ref.whenModel).uploadPhoto(field.id, chosen);
        input.value = '';
      });
    },
  });
  const slider = (name: string, label: string, min: number, max: number, apply: (value: number) => void) => {
    const sliderId = `${id}-${name}`;
    const input = h('input', { id: sliderId, type: 'range', min: String(min), max: String(max), step: '0.01', 'data-crop': name, onInput: (event: Event) => act(() => apply(Number((event.target as HTMLInputElement).value))) });
    return { input, element: h('div', { class: 'slider' }, h('label', { for: sliderId }, label), input) };
  };
  const zoom = slider('zoom', t('cropZoom'), 1, 4, (value) => ref.model?.setCrop(field.id, { zoom: value }));
  const x = slider('x', t('cropX'), 0, 1, (value) => ref.model?.setCrop(field.id, { x: value }));
  const y = slider('y', t('cropY'), 0, 1, (value) => ref.model?.setCrop(field.id, { y: value }));
  const crop = h('div', { class: 'crop', hidden: true }, zoom.element, x.element, y.element);
  issues.id = `${id}-issues`;
  return {
    element: h('div', { class: 'field' },
      h('span', { class: 'label', id: `${id}-label` }, field.label),
      h('label', { class: 'file button' }, t('choosePhoto'), file),
      progress, crop, issues),
    update: (model: QuickModel) => {
      const fraction = model.uploads.get(field.id);
      progress.hidden = fraction === undefined;
      if (fraction !== undefined) {
        progress.value = fraction;
        progress.setAttribute('aria-label', t('uploading', { percent: Math.round(fraction * 100) }));
      }
      const element = model.element(field.id);
      const mine = element?.type === 'image' && element.media.startsWith('upload:');
      crop.hidden = !mine;
      if (element?.type === 'image' && mine) {
        const active = document.activeElement?.shadowRoot?.activeElement;
        const c = element.crop;
        if (active !== x.input) x.input.value = String(c.x + c.width / 2);
        if (active !== y.input) y.input.value = String(c.y + c.height / 2);
        const asset = model.layout?.resources.image(element.media);
        tooSmall = asset && (asset.widthPx < field.min_width_px || asset.heightPx < field.min_height_px) && !model.issuesOf(field.id).length
          ? t('photoTooSmall', { width: asset.widthPx, height: asset.heightPx, minWidth: field.min_width_px, minHeight: field.min_height_px }) : '';
      }
      showIssues(issues, model, field.id, tooSmall ? [tooSmall] : []);
    },
  };
}

/** Characters as a reader counts them (grapheme clusters), as `countGraphemes` of `@dcs/design` does. */
function graphemes(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter().segment(text)) count++;
  return count;
}

/** The `#RRGGBB` of a design colour (plain, or a palette colour with its name and CMYK). */
function hexOf(color: unknown): string {
  return typeof color === 'string' ? color : typeof (color as { hex?: unknown })?.hex === 'string' ? (color as { hex: string }).hex : '';
}
