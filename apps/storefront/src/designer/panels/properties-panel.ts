import { clipartRegions, colorToHex, type Color, type DesignElement, type ImageElement, type ImageFilter, type TextElement } from '@dcs/design';
import { colorName } from '../color-names.ts';
import { h } from '../dom.ts';
import { paletteColor } from '../storefront-types.ts';
import { fieldId, type PanelContext } from './panel-context.ts';
import { qrCodeFields } from './qr-code-fields.ts';

/** The selected element's fields: text and its style, colours, photo crop and flips, arrangement. */
export function renderPropertiesPanel(ctx: PanelContext): HTMLElement {
  const { model, t } = ctx;
  const [element] = model.editor.selectedElements;
  if (!element || model.editor.selectedIds.length !== 1) return h('section', { class: 'group properties', 'aria-label': t('properties') }, h('h3', null, t('properties')), h('p', { class: 'muted' }, t('nothingSelected')));
  const abilities = model.editor.abilities(element.id);
  return h('section', { class: 'group properties', 'aria-label': t('properties') },
    h('h3', null, t('properties')),
    element.type === 'text' ? textFields(ctx, element, abilities.edit, abilities.maxLength) : null,
    element.type === 'shape' && abilities.edit ? colorField(ctx, t('fill'), 'fill', element.fill ?? '#000000', (color) => model.editor.updateElement(element.id, { fill: color } as never, { coalesce: `fill:${element.id}` })) : null,
    element.type === 'clipart' && abilities.edit ? clipartFields(ctx, element) : null,
    element.type === 'image' && abilities.edit ? imageFields(ctx, element) : null,
    element.type === 'image' && abilities.edit ? filterFields(ctx, element) : null,
    element.type === 'qrcode' && abilities.edit ? qrCodeFields(ctx, element, colorField) : null,
    h('div', { class: 'row' },
      h('button', { type: 'button', onClick: () => ctx.act(() => model.editor.duplicate()) }, t('duplicate')),
      h('button', { type: 'button', class: 'danger', disabled: !abilities.remove, onClick: () => ctx.act(() => model.editor.removeSelected()) }, t('remove'))),
  );
}

function labelled(id: string, label: string, control: HTMLElement): HTMLElement {
  control.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, label), control);
}

function textFields(ctx: PanelContext, element: TextElement, editable: boolean, maxLength: number | null): HTMLElement {
  const { model, t, act } = ctx;
  const editor = model.editor;
  // What the customer set by hand stays when a text style is applied later.
  const markChosen = (patch: Partial<TextElement>) => {
    const chosen = model.chosenFields.get(element.id) ?? new Set<string>();
    for (const key of Object.keys(patch)) chosen.add(key);
    model.chosenFields.set(element.id, chosen);
  };
  const update = (patch: Partial<TextElement>, coalesce?: string) => act(() => {
    editor.updateElement(element.id, patch as never, coalesce ? { coalesce } : {});
    markChosen(patch);
  });
  const content = h('textarea', { rows: '3', maxlength: maxLength ?? editor.maxTextLength, disabled: !editable, 'data-role': 'content' });
  content.value = element.content;
  content.addEventListener('input', () => {
    void act(() => editor.setText(element.id, content.value)).then(() => {
      // A refused change leaves the document as it was; the field shows that too.
      if (editor.element(element.id).type === 'text' && (editor.element(element.id) as TextElement).content !== content.value) content.value = (editor.element(element.id) as TextElement).content;
    });
  });
  content.addEventListener('blur', () => editor.sealHistory());
  if (!editable) return h('div', null, labelled(fieldId('dcs', 'content'), t('content'), content));

  const families = ctx.model.catalog.fonts.map((font) => font.family);
  const font = h('select', { onChange: (event: Event) => update({ fontFamily: (event.target as HTMLSelectElement).value }) },
    (families.includes(element.fontFamily) ? families : [element.fontFamily, ...families]).map((family) => h('option', { value: family, selected: family === element.fontFamily }, family)));
  const size = h('input', { type: 'number', min: '4', max: '400', step: '0.5', value: String(element.fontSize), onChange: (event: Event) => {
    const value = Number((event.target as HTMLInputElement).value);
    if (Number.isFinite(value) && value >= 1 && value <= 1000) void update({ fontSize: value });
  } });
  // Grows with the text (wrap) or a fixed box whose text shrinks to fit (shrink): the print check reads the same mode.
  const boxMode = h('div', { class: 'row', role: 'group', 'aria-label': t('textBox') }, (['wrap', 'shrink'] as const).map((value) =>
    h('button', { type: 'button', class: 'chip', 'aria-pressed': String(element.overflow === value), onClick: () => update({ overflow: value }) }, t(value === 'wrap' ? 'textBoxGrows' : 'textBoxFixed'))));
  const align = h('div', { class: 'row', role: 'group', 'aria-label': t('align') }, (['left', 'center', 'right'] as const).map((value) =>
    h('button', { type: 'button', class: 'chip', 'aria-pressed': String(element.align === value), onClick: () => update({ align: value }) }, t(value === 'left' ? 'alignLeft' : value === 'center' ? 'alignCenter' : 'alignRight'))));
  const lineHeight = h('input', { type: 'range', min: '0.8', max: '2.5', step: '0.05', value: String(element.lineHeight), onInput: (event: Event) => update({ lineHeight: Number((event.target as HTMLInputElement).value) }, `lh:${element.id}`) });
  const spacing = h('input', { type: 'range', min: '-100', max: '500', step: '10', value: String(element.letterSpacing), onInput: (event: Event) => update({ letterSpacing: Number((event.target as HTMLInputElement).value) }, `ls:${element.id}`) });
  return h('div', null,
    labelled(fieldId('dcs', 'content'), t('content'), content),
    labelled(fieldId('dcs', 'font'), t('font'), font),
    labelled(fieldId('dcs', 'size'), t('size'), size),
    colorField(ctx, t('color'), 'text-color', element.fill, (color) => {
      editor.updateElement(element.id, { fill: color } as never, { coalesce: `fill:${element.id}` });
      markChosen({ fill: color });
    }),
    align,
    boxMode,
    labelled(fieldId('dcs', 'line-height'), t('lineHeight'), lineHeight),
    labelled(fieldId('dcs', 'letter-spacing'), t('letterSpacing'), spacing),
  );
}

