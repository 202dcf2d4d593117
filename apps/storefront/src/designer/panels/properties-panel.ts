import { clipartRegions, colorToHex, type Color, type DesignElement, type ImageElement, type ImageFilter, type TextElement } from '@dcs/design';
import { colorName } from '../color-names.ts';
import { h } from '../dom.ts';
import { faceInFamily, faceToggles, type FaceToggle } from '../font-faces.ts';
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
  const markChosen = (patch: Partial<TextElement>) => model.markChosen(element.id, Object.keys(patch));
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
  // A new family keeps the face the text has when it has it, else its nearest: the document names what prints.
  const font = h('select', { onChange: (event: Event) => {
    const family = (event.target as HTMLSelectElement).value;
    const face = faceInFamily(ctx.model.catalogFont(family), element.fontWeight, element.fontStyle);
    void update({ fontFamily: family, ...(face.weight !== element.fontWeight ? { fontWeight: face.weight } : {}), ...(face.style !== element.fontStyle ? { fontStyle: face.style } : {}) });
  } },
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
    faceButtons(ctx, element, update),
    labelled(fieldId('dcs', 'size'), t('size'), size),
    colorField(ctx, t('color'), 'text-color', element.fill, (color) => {
      editor.updateElement(element.id, { fill: color } as never, { coalesce: `fill:${element.id}` });
      markChosen({ fill: color });
    }),
    align,
    boxMode,
    labelled(fieldId('dcs', 'line-height'), t('lineHeight'), lineHeight),
    labelled(fieldId('dcs', 'letter-spacing'), t('letterSpacing'), spacing),
    effectFields(ctx, element, update, markChosen),
  );
}

type TextUpdate = (patch: Partial<TextElement>, coalesce?: string) => Promise<void>;

/**
 * Bold and Italic from the family's own faces. A face the family lacks leaves its button disabled
 * with the reason beside it (a disabled button takes no focus, so the reason is text, not a tooltip).
 */
function faceButtons(ctx: PanelContext, element: TextElement, update: TextUpdate): HTMLElement {
  const { t } = ctx;
  const toggles = faceToggles(ctx.model.catalogFont(element.fontFamily), element.fontWeight, element.fontStyle);
  const reasonId = fieldId('dcs', 'face-missing');
  // A face the family lacks (a template's, an older design's) is drawn and printed in the nearest one: say so.
  const reasons: string[] = toggles.exact ? [] : [t('faceNearest', { family: element.fontFamily })];
  const button = (label: string, pressed: boolean, toggle: FaceToggle, role: string) => {
    if (toggle.face === null) reasons.push(t(MISSING_KEYS[toggle.missing], { family: element.fontFamily }));
    const face = toggle.face;
    return h('button', {
      type: 'button', class: `chip face-${role}`, 'data-role': role, 'aria-pressed': String(pressed), disabled: face === null,
      ...(face === null ? { 'aria-describedby': reasonId } : {}),
      onClick: () => face && update({ fontWeight: face.weight, fontStyle: face.style }),
    }, label);
  };
  const bold = button(t('bold'), toggles.bold, toggles.toggleBold, 'bold');
  const italic = button(t('italic'), toggles.italic, toggles.toggleItalic, 'italic');
  return h('div', { class: 'field' },
    h('div', { class: 'row', role: 'group', 'aria-label': t('fontFace') }, bold, italic),
    reasons.length > 0 ? h('p', { class: 'muted face-missing', id: reasonId }, reasons.join(' ')) : null);
}

const MISSING_KEYS = { bold: 'faceNoBold', regular: 'faceNoRegular', italic: 'faceNoItalic', upright: 'faceNoUpright' } as const;

/** Outline, shadow and curve: each off by default, with its few controls once on. */
function effectFields(ctx: PanelContext, element: TextElement, update: TextUpdate, markChosen: (patch: Partial<TextElement>) => void): HTMLElement {
  const { t, model } = ctx;
  const id = element.id;
  const recolor = (patch: Partial<TextElement>) => {
    model.editor.updateElement(id, patch as never, { coalesce: `effect-color:${id}` });
    markChosen(patch);
  };
  const toggle = (label: string, on: boolean, role: string, flip: () => void) =>
    h('button', { type: 'button', class: 'chip', 'data-role': role, 'aria-pressed': String(on), onClick: () => flip() }, label);
  const range = (name: string, label: string, min: number, max: number, step: number, value: number, apply: (value: number) => void) => {
    const input = h('input', { type: 'range', min: String(min), max: String(max), step: String(step), value: String(value), 'data-role': name, onInput: (event: Event) => apply(Number((event.target as HTMLInputElement).value)) });
    return labelled(fieldId('dcs', name), label, input);
  };
  const stroke = element.stroke;
  const shadow = element.shadow;
  const outline = h('fieldset', { class: 'effect' }, h('legend', null, t('outline')),
    toggle(t('outlineOn'), stroke !== null, 'outline', () => update({ stroke: stroke ? null : { color: DEFAULT_OUTLINE, width: 0.4 } })),
    stroke ? range('outline-width', t('outlineWidth'), 0.1, 2, 0.1, stroke.width, (width) => void update({ stroke: { ...stroke, width } }, `outline:${id}`)) : null,
    stroke ? colorField(ctx, t('outlineColor'), 'outline-color', stroke.color, (color) => recolor({ stroke: { ...stroke, color } })) : null);
  const distance = shadow ? Math.round(Math.hypot(shadow.offsetX, shadow.offsetY) / Math.SQRT2 * 10) / 10 : 0;
  const shadowSet = h('fieldset', { class: 'effect' }, h('legend', null, t('shadow')),
    toggle(t('shadowOn'), shadow !== null, 'shadow', () => update({ shadow: shadow ? null : { color: DEFAULT_SHADOW, offsetX: 0.8, offsetY: 0.8 } })),
    // One distance down and to the right, as the peers' quick shadow does; the document keeps both offsets.
    shadow ? range('shadow-distance', t('shadowDistance'), 0.2, 5, 0.1, distance, (value) => void update({ shadow: { ...shadow, offsetX: value, offsetY: value } }, `shadow:${id}`)) : null,
    shadow ? colorField(ctx, t('shadowColor'), 'shadow-color', shadow.color, (color) => recolor({ shadow: { ...shadow, color } })) : null);
  // The number for the eye; the slider itself tells assistive technology its value (an <output> would be a second live status).
  const curveValue = h('span', { class: 'muted', 'aria-hidden': 'true' }, String(element.curve));
  const curve = h('fieldset', { class: 'effect' }, h('legend', null, t('curve')),
    range('curve', t('curveAmount'), -100, 100, 5, element.curve, (value) => {
      curveValue.textContent = String(value);
      void update({ curve: value }, `curve:${id}`);
    }),
    curveValue,
    element.curve !== 0 ? h('button', { type: 'button', class: 'chip', 'data-role': 'curve-straight', onClick: () => update({ curve: 0 }) }, t('curveStraight')) : null);
  return h('div', { class: 'effects' }, outline, shadowSet, curve);
}

const DEFAULT_OUTLINE = '#1A1A1A';
const DEFAULT_SHADOW = '#7F7F7F';

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
