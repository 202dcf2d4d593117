import { colorToHex, recolored, type ClipartBlendMode, type ClipartClip, type ClipartGradientPaint, type ClipartGradientStop, type ClipartGroupNode, type ClipartMask, type ClipartNode, type ClipartPaint, type ClipartPathNode, type Color } from '@dcs/design';
import type { PrintColorConverter } from '../../../color/print-color-converter.ts';
import type { ImageResolutionOptions } from '../../../images/print-image.ts';
import { ContentStream } from '../../../pdf/content-stream.ts';
import { PageResources } from '../../../pdf/page-resources.ts';
import type { PdfDocument } from '../../../pdf/pdf-document.ts';
import { name, pdfNumber, type PdfDict, type PdfRef } from '../../../pdf/pdf-objects.ts';
import { appendPath, parseSvgPath } from '../../../pdf/svg-path.ts';
import { writeClipartImage } from './clipart-pdf-image.ts';
import { gradientShading, type UserBounds } from './gradient-shading.ts';

/** How colors are written: the document's output (CMYK or RGB), or gray for soft masks. */
type ColorMode = 'output' | 'luminance' | 'alpha';

/** Where the drawing goes: a page or a form, with its resources. */
interface Target {
  stream: ContentStream;
  resources: PageResources;
}

/** What a clipart drawing needs from the document it is drawn into. */
export interface ClipartPdfDrawingDeps {
  document: PdfDocument;
  colors: PrintColorConverter;
  /** The element's region colors. */
  regionColors: Readonly<Record<string, Color>>;
  /** Millimetres per clipart unit (for the resolution of embedded images). */
  mmPerUnit: number;
  /** The clipart's box in its own units: what forms and gradient spreads cover. */
  bounds: UserBounds;
  resolution?: ImageResolutionOptions;
  /** The page's resources: told when anything is transparent. */
  page: PageResources;
}

const CAP = { butt: 0, round: 1, square: 2 } as const;
const JOIN = { miter: 0, round: 1, bevel: 2 } as const;
const n = (value: number) => pdfNumber(value, 5);

/**
 * Stops between the stops, every 1/32 of the way, interpolated in sRGB (regions applied first). A
 * gradient of many stops already has its steps and keeps its own (so no SVG can make the PDF explode).
 */