/** The shop's palette as swatches, and a free colour when the shop allows it. */
export function colorField(ctx: PanelContext, label: string, name: string, current: Color, apply: (color: Color) => void): HTMLElement {
  const currentHex = colorToHex(current).toUpperCase();
  const swatches = ctx.model.catalog.palette.groups.flatMap((group) => group.colors).map((color) =>
    h('button', { type: 'button', class: 'swatch', style: `background:${color.hex}`, title: color.name, 'aria-label': color.name, 'aria-pressed': String(color.hex.toUpperCase() === currentHex), onClick: () => ctx.act(() => apply(paletteColor(color))) }));
  const free = h('input', { type: 'color', value: currentHex.toLowerCase(), onChange: (event: Event) => ctx.act(() => apply((event.target as HTMLInputElement).value.toUpperCase())) });
  return h('fieldset', { class: 'colors' }, h('legend', null, label), h('div', { class: 'swatches' }, swatches), labelled(fieldId('dcs', `${name}-custom`), ctx.t('customColor'), free));
}

function clipartFields(ctx: PanelContext, element: DesignElement & { type: 'clipart' }): HTMLElement | null {
  const asset = ctx.model.layout?.resources.clipart(element.clipart);
  // The asset's regions with their own colours (its drawing's nodes, or the older flat paths).
  const own = new Map(asset ? clipartRegions(asset).map((region) => [region.id, region.color] as const) : []);
  const names = [...new Set([...own.keys(), ...Object.keys(element.colors)])];
  if (names.length === 0) return null;
  const palette = ctx.model.catalog.palette.groups.flatMap((group) => group.colors);
  return h('div', null, names.map((region, index) => {
    // Named by the artwork's own colour in that region (not its internal id), numbered for two alike.
    const original = own.get(region) ?? element.colors[region] ?? '#000000';
    const fill = element.colors[region] ?? original;
    return colorField(ctx, ctx.t('recolor', { index: index + 1, color: colorName(original, ctx.locale, palette) }), `region-${region}`, fill, (color) => ctx.model.editor.updateElement(element.id, { colors: { ...element.colors, [region]: color } } as never));
  }));
}

