import { createError, isSvcError } from '@dcs/platform';
import type { DesignDocument, DesignElement } from '../document/design-document.ts';
import { roundMm, scaleElementContent } from '../layout/refit-scale.ts';
import type { AppliedLayerChange, ConfiguratorMapping, LayerChange, SkippedLayerChange } from './configurator-mapping.ts';

/** An element of a layer, where it lives. */
interface LayerMember {
  element: DesignElement;
  side: string;
  /** Top-level elements are at depth 1; children of groups deeper. */
  depth: number;
  /** Replaces the element in its parent's list. */
  replace(next: DesignElement): void;
}

/** Result of {@link applyConfiguratorMapping}. */
export interface ApplyMappingResult {
  design: DesignDocument;
  applied: AppliedLayerChange[];
  /** Selected changes the design could not take, in mapping order; the design is left as it was for them. */
  skipped: SkippedLayerChange[];
}

/**
 * Applies the changes that `mapping` attaches to the selected option values to `design`. Pure (the
 * input is not touched) and free of I/O, so the storefront previews exactly what the server answers.
 * Rules whose option is not selected, or selected with another value, are not looked at. A selected
 * change the design cannot take is skipped and reported in `skipped` (never thrown: an option must not
 * block a sale): no element has its layer (`svc_configurator_layer_unknown`), none of the layer's
 * elements can take it (`svc_configurator_change_unsupported`, say `set_text` on images), or its anchor
 * is not defined on the element's side (`svc_configurator_anchor_unknown`). A change that fails on one
 * element of a layer leaves the layer's other elements unchanged too.
 * @example
 * const { design } = applyConfiguratorMapping(design, mapping, { color: 'black' });
 */
export function applyConfiguratorMapping(
  design: DesignDocument,
  mapping: ConfiguratorMapping,
  selected: Readonly<Record<string, string>>,
): ApplyMappingResult {
  let next = structuredClone(design);
  const applied: AppliedLayerChange[] = [];
  const skipped: SkippedLayerChange[] = [];
  for (const rule of mapping.rules) {
    if (!Object.hasOwn(selected, rule.option) || selected[rule.option] !== rule.value) continue;
    for (const change of rule.changes) {
      // Applied to a copy: a change that fails halfway leaves nothing of itself behind.
      const attempt = structuredClone(next);
      try {
        const members = membersOf(attempt, change.layer);
        if (members.length === 0) {
          throw createError('svc_configurator_layer_unknown', {
            params: { layer: change.layer, option: rule.option, value: rule.value },
            data: { layer: change.layer, option: rule.option, value: rule.value, action: change.action },
          });
        }
        const changed = members.filter((member) => applyChange(member, change, mapping));
        if (changed.length === 0) throw unsupported(change, `no element of the layer can take it (types: ${[...new Set(members.map((m) => m.element.type))].join(', ')}).`);
        applied.push({ option: rule.option, value: rule.value, action: change.action, layer: change.layer, elementIds: changed.map((m) => m.element.id) });
        next = attempt;
      } catch (error) {
        if (!isSvcError(error)) throw error;
        skipped.push({ option: rule.option, value: rule.value, action: change.action, layer: change.layer, code: error.code, reason: error.message });
      }
    }
  }
  return { design: next, applied, skipped };
}

/** Every element named `layer`, groups' children included, in document order. */
function membersOf(design: DesignDocument, layer: string): LayerMember[] {
  const found: LayerMember[] = [];
  const visit = (elements: DesignElement[], side: string, depth: number) => {
    elements.forEach((element, index) => {
      if (element.layer === layer) found.push({ element, side, depth, replace: (next) => void (elements[index] = next) });
      if (element.type === 'group') visit(element.children, side, depth + 1);
    });
  };
  for (const side of design.sides) visit(side.elements, side.id, 1);
  return found;
}

function unsupported(change: LayerChange, reason: string) {
  return createError('svc_configurator_change_unsupported', {
    params: { action: change.action, layer: change.layer, reason },
    data: { action: change.action, layer: change.layer },
  });
}

