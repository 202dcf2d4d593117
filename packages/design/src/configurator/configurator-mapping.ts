import type { Color } from '../document/color.ts';
import type { FontStyle, ImageTone, Rect, Stroke, TextShadow } from '../document/design-document.ts';

/** A named place on a side (millimetres from the trim box's top-left corner) that layers can move to. */
export interface ConfiguratorAnchor extends Rect {
  name: string;
  /** The side the anchor belongs to; anchors of one name may exist on several sides. */
  side: string;
}

/** One change to the elements of a layer (every element whose `layer` equals `layer`). */
export type LayerChange =
  | { action: 'show'; layer: string }
  | { action: 'hide'; layer: string }
  | { action: 'set_text'; layer: string; text: string }
  | {
      action: 'set_color';
      layer: string;
      color: Color;
      /** Text and shapes: the fill (default) or the stroke. */
      target?: 'fill' | 'stroke';
      /** Cliparts: the region to recolor (required for cliparts). */
      region?: string;
    }
  | { action: 'set_image'; layer: string; media: string }
  | { action: 'set_clipart'; layer: string; clipart: string }
  | { action: 'set_font'; layer: string; fontFamily: string; fontWeight?: number; fontStyle?: FontStyle }
  /**
   * Text: the family's face and the effects, the family kept (an option "Bold" on any font). Fields left
   * out stay as they are; `stroke` or `shadow` null removes the outline or the shadow.
   */
  | { action: 'set_text_style'; layer: string; fontWeight?: number; fontStyle?: FontStyle; stroke?: Stroke | null; shadow?: TextShadow | null; curve?: number }
  /** Photos: the filter's fields given (the others stay), as the designer's photo filters set them. */
  | { action: 'set_filter'; layer: string; tone?: ImageTone; brightness?: number; contrast?: number }
  | {
      action: 'move_to_anchor';
      layer: string;
      anchor: string;
      /** Take the anchor's size too (groups scale uniformly to fit it); default: keep the size, centre on the anchor. */
      resize?: boolean;
    };

/** The kinds of {@link LayerChange}. */
export const LAYER_CHANGE_ACTIONS = ['show', 'hide', 'set_text', 'set_color', 'set_image', 'set_clipart', 'set_font', 'set_text_style', 'set_filter', 'move_to_anchor'] as const;
export type LayerChangeAction = (typeof LAYER_CHANGE_ACTIONS)[number];

/** What choosing `value` for the product option `option` changes. */
export interface ConfiguratorRule {
  option: string;
  value: string;
  changes: LayerChange[];
}

/**
 * The smart configurator mapping of one product: option values → layer changes. Rules apply in
 * their order, changes in theirs, so a later change wins over an earlier one on the same field.
 */
export interface ConfiguratorMapping {
  anchors: ConfiguratorAnchor[];
  rules: ConfiguratorRule[];
}

/** A change that was applied, and to which elements. */
export interface AppliedLayerChange {
  option: string;
  value: string;
  action: LayerChangeAction;
  layer: string;
  elementIds: string[];
}

/**
 * A selected change the design could not take, left out instead of refusing the option: a design
 * made from scratch has none of a template's layers, and an option must never block a sale.
 * `code` is the catalogue code that names the reason (`svc_configurator_layer_unknown`,
 * `svc_configurator_change_unsupported`, `svc_configurator_anchor_unknown`), `reason` its sentence.
 */
export interface SkippedLayerChange {
  option: string;
  value: string;
  action: LayerChangeAction;
  layer: string;
  code: string;
  reason: string;
}