function imageFields(ctx: PanelContext, element: ImageElement): HTMLElement {
  const { t, act, model } = ctx;
  const update = (patch: Partial<ImageElement>, coalesce?: string) => act(() => model.editor.updateElement(element.id, patch as never, coalesce ? { coalesce } : {}));
  const zoom = 1 / Math.max(element.crop.width, element.crop.height);
  const crop = (next: { zoom?: number; x?: number; y?: number }) => {
    // Zooming keeps the crop's centre; positions move the window within the image.
    const z = next.zoom ?? zoom;
    const ratio = element.crop.height / element.crop.width;
    const width = Math.min(1, 1 / z / Math.max(1, ratio));
    const height = Math.min(1, width * ratio);
    const cx = next.x ?? element.crop.x + element.crop.width / 2;
    const cy = next.y ?? element.crop.y + element.crop.height / 2;
    const x = Math.min(1 - width, Math.max(0, cx - width / 2));
    const y = Math.min(1 - height, Math.max(0, cy - height / 2));
    void update({ crop: { x: round(x), y: round(y), width: round(width), height: round(height) } }, `crop:${element.id}`);
  };
  const slider = (name: string, label: string, min: number, max: number, value: number, apply: (value: number) => void) =>
    labelled(fieldId('dcs', name), label, h('input', { type: 'range', min: String(min), max: String(max), step: '0.01', value: String(value), onInput: (event: Event) => apply(Number((event.target as HTMLInputElement).value)) }));
  const cropping = model.crop.elementId === element.id;
  // Crop by dragging on the canvas (the sliders below do the same from the keyboard or a screen reader).
  // One label whatever the state (pressed while cropping), so focus stays on it when the panel is redrawn.
  const onCanvas = h('button', { type: 'button', 'data-role': 'crop-mode', 'aria-pressed': String(cropping), 'aria-describedby': 'dcs-crop-hint', onClick: () => act(() => {
    if (cropping) model.crop.end();
    else model.crop.begin(element.id);
  }) }, t('cropOnCanvas'));
  return h('fieldset', { class: 'crop' }, h('legend', null, t('crop')),
    onCanvas,
    h('p', { class: 'muted hint', id: 'dcs-crop-hint' }, t('cropHint')),
    slider('crop-zoom', t('cropZoom'), 1, 4, zoom, (value) => crop({ zoom: value })),
    slider('crop-x', t('cropX'), 0, 1, element.crop.x + element.crop.width / 2, (value) => crop({ x: value })),
    slider('crop-y', t('cropY'), 0, 1, element.crop.y + element.crop.height / 2, (value) => crop({ y: value })),
    h('div', { class: 'row' },
      h('button', { type: 'button', 'aria-pressed': String(element.flipX), onClick: () => update({ flipX: !element.flipX }) }, t('flipX')),
      h('button', { type: 'button', 'aria-pressed': String(element.flipY), onClick: () => update({ flipY: !element.flipY }) }, t('flipY'))));
}

/** Tone (original, greyscale, sepia), brightness and contrast: what the print applies as the preview shows it. */
function filterFields(ctx: PanelContext, element: ImageElement): HTMLElement {
  const { t, act, model } = ctx;
  const filter = element.filter;
  const update = (patch: Partial<ImageFilter>, coalesce?: string) => act(() => model.editor.updateElement(element.id, { filter: { ...filter, ...patch } } as never, coalesce ? { coalesce } : {}));
  const tones = h('div', { class: 'row', role: 'group', 'aria-label': t('tone') }, (['none', 'greyscale', 'sepia'] as const).map((tone) =>
    h('button', { type: 'button', class: 'chip', 'data-tone': tone, 'aria-pressed': String(filter.tone === tone), onClick: () => update({ tone }) }, t(`tone_${tone}`))));
  const slider = (name: 'brightness' | 'contrast') =>
    labelled(fieldId('dcs', name), t(name), h('input', { type: 'range', min: '-100', max: '100', step: '5', value: String(filter[name]), 'data-role': name,
      onInput: (event: Event) => update({ [name]: Number((event.target as HTMLInputElement).value) }, `${name}:${element.id}`) }));
  const changed = filter.tone !== 'none' || filter.brightness !== 0 || filter.contrast !== 0;
  return h('fieldset', { class: 'filters' }, h('legend', null, t('filters')),
    tones,
    slider('brightness'),
    slider('contrast'),
    changed ? h('button', { type: 'button', onClick: () => update({ tone: 'none', brightness: 0, contrast: 0 }) }, t('resetFilters')) : null);
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
