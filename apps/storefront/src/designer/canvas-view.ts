import { mockupMultiplies, mockupPhotoRect, renderSideSvg, type DesignLayout, type DesignSide } from '@dcs/design';
import { RESIZE_HANDLES, cornersOf, handlePosition, photoCorners, type Point } from '@dcs/editor';
import { productTint } from '../mockup/product-tint.ts';
import type { DesignerModel } from './designer-model.ts';
import { s } from './dom.ts';
import { MugPreview } from './mug-preview.ts';
import { issueText } from './preflight.ts';
import type { Translate } from './i18n.ts';

/** Screen pixels a handle is wide, and how near (pixels) a pointer must come to grab one. */
const HANDLE_PX = 10;
const GRAB_PX = 14;
/** Screen pixels within which dragged elements snap. */
const SNAP_PX = 6;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 8;

/** Canvases made on this page: each has its own filter id. */
let canvases = 0;

/**
 * The canvas: the current side drawn by `@dcs/design` (the SVG the print side lays out the same
 * way), the guides, preflight marks, the selection with its handles, and the snap lines. Pointer,
 * touch (two fingers pinch and pan) and wheel input become editor gestures in millimetres.
 */
export class CanvasView {
  readonly svg: SVGSVGElement;
  readonly #model: DesignerModel;
  readonly #design = s('g', { class: 'design' });
  readonly #paper = s('rect', { class: 'paper' });
  readonly #mockup = s('image', { class: 'mockup', preserveAspectRatio: 'none', 'aria-hidden': 'true' });
  /** The product's colour on the photo: the filter of `renderMockupSvg`'s `tint`. */
  readonly #tintId = `dcs-mockup-tint-${++canvases}`;
  readonly #flood = s('feFlood', { 'flood-color': '#FFFFFF' });
  readonly #tint = s('defs', {}, s('filter', { id: this.#tintId, x: '0', y: '0', width: '1', height: '1', 'color-interpolation-filters': 'sRGB' },
    this.#flood, s('feComposite', { in2: 'SourceAlpha', operator: 'in' }), s('feBlend', { in2: 'SourceGraphic', mode: 'multiply' })));
  readonly #guides = s('g', { class: 'guides', 'aria-hidden': 'true' });
  readonly #issues = s('g', { class: 'issues' });
  readonly #overlay = s('g', { class: 'overlay', 'aria-hidden': 'true' });
  readonly #pointers = new Map<number, Point>();
  #pinch: { distance: number; zoom: number; center: Point } | null = null;
  #pan: { start: Point; center: Point } | null = null;
  #zoom = 1;
  #center: Point | null = null;
  #renderedSide: string | null = null;
  /** The canvas's size in CSS pixels, as the resize observer last saw it. */
  #size: { width: number; height: number } | null = null;
  readonly #t: Translate;
  /** The design wrapped on the mug, shown beside the canvas on a side whose mockup is a mug (the host mounts it). */
  readonly mugPreview: MugPreview;
  showGuides = true;
  onEditText: (id: string) => void = () => {};