/** Applies `change` to one member; false when the element's type does not take it. */
function applyChange(member: LayerMember, change: LayerChange, mapping: ConfiguratorMapping): boolean {
  const el = member.element;
  switch (change.action) {
    case 'show':
    case 'hide':
      el.visible = change.action === 'show';
      return true;
    case 'set_text':
      if (el.type !== 'text') return false;
      el.content = change.text;
      return true;
    case 'set_color':
      return setColor(el, change);
    case 'set_image':
      if (el.type !== 'image') return false;
      el.media = change.media;
      return true;
    case 'set_clipart':
      if (el.type !== 'clipart') return false;
      el.clipart = change.clipart;
      return true;
    case 'set_font':
      if (el.type !== 'text') return false;
      el.fontFamily = change.fontFamily;
      if (change.fontWeight !== undefined) el.fontWeight = change.fontWeight;
      if (change.fontStyle !== undefined) el.fontStyle = change.fontStyle;
      return true;
    case 'set_text_style': {
      if (el.type !== 'text') return false;
      const { action: _action, layer: _layer, ...style } = change;
      Object.assign(el, style);
      return true;
    }
    case 'set_filter': {
      if (el.type !== 'image') return false;
      const { action: _action, layer: _layer, ...filter } = change;
      el.filter = { ...el.filter, ...filter };
      return true;
    }
    case 'move_to_anchor':
      moveToAnchor(member, change, mapping);
      return true;
    default:
      return assertNever(change);
  }
}

function setColor(el: DesignElement, change: Extract<LayerChange, { action: 'set_color' }>): boolean {
  if (el.type === 'clipart') {
    if (change.region === undefined) throw unsupported(change, 'a clipart layer needs the region to recolor.');
    el.colors = { ...el.colors, [change.region]: change.color };
    return true;
  }
  if (el.type === 'qrcode') {
    if (change.target === 'stroke') return false;
    el.color = change.color;
    return true;
  }
  if (el.type !== 'text' && el.type !== 'shape') return false;
  if (change.target === 'stroke') {
    if (!el.stroke) return false;
    el.stroke = { ...el.stroke, color: change.color };
  } else {
    el.fill = change.color;
  }
  return true;
}

function moveToAnchor(member: LayerMember, change: Extract<LayerChange, { action: 'move_to_anchor' }>, mapping: ConfiguratorMapping): void {
  const anchor = mapping.anchors.find((candidate) => candidate.name === change.anchor && candidate.side === member.side);
  if (!anchor) {
    throw createError('svc_configurator_anchor_unknown', { params: { anchor: change.anchor, side: member.side }, data: { anchor: change.anchor, side: member.side, layer: change.layer } });
  }
  // Anchors are in side coordinates; a group's children are in the group's, which may be rotated.
  if (member.depth > 1) throw unsupported(change, 'only top-level elements move to anchors, not children of groups.');
  const el = member.element;
  let next: DesignElement = el;
  if (change.resize) {
    next =
      el.type === 'group'
        ? scaleElementContent(el, fitFactor(el.transform, anchor))
        : { ...el, transform: { ...el.transform, width: anchor.width, height: anchor.height } };
  }
  const { width, height } = next.transform;
  next = { ...next, transform: { ...next.transform, x: roundMm(anchor.x + (anchor.width - width) / 2), y: roundMm(anchor.y + (anchor.height - height) / 2) } };
  member.replace(next);
  member.element = next;
}

/** The uniform factor that fits a box into `target`; a box without width or height fits by its other side. */
function fitFactor(box: { width: number; height: number }, target: { width: number; height: number }): number {
  const ratios = [box.width > 0 ? target.width / box.width : Infinity, box.height > 0 ? target.height / box.height : Infinity];
  const factor = Math.min(...ratios);
  return Number.isFinite(factor) ? factor : 1;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled layer change ${JSON.stringify(value)}`);
}
