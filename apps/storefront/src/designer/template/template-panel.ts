import { ANCHOR_POINTS, SCALE_MODES, colorToHex, type AnchorPoint, type CustomerPermissions, type DesignElement, type ScaleMode, type TextOverflow } from '@dcs/design';
import { h } from '../dom.ts';
import { fieldId, type PanelContext } from '../panels/panel-context.ts';
import type { TemplateTranslate } from './template-i18n.ts';
import type { TemplateSession } from './template-session.ts';

/** What the template panel gets besides the panels' context. */
export interface TemplatePanelContext extends PanelContext {
  session: TemplateSession;
  tt: TemplateTranslate;
}

const PERMISSIONS = ['movable', 'resizable', 'editable', 'removable'] as const;
const OVERFLOWS: TextOverflow[] = ['wrap', 'shrink', 'clip'];

/**
 * Staff's settings of the selected element: placeholder with its label and constraints, the
 * customer's permissions, the lock, the text overflow rule and the smart-layout rule. Element fields
 * change through editor commands (undoable); label, allowed fonts and colours, minimum resolution and
 * layout rules are the template's `fields` and `layout` (the session).
 */
export function renderTemplatePanel(ctx: TemplatePanelContext): HTMLElement {
  const { model, tt, act, session } = ctx;
  const editor = model.editor;
  const section = (...content: Array<Node | null>) => h('section', { class: 'group template-panel', 'aria-label': tt('template') }, h('h3', null, tt('template')), ...content);
  const [element] = editor.selectedElements;
  if (!element || editor.selectedIds.length !== 1) return section(h('p', { class: 'muted' }, tt('nothingSelected')));

  const locked = checkbox(`tpl-locked`, tt('locked'), element.locked, (on) => act(() => editor.setLocked(element.id, on)));
  if (element.locked) return section(locked, h('p', { class: 'muted' }, tt('lockedHint')));

  const update = (patch: Partial<DesignElement>) => act(() => editor.updateElement(element.id, patch));
  const permissions = element.permissions;
  const setPermission = (patch: Partial<CustomerPermissions>) => update({ permissions: { ...permissions, ...patch } });
  const placeholder = checkbox('tpl-placeholder', tt('placeholder'), element.placeholder, (on) => update({ placeholder: on }));

  const constraints = session.field(element.id);
  const label = h('input', { type: 'text', maxlength: '100', value: constraints.label ?? '', onInput: (event: Event) => session.setField(element.id, { label: (event.target as HTMLInputElement).value.trim() || undefined }) });
  const placeholderFields = element.placeholder
    ? h('div', { class: 'placeholder-fields' },
        labelled('tpl-label', tt('fieldLabel'), label),
        element.type === 'text' ? textConstraints(ctx, element) : null,
        element.type === 'image' ? minPpiField(ctx, element.id) : null)
    : null;

  const allowed = h('fieldset', null, h('legend', null, tt('permissions')),
    PERMISSIONS.map((name) => checkbox(`tpl-${name}`, tt(name), permissions[name], (on) => setPermission({ [name]: on }))));

  const text = element.type === 'text'
    ? h('div', null,
        labelled('tpl-max-length', tt('maxLength'), h('input', { type: 'number', min: '1', max: String(editor.maxTextLength), step: '1', value: permissions.maxLength === null ? '' : String(permissions.maxLength), onChange: (event: Event) => {
          const raw = (event.target as HTMLInputElement).value.trim();
          const value = raw === '' ? null : Math.round(Number(raw));
          if (value === null || (Number.isFinite(value) && value >= 1)) void setPermission({ maxLength: value });
        } })),
        labelled('tpl-overflow', tt('overflow'), h('select', { onChange: (event: Event) => update({ overflow: (event.target as HTMLSelectElement).value as TextOverflow } as Partial<DesignElement>) },
          OVERFLOWS.map((value) => h('option', { value, selected: element.overflow === value }, tt(`overflow_${value}`))))))
    : null;

  const isTopLevel = editor.side.elements.some((candidate) => candidate.id === element.id);
  const rule = session.rule(element.id) ?? { anchor: 'relative', scale: 'proportional' };
  const layout = isTopLevel
    ? h('fieldset', null, h('legend', null, tt('smartLayout')),
        labelled('tpl-anchor', tt('anchor'), h('select', { onChange: (event: Event) => session.setRule(element.id, { ...rule, anchor: (event.target as HTMLSelectElement).value as AnchorPoint }) },
          ANCHOR_POINTS.map((value) => h('option', { value, selected: rule.anchor === value }, value)))),
        labelled('tpl-scale', tt('scale'), h('select', { onChange: (event: Event) => session.setRule(element.id, { ...rule, scale: (event.target as HTMLSelectElement).value as ScaleMode }) },
          SCALE_MODES.map((value) => h('option', { value, selected: rule.scale === value }, value)))))
    : null;

  return section(placeholder, placeholderFields, allowed, text, locked, layout);
}

