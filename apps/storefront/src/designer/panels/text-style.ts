import type { TextElement } from '@dcs/design';
import type { TextStyleCard } from '../storefront-types.ts';

/** The text fields a style card sets (only those it carries). */
export function textStyleFields(card: TextStyleCard): Partial<TextElement> {
  const fields: Partial<TextElement> = {};
  const c = card as Record<string, unknown>;
  if (typeof c.fontFamily === 'string') fields.fontFamily = c.fontFamily;
  if (typeof c.fontWeight === 'number') fields.fontWeight = c.fontWeight;
  if (c.fontStyle === 'normal' || c.fontStyle === 'italic') fields.fontStyle = c.fontStyle;
  if (typeof c.fontSize === 'number') fields.fontSize = c.fontSize;
  if (typeof c.fill === 'string') fields.fill = c.fill.toUpperCase();
  if (typeof c.align === 'string') fields.align = c.align as TextElement['align'];
  if (typeof c.letterSpacing === 'number') fields.letterSpacing = c.letterSpacing;
  if (typeof c.lineHeight === 'number') fields.lineHeight = c.lineHeight;
  const stroke = c.stroke as { color?: unknown; width?: unknown } | null | undefined;
  if (stroke === null) fields.stroke = null;
  else if (stroke && typeof stroke.color === 'string' && typeof stroke.width === 'number') fields.stroke = { color: stroke.color.toUpperCase(), width: stroke.width };
  const shadow = c.shadow as { color?: unknown; offsetX?: unknown; offsetY?: unknown } | null | undefined;
  if (shadow === null) fields.shadow = null;
  else if (shadow && typeof shadow.color === 'string' && typeof shadow.offsetX === 'number' && typeof shadow.offsetY === 'number') fields.shadow = { color: shadow.color.toUpperCase(), offsetX: shadow.offsetX, offsetY: shadow.offsetY };
  if (typeof c.curve === 'number') fields.curve = c.curve;
  return fields;
}
