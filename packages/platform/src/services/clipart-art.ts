/**
 * The drawing of a vector clipart as every renderer draws it (designer canvas, previews, print PDF):
 * an SVG normalized by usvg (CSS applied, `<use>` expanded, shapes and text turned into paths,
 * units resolved), with every geometry in the clipart's own user space (bounding-box units resolved).
 */
export type ClipartNode = ClipartPathNode | ClipartGroupNode | ClipartImageNode;

/** A 2D affine matrix `[a, b, c, d, e, f]` as in SVG's `matrix()`. */
export type ClipartMatrix = [number, number, number, number, number, number];

/** A solid color; `region` names the recolorable region it belongs to. */
export interface ClipartColorPaint {
  kind: 'color';
  /** `#RRGGBB` */
  color: string;
  region?: string;
}

/** One stop of a gradient. */
export interface ClipartGradientStop {
  offset: number;
  /** `#RRGGBB` */
  color: string;
  opacity: number;
  region?: string;
}

/**
 * A linear or radial gradient. `coords` are `[x1, y1, x2, y2]` (linear) or `[fx, fy, fr, cx, cy, r]`
 * (radial) in gradient space; `matrix` maps gradient space to the clipart's user space.
 */
export interface ClipartGradientPaint {
  kind: 'linear' | 'radial';
  matrix: ClipartMatrix;
  spread: 'pad' | 'reflect' | 'repeat';
  coords: number[];
  stops: ClipartGradientStop[];
}

export type ClipartPaint = ClipartColorPaint | ClipartGradientPaint;

export interface ClipartFill {
  paint: ClipartPaint;
  opacity: number;
  rule: 'nonzero' | 'evenodd';
}

export interface ClipartStroke {
  paint: ClipartPaint;
  opacity: number;
  width: number;
  cap: 'butt' | 'round' | 'square';
  join: 'miter' | 'round' | 'bevel';
  miterLimit: number;
  /** Dash lengths (an even count), absent for a solid line. */
  dash?: number[];
  dashOffset: number;
}

/** A path in absolute M/L/C/Z commands. `strokeFirst` is `paint-order: stroke`. */
export interface ClipartPathNode {
  kind: 'path';
  d: string;
  fill?: ClipartFill;
  stroke?: ClipartStroke;
  strokeFirst?: boolean;
}

/** An embedded raster image, its pixels stretched over the rectangle (aspect already resolved). */
export interface ClipartImageNode {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  /** A `data:image/png` or `data:image/jpeg` base64 URL. */
  href: string;
  widthPx: number;
  heightPx: number;
}

/** The union of the clip's paths (each with its own fill rule), optionally clipped again. */
export interface ClipartClip {
  matrix?: ClipartMatrix;
  paths: Array<{ d: string; rule: 'nonzero' | 'evenodd' }>;
  clip?: ClipartClip;
}

/** A luminance or alpha mask: its content, limited to `rect`, optionally masked again. */
export interface ClipartMask {
  type: 'luminance' | 'alpha';
  rect: { x: number; y: number; width: number; height: number };
  nodes: ClipartNode[];
  mask?: ClipartMask;
}

/** The separable and non-separable blend modes of CSS `mix-blend-mode` (PDF has each under its own name). */
export type ClipartBlendMode =
  | 'multiply' | 'screen' | 'overlay' | 'darken' | 'lighten' | 'color-dodge' | 'color-burn' | 'hard-light'
  | 'soft-light' | 'difference' | 'exclusion' | 'hue' | 'saturation' | 'color' | 'luminosity';

export interface ClipartGroupNode {
  kind: 'group';
  matrix?: ClipartMatrix;
  opacity?: number;
  /** How the group blends with what lies under it (absent: normal). */
  blend?: ClipartBlendMode;
  clip?: ClipartClip;
  mask?: ClipartMask;
  children: ClipartNode[];
}