function textConstraints(ctx: TemplatePanelContext, element: DesignElement & { type: 'text' }): HTMLElement {
  const { session, tt, model } = ctx;
  const constraints = session.field(element.id);
  const toggle = (list: string[] | undefined, value: string, on: boolean) => {
    const next = (list ?? []).filter((item) => item !== value);
    return on ? [...next, value] : next;
  };
  const families = [...new Set([element.fontFamily, ...model.catalog.fonts.map((font) => font.family)])];
  const fonts = h('fieldset', { class: 'allowed-fonts' }, h('legend', null, tt('allowedFonts')),
    families.map((family, index) => checkbox(`tpl-font-${index}`, family, constraints.allowed_fonts?.includes(family) ?? false, (on) => session.setField(element.id, { allowed_fonts: toggle(session.field(element.id).allowed_fonts, family, on) }))),
    h('p', { class: 'muted' }, tt('allowedHint')));
  const own = colorToHex(element.fill).toUpperCase();
  const palette = [...new Map([[own, own], ...model.catalog.palette.groups.flatMap((group) => group.colors).map((color) => [color.hex.toUpperCase(), color.name] as [string, string])])];
  const colors = h('fieldset', { class: 'allowed-colors' }, h('legend', null, tt('allowedColors')),
    palette.map(([hex, name], index) => checkbox(`tpl-color-${index}`, name === hex ? hex : `${name} (${hex})`, constraints.allowed_colors?.includes(hex) ?? false, (on) => session.setField(element.id, { allowed_colors: toggle(session.field(element.id).allowed_colors, hex, on) }), hex)),
    h('p', { class: 'muted' }, tt('allowedHint')));
  return h('div', null, fonts, colors);
}

function minPpiField(ctx: TemplatePanelContext, id: string): HTMLElement {
  const { session, tt } = ctx;
  const current = session.field(id).min_ppi;
  return labelled('tpl-min-ppi', tt('minPpi'), h('input', { type: 'number', min: '1', max: '2400', step: '1', value: current === undefined ? '' : String(current), onChange: (event: Event) => {
    const raw = (event.target as HTMLInputElement).value.trim();
    const value = Math.round(Number(raw));
    session.setField(id, { min_ppi: raw === '' || !Number.isFinite(value) || value < 1 ? undefined : Math.min(2400, value) });
  } }));
}

function labelled(name: string, label: string, control: HTMLElement): HTMLElement {
  const id = fieldId('dcs', name);
  control.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, label), control);
}

function checkbox(name: string, label: string, checked: boolean, onToggle: (on: boolean) => unknown, swatch?: string): HTMLElement {
  const id = fieldId('dcs', name);
  return h('div', { class: 'check' },
    h('input', { type: 'checkbox', id, checked, onChange: (event: Event) => void onToggle((event.target as HTMLInputElement).checked) }),
    swatch ? h('span', { class: 'swatch-dot', style: `background:${swatch}`, 'aria-hidden': 'true' }) : null,
    h('label', { for: id }, label));
}
