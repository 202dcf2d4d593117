import type { Color } from './color.ts';

/** The schema version this package writes; older documents are migrated on load. */
export const CURRENT_SCHEMA_VERSION = 3;

/**
 * Position and size of an element in millimetres. `x`/`y` are the top-left corner of the unrotated
 * box, relative to the parent (the side's trim box, or the group's box). `rotation` is in degrees,
 * clockwise, around the box centre.
 */
export interface Transform {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** What a customer may do with an element of a template. */
export interface CustomerPermissions {
  movable: boolean;
  resizable: boolean;
  editable: boolean;
  removable: boolean;
  /** Maximum text length in graphemes, or `null` for the document limit. */
  maxLength: number | null;
}

/** A stroke: color and width in millimetres. */
export interface Stroke {
  color: Color;
  width: number;
}

/** A hard shadow: an offset copy of the text (with its outline) in one colour, printed as vector. */
export interface TextShadow {
  color: Color;
  /** Offset in millimetres, right and down. */
  offsetX: number;
  offsetY: number;
}

/** Fields every element has. */
export interface ElementBase {
  id: string;
  /** Layer name; the smart configurator addresses layers by name. */
  layer: string;
  transform: Transform;
  /** 0–1. */
  opacity: number;
  visible: boolean;
  locked: boolean;
  permissions: CustomerPermissions;
  /** A template field that customers fill. */
  placeholder: boolean;
}

/** How text that does not fit its box is handled. */
export type TextOverflow = 'wrap' | 'shrink' | 'clip';
export type TextAlign = 'left' | 'center' | 'right' | 'justify';
export type VerticalAlign = 'top' | 'middle' | 'bottom';
export type FontStyle = 'normal' | 'italic';

/** Text in a box of `transform.width` × `transform.height` millimetres. */
export interface TextElement extends ElementBase {
  type: 'text';
  content: string;
  fontFamily: string;
  /** CSS weight, 100–900. */
  fontWeight: number;
  fontStyle: FontStyle;
  /** Points (1 pt = 25.4 / 72 mm). */
  fontSize: number;
  /** Multiple of the font size. */
  lineHeight: number;
  /** Extra space after each glyph in thousandths of an em. */
  letterSpacing: number;
  align: TextAlign;
  verticalAlign: VerticalAlign;
  /** `wrap`: lines break at the box width and may run past its height; `shrink`: the size is reduced until the text fits; `clip`: wrap and cut at the box. */
  overflow: TextOverflow;
  fill: Color;
  /** An outline around the glyphs, drawn under the fill (half its width shows outside). */
  stroke: Stroke | null;
  shadow: TextShadow | null;
  /**
   * Text on an arc, -100–100: 0 is straight; 100 bends the box's width into a full circle whose
   * centre lies below the text (an arch), -100 above it (a smile). See `curveLayout`.
   */
  curve: number;
}

/** A region of the source image in fractions (0–1) of its pixel size. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A photo's colour tone: none, greyscale (Rec. 709 luma) or sepia (the CSS `sepia(1)` matrix). */
export type ImageTone = 'none' | 'greyscale' | 'sepia';

/**
 * A photo filter, applied to the sRGB values in this order: tone, brightness, contrast (one colour
 * matrix, `imageFilterMatrix`, the same maths in the preview and the print).
 */
export interface ImageFilter {
  tone: ImageTone;
  /** −100…100: the values are multiplied by 1 + brightness / 100. */
  brightness: number;
  /** −100…100: the values move away from (or towards) mid-grey by 1 + contrast / 100. */
  contrast: number;
}

/** A raster image from the media library, drawn into its box. */
export interface ImageElement extends ElementBase {
  type: 'image';
  /** Media reference, resolved by the {@link AssetResolver}. */
  media: string;
  /** The source rectangle shown in the box (the rest of the photo is cut away). */
  crop: Crop;
  flipX: boolean;
  flipY: boolean;
  filter: ImageFilter;
}

/** A vector clipart whose named regions can be recolored. */
export interface ClipartElement extends ElementBase {
  type: 'clipart';
  /** Clipart reference, resolved by the {@link AssetResolver}. */
  clipart: string;
  /** Region name → color; regions not named keep the clipart's own color. */
  colors: Record<string, Color>;
  flipX: boolean;
  flipY: boolean;
}

/** What a QR code says: a web address, a contact card (vCard 3.0) or plain text. */
export type QrContent =
  | { kind: 'url'; url: string }
  | { kind: 'vcard'; name: string; organization: string; phone: string; email: string; url: string }
  | { kind: 'text'; text: string };

/**
 * A QR code, drawn as vector modules in the largest square that fits its box (centred), with its
 * quiet zone of 4 modules inside that square painted in `background`.
 */
export interface QrCodeElement extends ElementBase {
  type: 'qrcode';
  content: QrContent;
  /** The dark modules. */
  color: Color;
  /** The light modules and the quiet zone. */
  background: Color;
}

export type ShapeKind = 'rectangle' | 'ellipse' | 'line' | 'path';

/** A vector shape drawn into its box. */
export interface ShapeElement extends ElementBase {
  type: 'shape';
  shape: ShapeKind;
  /** SVG path data in the box's millimetre coordinates; used when `shape` is `path`. */
  path: string | null;
  /** Rectangle corner radius in millimetres. */
  cornerRadius: number;
  fill: Color | null;
  stroke: Stroke | null;
}

/** Elements drawn together; children are positioned relative to the group's box. */
export interface GroupElement extends ElementBase {
  type: 'group';
  children: DesignElement[];
}

/** Every element type. */
export type DesignElement = TextElement | ImageElement | ClipartElement | ShapeElement | QrCodeElement | GroupElement;
export type ElementType = DesignElement['type'];
/** The element of type `T`. */
export type ElementOfType<T extends ElementType> = Extract<DesignElement, { type: T }>;

/** An axis-aligned rectangle in millimetres. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A region of the side where the product can be printed. */
export interface PrintArea extends Rect {
  id: string;
  name: string;
}

/** One printable side of a product (front, back, sleeve…). Coordinates start at the trim box's top-left corner. */
export interface DesignSide {
  id: string;
  name: string;
  /** Finished size in millimetres. */
  trim: { width: number; height: number };
  /** Bleed around the trim box in millimetres. */
  bleed: number;
  /** Distance of the safe line inside the trim box in millimetres. */
  safeMargin: number;
  printAreas: PrintArea[];
  /** Bottom to top. */
  elements: DesignElement[];
}

/** A design document in physical units. */
export interface DesignDocument {
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  name: string;
  sides: DesignSide[];
}

/** Millimetres per point. */
export const MM_PER_PT = 25.4 / 72;