  constructor(model: DesignerModel, t: Translate) {
    this.#model = model;
    this.#t = t;
    this.mugPreview = new MugPreview(model, t);
    this.svg = s('svg', { class: 'canvas', tabindex: '0', role: 'application', 'aria-label': t('canvas'), 'aria-roledescription': 'canvas' },
      this.#tint, this.#mockup, this.#paper, this.#design, this.#guides, this.#issues, this.#overlay);
    this.svg.addEventListener('pointerdown', (event) => this.#down(event));
    this.svg.addEventListener('pointermove', (event) => this.#move(event));
    this.svg.addEventListener('pointerup', (event) => this.#up(event));
    this.svg.addEventListener('pointercancel', (event) => this.#up(event, true));
    this.svg.addEventListener('dblclick', (event) => {
      const id = model.editor.hitTest(this.toSide(event));
      if (!id) return;
      const type = model.editor.element(id).type;
      if (type === 'text') this.onEditText(id);
      // A double click on a photo crops it, as in the design tools people know.
      else if (type === 'image' && model.editor.abilities(id).edit && model.crop.elementId !== id) model.crop.begin(id);
    });
    this.svg.addEventListener('wheel', (event) => this.#wheel(event), { passive: false });
    // The size is read here, right after the browser's own layout, never while drawing: reading it
    // from a render forced a layout of the whole fresh shadow DOM (twice in the first frame).
    new ResizeObserver(() => {
      this.#size = { width: this.svg.clientWidth, height: this.svg.clientHeight };
      this.#applyView();
    }).observe(this.svg);
  }

  get side(): DesignSide {
    return this.#model.editor.side;
  }

  /**
   * Screen pixels per millimetre at the current zoom. Until the canvas has been laid out (before the
   * first frame, when nothing is selected yet) a 600 × 400 canvas is assumed.
   */
  get pxPerMm(): number {
    const view = this.#viewBox();
    const width = this.#size?.width || 600;
    const height = this.#size?.height || 400;
    return Math.min(width / view.width, height / view.height);
  }

  /** A pointer event's position in side millimetres. */
  toSide(event: { clientX: number; clientY: number }): Point {
    const matrix = this.svg.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }

  zoomBy(factor: number, around?: Point): void {
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.#zoom * factor));
    const center = this.#center ?? this.#fitCenter();
    if (around) this.#center = { x: around.x + (center.x - around.x) * (this.#zoom / next), y: around.y + (center.y - around.y) * (this.#zoom / next) };
    this.#zoom = next;
    this.#applyView();
  }

  fit(): void {
    this.#zoom = 1;
    this.#center = null;
    this.#applyView();
  }

  get zoom(): number {
    return this.#zoom;
  }

  /** Redraws the design from the model's layout (or lays out now during a gesture). */
  render(): void {
    const model = this.#model;
    const idle = model.gestures.active === 'idle' && model.crop.active === 'idle';
    const layout = idle ? model.currentLayout ?? model.layout : model.layoutNow();
    if (this.#renderedSide !== this.side.id) {
      this.#renderedSide = this.side.id;
      this.fit();
    }
    this.#renderMockup();
    if (layout) this.#renderDesign(layout);
    this.#renderGuides();
    this.renderIssues();
    this.renderOverlay();
    this.mugPreview.schedule();
  }

  /** Moves drawn elements to their new transforms without re-rendering them (the drag fast path). */
  renderMoved(): void {
    for (const element of this.#model.editor.selectedElements) {
      const group = this.#design.querySelector<SVGGElement>(`[id="e-${cssId(element.id)}"]`);
      const t = element.transform;
      if (!group) continue;
      if (t.rotation === 0) group.setAttribute('transform', `translate(${num(t.x)} ${num(t.y)})`);
      else group.setAttribute('transform', `translate(${num(t.x + t.width / 2)} ${num(t.y + t.height / 2)}) rotate(${t.rotation}) translate(${num(-t.width / 2)} ${num(-t.height / 2)})`);
    }
    this.renderIssues();
    this.renderOverlay();
  }

  /**
   * The side's product photo under the design, placed with the geometry of the server's mockups
   * (`mockupPhotoRect`), so the design sits on the product as in every other preview. With a photo
   * the white sheet is left out and the design is multiplied onto the fabric, as `renderMockupSvg` does.
   * A mug's side is edited flat, on its sheet: the wrapped picture is the {@link mugPreview} beside it.
   */
  #renderMockup(): void {
    const side = this.side;
    const found = this.#model.mockups.get(side.id);
    const mockup = found?.kind === 'mug' ? undefined : found;
    const area = side.printAreas[0];
    this.svg.classList.toggle('has-mockup', Boolean(mockup && area));
    if (!mockup || !area) {
      this.#mockup.removeAttribute('href');
      return;
    }
    const rect = mockupPhotoRect(area, mockup.placement, mockup);
    if (this.#mockup.getAttribute('href') !== mockup.url) this.#mockup.setAttribute('href', mockup.url);
    // The colour chosen in the options (a swatch) tints the product; on a dark one the design is not multiplied.
    const tint = productTint(this.#model.product.options, this.#model.selectedOptions);
    if (tint) {
      this.#flood.setAttribute('flood-color', tint);
      this.#mockup.setAttribute('filter', `url(#${this.#tintId})`);
    } else this.#mockup.removeAttribute('filter');
    this.svg.classList.toggle('dark-mockup', !mockupMultiplies(tint));
    for (const [name, value] of Object.entries(rect)) this.#mockup.setAttribute(name, String(value));
  }

  #renderDesign(layout: DesignLayout): void {
    const side = this.side;
    if (!layout.design.sides.some((candidate) => candidate.id === side.id)) return;
    this.#design.innerHTML = renderSideSvg(layout, side.id, { bleed: true });
    const nested = this.#design.firstElementChild;
    if (nested) {
      // The standalone SVG is sized in CSS millimetres; inside the canvas its box is given in side millimetres.
      nested.setAttribute('x', String(-side.bleed));
      nested.setAttribute('y', String(-side.bleed));
      nested.setAttribute('width', String(side.trim.width + 2 * side.bleed));
      nested.setAttribute('height', String(side.trim.height + 2 * side.bleed));
      nested.setAttribute('overflow', 'hidden');
    }
  }

  #renderGuides(): void {
    const side = this.side;
    const b = side.bleed;
    const paper = { x: -b, y: -b, width: side.trim.width + 2 * b, height: side.trim.height + 2 * b };
    for (const [name, value] of Object.entries(paper)) this.#paper.setAttribute(name, String(value));
    this.#guides.replaceChildren();
    if (!this.showGuides) return;
    // Guides keep one screen pixel at any zoom (vector-effect: non-scaling-stroke in the styles).
    const rect = (r: { x: number; y: number; width: number; height: number }, cls: string, title: string) =>
      s('rect', { class: cls, x: r.x, y: r.y, width: r.width, height: r.height }, s('title', null, title));
    const m = side.safeMargin;
    this.#guides.append(
      rect(paper, 'guide-bleed', this.#t('guideBleed')),
      rect({ x: 0, y: 0, ...side.trim }, 'guide-trim', this.#t('guideTrim')),
      ...(m > 0 ? [rect({ x: m, y: m, width: side.trim.width - 2 * m, height: side.trim.height - 2 * m }, 'guide-safe', this.#t('guideSafe'))] : []),
      ...side.printAreas.map((area) => rect(area, 'guide-area', area.name)),
    );
  }

  /** Marks elements with preflight issues: red for errors, orange for warnings, with the sentence as tooltip. */
  renderIssues(): void {
    this.#issues.replaceChildren();
    const report = this.#model.preflight;
    for (const issue of [...report.warnings, ...report.errors]) {
      if (issue.sideId !== this.side.id) continue;
      const element = this.side.elements.find((candidate) => candidate.id === issue.elementId);
      if (!element) continue;
      const points = cornersOf(element.transform).map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
      this.#issues.append(s('polygon', { class: `issue issue-${issue.severity}`, points, 'data-element': issue.elementId }, s('title', null, issueText(issue, this.#t, { design: this.#model.editor.document, options: this.#model.preflightOptions }))));
    }
  }

  renderOverlay(): void {
    const editor = this.#model.editor;
    const gestures = this.#model.gestures;
    const mm = 1 / this.pxPerMm;
    gestures.options.snapThreshold = SNAP_PX * mm;
    gestures.options.handleTolerance = GRAB_PX * mm;
    gestures.options.rotateOffset = 24 * mm;
    this.#overlay.replaceChildren();
    this.#model.crop.handleTolerance = GRAB_PX * mm;
    if (this.#renderCropOverlay(mm)) return;
    for (const element of editor.selectedElements) {
      const points = cornersOf(element.transform).map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
      this.#overlay.append(s('polygon', { class: 'selection', points, 'stroke-width': 1.5 * mm }));
    }
    const [only] = editor.selectedElements;
    if (only && editor.selectedIds.length === 1 && editor.abilities(only.id).resize) {
      // Handles sit where they are grabbed: outside a small box, so its middle stays a move.
      const top = handlePosition(only.transform, 'n', 0);
      const knob = gestures.handlePoint('rotate') ?? top;
      this.#overlay.append(s('line', { class: 'rotate-arm', x1: top.x, y1: top.y, x2: knob.x, y2: knob.y, 'stroke-width': mm }));
      this.#overlay.append(s('circle', { class: 'handle handle-rotate', cx: knob.x, cy: knob.y, r: (HANDLE_PX / 2) * mm, 'stroke-width': mm }));
      for (const handle of RESIZE_HANDLES) {
        const p = gestures.handlePoint(handle) ?? handlePosition(only.transform, handle, 0);
        const size = HANDLE_PX * mm;
        this.#overlay.append(s('rect', { class: `handle handle-${handle}`, x: p.x - size / 2, y: p.y - size / 2, width: size, height: size, 'stroke-width': mm }));
      }
    }
    const view = this.#viewBox();
    for (const guide of editor.snapGuides) {
      const line = guide.axis === 'x'
        ? { x1: guide.value, x2: guide.value, y1: view.y, y2: view.y + view.height }
        : { x1: view.x, x2: view.x + view.width, y1: guide.value, y2: guide.value };
      this.#overlay.append(s('line', { class: `snap snap-${guide.kind}`, ...line, 'stroke-width': mm }));
    }
  }

  /**
   * Crop mode: the whole photo faintly around its box (where a drag can take it), the box, and its
   * edge handles. Returns whether the photo in crop mode is on this side.
   */
  #renderCropOverlay(mm: number): boolean {
    const element = this.#model.crop.element;
    if (!element) return false;
    const href = this.#model.layout?.resources.imageDataUri(element.media);
    const photo = photoCorners(element);
    const points = (corners: Point[]) => corners.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
    if (href) {
      // The photo's own pixels, mirrored and rotated as the element draws them, faintly, outside the
      // box only (inside it the design shows the photo as cropped and filtered).
      const [nw, ne, , sw] = photo as [Point, Point, Point, Point];
      const unitSquare = [ne.x - nw.x, ne.y - nw.y, sw.x - nw.x, sw.y - nw.y, nw.x, nw.y].map(num).join(' ');
      const flip = `matrix(${element.flipX ? -1 : 1} 0 0 ${element.flipY ? -1 : 1} ${element.flipX ? 1 : 0} ${element.flipY ? 1 : 0})`;
      const clipId = `${this.#tintId}-crop`;
      const outside = `M${points(photo)}ZM${points(cornersOf(element.transform))}Z`;
      this.#overlay.append(
        s('clipPath', { id: clipId }, s('path', { d: outside, 'clip-rule': 'evenodd' })),
        s('g', { class: 'crop-photo', 'clip-path': `url(#${clipId})` },
          s('g', { transform: `matrix(${unitSquare})` }, s('image', { href, x: 0, y: 0, width: 1, height: 1, preserveAspectRatio: 'none', transform: flip }))));
    }
    this.#overlay.append(s('polygon', { class: 'crop-photo-outline', points: points(photo), 'stroke-width': mm }));
    this.#overlay.append(s('polygon', { class: 'selection crop-frame', points: points(cornersOf(element.transform)), 'stroke-width': 2 * mm }));
    if (this.#model.editor.abilities(element.id).resize) {
      for (const handle of RESIZE_HANDLES) {
        const p = this.#model.crop.handlePoint(handle)!;
        const size = HANDLE_PX * mm;
        this.#overlay.append(s('rect', { class: `handle crop-handle handle-${handle}`, x: p.x - size / 2, y: p.y - size / 2, width: size, height: size, 'stroke-width': mm }));
      }
    }
    return true;
  }

  // ── input ──

  #down(event: PointerEvent): void {
    this.svg.focus({ preventScroll: true });
    this.svg.setPointerCapture(event.pointerId);
    this.#pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const gestures = this.#model.gestures;
    if (this.#pointers.size === 2) {
      // A second finger turns the touch into pinch-zoom and pan; the first finger's drag is undone.
      gestures.cancel();
      this.#model.crop.cancel();
      const [a, b] = [...this.#pointers.values()] as [Point, Point];
      this.#pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), zoom: this.#zoom, center: this.toSide({ clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 }) };
      return;
    }
    if (this.#pointers.size > 2) return;
    const point = this.toSide(event);
    gestures.options.hitTolerance = event.pointerType === 'touch' ? 8 / this.pxPerMm : 0;
    const crop = this.#model.crop;
    if (crop.elementId) {
      if (crop.pointerDown(point, gestures.options.hitTolerance)) return this.render();
      // Down outside the photo ends crop mode, and the tap does what it does otherwise.
      crop.end();
    }
    try {
      gestures.pointerDown(point, { shift: event.shiftKey });
    } catch {
      return;
    }
    if (gestures.active === 'idle' && this.#model.editor.selectedIds.length === 0 && this.#zoom > 1) this.#pan = { start: { x: event.clientX, y: event.clientY }, center: this.#center ?? this.#fitCenter() };
    this.render();
  }

  #move(event: PointerEvent): void {
    if (!this.#pointers.has(event.pointerId)) {
      this.svg.style.cursor = this.#cursorAt(this.toSide(event));
      return;
    }
    this.#pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.#pinch && this.#pointers.size === 2) {
      const [a, b] = [...this.#pointers.values()] as [Point, Point];
      const factor = Math.hypot(a.x - b.x, a.y - b.y) / Math.max(1, this.#pinch.distance);
      this.#zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.#pinch.zoom * factor));
      this.#center = this.#pinch.center;
      this.#applyView();
      return;
    }
    if (this.#pan) {
      const scale = this.pxPerMm;
      this.#center = { x: this.#pan.center.x - (event.clientX - this.#pan.start.x) / scale, y: this.#pan.center.y - (event.clientY - this.#pan.start.y) / scale };
      this.#applyView();
      return;
    }
    const crop = this.#model.crop;
    if (crop.active !== 'idle') {
      crop.pointerMove(this.toSide(event));
      this.render();
      return;
    }
    const gestures = this.#model.gestures;
    if (gestures.active === 'idle') return;
    const kind = gestures.active;
    gestures.pointerMove(this.toSide(event), { shift: event.shiftKey, alt: event.altKey });
    if (kind === 'move') this.renderMoved();
    else this.render();
  }

  #up(event: PointerEvent, cancelled = false): void {
    this.#pointers.delete(event.pointerId);
    if (this.#pinch) {
      if (this.#pointers.size === 0) this.#pinch = null;
      return;
    }
    this.#pan = null;
    const crop = this.#model.crop;
    if (crop.active !== 'idle') {
      if (cancelled) crop.cancel();
      else crop.pointerUp();
      this.#model.documentChanged();
      this.render();
      return;
    }
    const gestures = this.#model.gestures;
    if (gestures.active === 'idle') return;
    if (cancelled) gestures.cancel();
    else gestures.pointerUp();
    this.#model.documentChanged();
    this.render();
  }

  #wheel(event: WheelEvent): void {
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) this.zoomBy(Math.exp(-event.deltaY / 300), this.toSide(event));
    else {
      const scale = this.pxPerMm;
      const center = this.#center ?? this.#fitCenter();
      this.#center = { x: center.x + event.deltaX / scale, y: center.y + event.deltaY / scale };
      this.#applyView();
    }
  }

  #cursorAt(point: Point): string {
    const crop = this.#model.crop;
    if (crop.elementId) {
      const edge = crop.handleAt(point);
      if (edge) return `${edge}-resize`;
      if (crop.element && this.#model.editor.hitTest(point) === crop.elementId) return 'grab';
    }
    const handle = this.#model.gestures.handleAt(point);
    if (handle === 'rotate') return 'grab';
    if (handle) return `${handle}-resize`;
    const hit = this.#model.editor.hitTest(point);
    return hit && this.#model.editor.abilities(hit).move ? 'move' : 'default';
  }

  // ── view ──

  #fitBox() {
    const side = this.side;
    const margin = Math.max(side.trim.width, side.trim.height) * 0.06 + side.bleed;
    return { x: -margin, y: -margin, width: side.trim.width + 2 * margin, height: side.trim.height + 2 * margin };
  }

  #fitCenter(): Point {
    const box = this.#fitBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  #viewBox() {
    const box = this.#fitBox();
    const center = this.#center ?? this.#fitCenter();
    const width = box.width / this.#zoom;
    const height = box.height / this.#zoom;
    return { x: center.x - width / 2, y: center.y - height / 2, width, height };
  }

  #applyView(): void {
    const view = this.#viewBox();
    this.svg.setAttribute('viewBox', `${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)}`);
    this.#renderGuides();
    this.renderIssues();
    this.renderOverlay();
  }
}

function num(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** The id `SvgBuilder` gives an element's group, escaped the same way. */
function cssId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
}
