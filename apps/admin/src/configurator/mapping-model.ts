/**
 * The smart configurator's mapping as the form edits it. The API's shape (`docs/configurator.md`) is
 * an ordered list of rules `{ option, value, changes }`; the form shows it per option value of the
 * product, so it groups the rules by value and writes one rule per value back, in the product's
 * option and value order. Rules naming an option or value the product lacks are kept at the end, so
 * the server's refusal can point at them.
 */

export type PaletteColor = { name: string; hex: string; cmyk?: number[]; spot?: string };
export type ChangeColor = string | PaletteColor;

export interface LayerChange {
  action: ChangeAction;
  layer: string;
  text?: string;
  color?: ChangeColor;
  target?: 'fill' | 'stroke';
  region?: string;
  media?: string;
  clipart?: string;
  fontFamily?: string;
  fontWeight?: number;
  fontStyle?: 'normal' | 'italic';
  stroke?: { color: ChangeColor; width: number } | null;
  shadow?: { color: ChangeColor; offsetX: number; offsetY: number } | null;
  curve?: number;
  tone?: 'none' | 'greyscale' | 'sepia';
  brightness?: number;
  contrast?: number;
  anchor?: string;
  resize?: boolean;
}
export interface MappingRule {
  option: string;
  value: string;
  changes: LayerChange[];
}
export interface Anchor {
  name: string;
  side: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Mapping {
  anchors: Anchor[];
  rules: MappingRule[];
}
export interface ProductOption {
  name: string;
  label: string;
  values: Array<{ value: string; label: string; priceDelta: number }>;
}

/** The changes the engine supports (`applyConfiguratorMapping` of `@dcs/design`), with the element types each fits. */
export const CHANGE_ACTIONS = {
  show: { fits: 'any' },
  hide: { fits: 'any' },
  set_color: { fits: 'text, shape, clipart, QR code' },
  set_text: { fits: 'text' },
  set_image: { fits: 'image' },
  set_clipart: { fits: 'clipart' },
  set_font: { fits: 'text' },
  set_text_style: { fits: 'text' },
  set_filter: { fits: 'image' },
  move_to_anchor: { fits: 'top-level elements' },
} as const;
export type ChangeAction = keyof typeof CHANGE_ACTIONS;

/** A new change of `action` on `layer`, with the fields the action requires filled with a start value. */
export function newChange(action: ChangeAction, layer: string): LayerChange {
  switch (action) {
    case 'set_text':
      return { action, layer, text: '' };
    case 'set_color':
      return { action, layer, color: '#000000' };
    case 'set_image':
      return { action, layer, media: '' };
    case 'set_clipart':
      return { action, layer, clipart: '' };
    case 'set_font':
      return { action, layer, fontFamily: '' };
    case 'set_text_style':
      return { action, layer, fontWeight: 700 };
    case 'set_filter':
      return { action, layer, tone: 'greyscale' };
    case 'move_to_anchor':
      return { action, layer, anchor: '' };
    default:
      return { action, layer };
  }
}

/** Rows of the form: one per option value, keyed `option\u0000value`. */
export const groupKey = (option: string, value: string) => `${option}\u0000${value}`;

/** The changes of every option value (rules of the same value joined in their order). */
export function changesByValue(rules: readonly MappingRule[]): Map<string, LayerChange[]> {
  const groups = new Map<string, LayerChange[]>();
  for (const rule of rules) {
    const key = groupKey(rule.option, rule.value);
    // Text from the JSON tab is only checked by the server: a rule without a change list shows none.
    groups.set(key, [...(groups.get(key) ?? []), ...(Array.isArray(rule.changes) ? rule.changes : [])]);
  }
  return groups;
}

/** The rules the form's groups stand for: one per value with changes, in the product's order, unknown ones last. */
export function rulesOf(groups: ReadonlyMap<string, LayerChange[]>, options: readonly ProductOption[]): MappingRule[] {
  const rules: MappingRule[] = [];
  const known = new Set<string>();
  for (const option of options) {
    for (const { value } of option.values) {
      const key = groupKey(option.name, value);
      known.add(key);
      const changes = groups.get(key);
      if (changes?.length) rules.push({ option: option.name, value, changes });
    }
  }
  for (const [key, changes] of groups) {
    if (known.has(key) || changes.length === 0) continue;
    const [option, value] = key.split('\u0000') as [string, string];
    rules.push({ option, value, changes });
  }
  return rules;
}

/** `mapping` with the changes of one option value replaced. */
export function withChanges(mapping: Mapping, options: readonly ProductOption[], key: string, changes: LayerChange[]): Mapping {
  const groups = changesByValue(mapping.rules);
  groups.set(key, changes);
  return { ...mapping, rules: rulesOf(groups, options) };
}

/** Where a refusal points: a change row (`key` + index), an option value, an anchor, or the whole mapping. */
export type RowErrors = Record<string, string>;
export const changeRow = (key: string, index: number) => `${key}\u0000${index}`;
export const anchorRow = (index: number) => `anchor\u0000${index}`;

/**
 * The API's refusal of a mapping placed on the rows it names: `svc_configurator_mapping_invalid`
 * carries `data.path` (`$.rules[2].changes[0].anchor`), `rest_invalid_param` each parameter's JSON
 * pointers (`rules` + `/2/changes/0`). Rule indexes are those of the rules sent.
 */
export function rowErrorsOf(error: { code: string; message: string; data: Record<string, unknown> }, sent: readonly MappingRule[]): RowErrors {
  const out: RowErrors = {};
  const place = (pointer: string, message: string) => {
    const change = /^rules\/(\d+)\/changes\/(\d+)/.exec(pointer);
    const rule = /^rules\/(\d+)/.exec(pointer);
    const anchor = /^anchors\/(\d+)/.exec(pointer);
    const ruleAt = (index: string) => sent[Number(index)];
    if (change && ruleAt(change[1]!)) out[changeRow(groupKey(ruleAt(change[1]!)!.option, ruleAt(change[1]!)!.value), Number(change[2]))] ??= message;
    else if (rule && ruleAt(rule[1]!)) out[groupKey(ruleAt(rule[1]!)!.option, ruleAt(rule[1]!)!.value)] ??= message;
    else if (anchor) out[anchorRow(Number(anchor[1]))] ??= message;
    else out.mapping ??= message;
  };
  if (typeof error.data.path === 'string') {
    // `$.rules[2].changes[0].anchor` → `rules/2/changes/0/anchor`
    place(error.data.path.replace(/^\$\.?/, '').replace(/\[(\d+)\]/g, '/$1').replace(/\./g, '/'), error.message);
  }
  const details = error.data.details as Record<string, Array<{ path: string; message: string }>> | undefined;
  for (const [param, issues] of Object.entries(details ?? {})) {
    for (const issue of issues) place(`${param}${issue.path}`.replace(/^mapping\//, ''), `${issue.path || param}: ${issue.message}`);
  }
  if (Object.keys(out).length === 0) out.mapping = error.message;
  return out;
}

/** Element of a design, as far as the form needs it to offer layers. */
interface DesignElement {
  type: string;
  layer?: string;
  children?: DesignElement[];
}

/** Layer names of a design with the element types on each, groups' children included, in document order. */
export function layersOf(design: { sides: Array<{ elements?: DesignElement[] }> } | null): Array<{ layer: string; types: string[] }> {
  const layers = new Map<string, Set<string>>();
  const visit = (elements: readonly DesignElement[] = []) => {
    for (const element of elements) {
      if (element.layer) layers.set(element.layer, (layers.get(element.layer) ?? new Set()).add(element.type));
      if (element.children) visit(element.children);
    }
  };
  for (const side of design?.sides ?? []) visit(side.elements);
  return [...layers].map(([layer, types]) => ({ layer, types: [...types] }));
}

/** The mapping as text for the JSON tab, and back (`null` when the text is not a mapping object). */
export const mappingToText = (mapping: Mapping) => JSON.stringify(mapping, null, 2);
export function mappingFromText(text: string): Mapping | null {
  try {
    const value = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !Array.isArray(value.rules)) return null;
    return { anchors: Array.isArray(value.anchors) ? value.anchors : [], rules: value.rules };
  } catch {
    return null;
  }
}