function withSrgbSteps(paint: ClipartGradientPaint, regionColors: Readonly<Record<string, Color>>): ClipartGradientPaint {
  if (paint.stops.length > 32) return paint;
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const stops = paint.stops.map((stop) => ({ ...stop, color: colorToHex(recolored(stop.color, stop.region, regionColors)) }));
  const out: ClipartGradientStop[] = [];
  stops.forEach((stop, index) => {
    const next = stops[index + 1];
    out.push(stop);
    if (!next || next.offset - stop.offset < 1e-3) return;
    const [a, b] = [rgb(stop.color), rgb(next.color)];
    for (let step = 1; step < 32; step++) {
      const t = step / 32;
      const color = `#${a.map((value, channel) => Math.round(value + t * (b[channel]! - value)).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
      out.push({ offset: stop.offset + t * (next.offset - stop.offset), color, opacity: stop.opacity + t * (next.opacity - stop.opacity) });
    }
  });
  return { ...paint, stops: out };
}

/** sRGB luminance of `#RRGGBB` with the coefficients SVG masks use. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  return 0.2125 * r + 0.7154 * g + 0.0721 * b;
}

/**
 * Draws a clipart's normalized drawing into a PDF content stream, vector stays vector: paths with
 * fills and strokes (width, caps, joins, miter limit, dashes), gradients as axial and radial
 * shadings in the output color space (stop opacity through a soft mask), opacity, clip paths,
 * masks as luminosity or alpha soft masks, group opacity as transparency groups, and embedded
 * images through the photo pipeline.
 */
export class ClipartPdfDrawing {
  readonly #deps: ClipartPdfDrawingDeps;
  readonly #patterns = new Map<string, PdfRef>();

  constructor(deps: ClipartPdfDrawingDeps) {
    this.#deps = deps;
  }

  async draw(nodes: readonly ClipartNode[], target: Target, mode: ColorMode = 'output', scale = 1): Promise<void> {
    for (const node of nodes) {
      if (node.kind === 'path') this.#path(node, target, mode);
      else if (node.kind === 'image') {
        const ref = await writeClipartImage(node, { ...this.#deps, mmPerUnit: this.#deps.mmPerUnit * scale });
        target.stream.save().transform([node.width, 0, 0, -node.height, node.x, node.y + node.height]).drawXObject(target.resources.xobject(ref)).restore();
      }
      else await this.#group(node, target, mode, scale);
    }
  }

  // ── colors ──

  #color(hex: string, region: string | undefined, mode: ColorMode): number[] {
    if (mode === 'alpha') return [1];
    if (mode === 'luminance') return [luminance(hex)];
    const device = this.#deps.colors.vector(recolored(hex, region, this.#deps.regionColors));
    if (device.space === 'Named') throw new Error('a named color in a clipart');
    return [...device.values];
  }

  #space(mode: ColorMode): 'DeviceCMYK' | 'DeviceRGB' | 'DeviceGray' {
    if (mode !== 'output') return 'DeviceGray';
    return this.#deps.colors.mode === 'cmyk' ? 'DeviceCMYK' : 'DeviceRGB';
  }

  #colorOperator(values: number[], stroke: boolean): string {
    const op = values.length === 4 ? 'k' : values.length === 3 ? 'rg' : 'g';
    return `${values.map(n).join(' ')} ${stroke ? op.toUpperCase() : op}`;
  }

  // ── paths ──

  #path(node: ClipartPathNode, target: Target, mode: ColorMode): void {
    const parts: Array<'fill' | 'stroke'> = node.strokeFirst ? ['stroke', 'fill'] : ['fill', 'stroke'];
    for (const part of parts) {
      const style = part === 'fill' ? node.fill : node.stroke;
      if (!style) continue;
      const { stream, resources } = target;
      stream.save();
      if (style.opacity < 1) stream.graphicsState(this.#opacityState(resources, part === 'fill' ? style.opacity : 1, part === 'stroke' ? style.opacity : 1));
      const prelude = (into: ContentStream) => {
        if (node.stroke && part === 'stroke') this.#strokeStyle(into, node.stroke);
      };
      const operator = part === 'stroke' ? 'stroke' : node.fill?.rule === 'evenodd' ? 'fillEvenOdd' : 'fill';
      this.#paintPath(node.d, style.paint, operator, prelude, target, mode);
      stream.restore();
    }
  }

  #strokeStyle(stream: ContentStream, stroke: NonNullable<ClipartPathNode['stroke']>): void {
    stream.lineWidth(stroke.width).lineStyle(JOIN[stroke.join], CAP[stroke.cap]).raw(`${n(Math.max(1, stroke.miterLimit))} M`);
    if (stroke.dash && stroke.dash.some((length) => length > 0)) stream.raw(`[${stroke.dash.map(n).join(' ')}] ${n(stroke.dashOffset)} d`);
  }

  #paintPath(d: string, paint: ClipartPaint, operator: 'fill' | 'fillEvenOdd' | 'stroke', prelude: (into: ContentStream) => void, target: Target, mode: ColorMode): void {
    const { stream, resources } = target;
    const stroke = operator === 'stroke';
    if (paint.kind === 'color') {
      prelude(stream);
      stream.raw(this.#colorOperator(this.#color(paint.color, paint.region, mode), stroke));
      appendPath(stream, parseSvgPath(d));
      stream.paint(operator);
      return;
    }
    // A gradient is a shading pattern set as the color, drawn inside a form: a pattern matrix is
    // relative to its form's space, which is the current user space where the form is drawn.
    const drawWith = (form: Target, gradientMode: ColorMode | 'stops') => {
      const pattern = form.resources.pattern(this.#pattern(paint, gradientMode));
      prelude(form.stream);
      form.stream.raw(stroke ? `/Pattern CS /${pattern} SCN` : `/Pattern cs /${pattern} scn`);
      appendPath(form.stream, parseSvgPath(d));
      form.stream.paint(operator);
    };
    if (paint.stops.some((stop) => stop.opacity < 1)) {
      // Stop opacity: the same drawing with the stops' opacities as gray is the soft mask.
      const alpha = this.#form((inner) => drawWith(inner, 'stops'), 'luminance');
      stream.graphicsState(this.#softMaskState(resources, alpha, 'Luminosity'));
    }
    stream.drawXObject(resources.xobject(this.#form((inner) => drawWith(inner, mode), mode)));
  }

  #pattern(original: ClipartGradientPaint, mode: ColorMode | 'stops'): PdfRef {
    // Paths painted with one gradient (a logo's letters) share one pattern object.
    const key = `${mode}|${JSON.stringify(original)}`;
    let pattern = this.#patterns.get(key);
    if (!pattern) {
      pattern = this.#writePattern(original, mode);
      this.#patterns.set(key, pattern);
    }
    return pattern;
  }

  #writePattern(original: ClipartGradientPaint, mode: ColorMode | 'stops'): PdfRef {
    const { writer } = this.#deps.document;
    // SVG interpolates in sRGB; CMYK interpolation between the converted stops would take another
    // path through the gamut, so CMYK gradients get sRGB steps, each converted through the profile.
    const paint = mode === 'output' && this.#deps.colors.mode === 'cmyk' ? withSrgbSteps(original, this.#deps.regionColors) : original;
    const components = (index: number) => {
      const stop = paint.stops[index]!;
      return mode === 'stops' ? [stop.opacity] : this.#color(stop.color, stop.region, mode);
    };
    const shading = gradientShading(writer, paint, this.#space(mode === 'stops' ? 'luminance' : mode), components, this.#deps.bounds);
    return writer.add({ Type: name('Pattern'), PatternType: 2, Shading: shading, Matrix: paint.matrix });
  }

  // ── groups, clips, masks ──

  async #group(node: ClipartGroupNode, target: Target, mode: ColorMode, scale: number): Promise<void> {
    const { stream, resources } = target;
    stream.save();
    if (node.matrix) stream.transform(node.matrix);
    const m = node.matrix;
    const childScale = scale * (m ? Math.min(Math.hypot(m[0], m[1]), Math.hypot(m[2], m[3])) : 1);
    if (node.clip) this.#clip(node.clip, target);
    const opacity = node.opacity ?? 1;
    if (opacity < 1 || node.mask || node.blend) {
      if (node.blend) stream.graphicsState(this.#blendState(resources, node.blend));
      if (node.mask) stream.graphicsState(this.#softMaskState(resources, await this.#maskForm(node.mask, childScale), node.mask.type === 'alpha' ? 'Alpha' : 'Luminosity'));
      if (opacity < 1) stream.graphicsState(this.#opacityState(resources, opacity, opacity));
      const form = await this.#asyncForm((inner) => this.draw(node.children, inner, mode, childScale), mode);
      stream.drawXObject(resources.xobject(form));
    } else await this.draw(node.children, target, mode, childScale);
    stream.restore();
  }

  #clip(clip: ClipartClip, target: Target): void {
    if (clip.clip) this.#clip(clip.clip, target);
    const { stream, resources } = target;
    if (clip.paths.length === 1) {
      appendPath(stream, parseSvgPath(clip.paths[0]!.d));
      stream.clip(clip.paths[0]!.rule === 'evenodd').paint('none');
      return;
    }
    if (clip.paths.length === 0) {
      stream.rect(0, 0, 0, 0).clip().paint('none');
      return;
    }
    // A union of paths with their own rules: white shapes on black as a soft mask.
    const form = this.#form((inner) => {
      inner.stream.raw('1 g');
      for (const path of clip.paths) {
        appendPath(inner.stream, parseSvgPath(path.d));
        inner.stream.paint(path.rule === 'evenodd' ? 'fillEvenOdd' : 'fill');
      }
    }, 'luminance');
    stream.graphicsState(this.#softMaskState(resources, form, 'Luminosity'));
  }

  async #maskForm(mask: ClipartMask, scale: number): Promise<PdfRef> {
    const mode: ColorMode = mask.type === 'alpha' ? 'alpha' : 'luminance';
    return this.#asyncForm(async (inner) => {
      const { x, y, width, height } = mask.rect;
      inner.stream.rect(x, y, width, height).clip().paint('none');
      const content: ClipartGroupNode = { kind: 'group', children: mask.nodes, ...(mask.mask ? { mask: mask.mask } : {}) };
      await this.#group(content, inner, mode, scale);
    }, mode);
  }

  // ── forms and graphics states ──

  #form(draw: (inner: Target) => void, mode: ColorMode): PdfRef {
    const inner: Target = { stream: new ContentStream(), resources: new PageResources() };
    draw(inner);
    return this.#writeForm(inner, mode);
  }

  async #asyncForm(draw: (inner: Target) => Promise<void>, mode: ColorMode): Promise<PdfRef> {
    const inner: Target = { stream: new ContentStream(), resources: new PageResources() };
    await draw(inner);
    return this.#writeForm(inner, mode);
  }

  #writeForm(inner: Target, mode: ColorMode): PdfRef {
    this.#deps.page.transparent = true;
    const [x0, y0, x1, y1] = this.#deps.bounds;
    // The bounding box leaves room for strokes and spreads beyond the clipart's box.
    const pad = Math.max(x1 - x0, y1 - y0) * 4;
    return this.#deps.document.writer.addStream(
      {
        Type: name('XObject'),
        Subtype: name('Form'),
        BBox: [x0 - pad, y0 - pad, x1 + pad, y1 + pad],
        Group: { Type: name('Group'), S: name('Transparency'), CS: name(this.#space(mode)) },
        Resources: inner.resources.toDict(),
      },
      inner.stream.text,
    );
  }

  #opacityState(resources: PageResources, fill: number, stroke: number): string {
    const [ca, CA] = [Number(pdfNumber(fill, 3)), Number(pdfNumber(stroke, 3))];
    this.#deps.page.transparent = true;
    return resources.state(`o${ca}/${CA}`, { ca, CA });
  }

  #blendState(resources: PageResources, blend: ClipartBlendMode): string {
    // CSS's names in PDF's spelling: color-dodge is ColorDodge.
    const pdfName = blend.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
    this.#deps.page.transparent = true;
    return resources.state(`b${pdfName}`, { BM: name(pdfName) });
  }

  #softMaskState(resources: PageResources, group: PdfRef, type: 'Luminosity' | 'Alpha'): string {
    this.#deps.page.transparent = true;
    const mask: PdfDict = { Type: name('Mask'), S: name(type), G: group };
    return resources.state(`m${group.id}`, { SMask: mask });
  }
}
