import type { DesignDocument, ImageElement } from '@dcs/design';
import { updateElement } from './document-ops.ts';
import type { Editor } from './editor.ts';
import { boxContains, rotate, toLocal, type Point } from './geometry.ts';
import { cropToHandle, panCrop } from './image-crop.ts';
import { RESIZE_HANDLES, handleGrabPosition, handlePosition, type ResizeHandle } from './transform-gestures.ts';

type CropGesture =
  | { kind: 'idle' }
  | { kind: 'pan'; before: DesignDocument; start: ImageElement; origin: Point }
  | { kind: 'edge'; before: DesignDocument; start: ImageElement; handle: ResizeHandle; grip: Point };

/**
 * Cropping a photo on the canvas, in side millimetres: while a photo is in crop mode, dragging
 * inside its box moves the photo under the box, and dragging a handle moves that edge of the box
 * over the photo, which stays put. The result is the element's `crop` (a source rectangle, what the
 * print cuts out) and its box. A drag is one undo step, as with {@link EditorGestures}.
 *
 * @example
 * const crop = new CropGestures(editor);
 * crop.begin(photoId);
 * crop.pointerDown({ x: 40, y: 30 }); // inside the photo: pans
 * crop.pointerMove({ x: 45, y: 30 });
 * crop.pointerUp();
 * crop.end();
 */
export class CropGestures {
  readonly #editor: Editor;
  #id: string | null = null;
  #gesture: CropGesture = { kind: 'idle' };
  /** How near a handle a pointer must be to grab it, in millimetres (hosts set it from the zoom). */
  handleTolerance = 2;
  /** Called when crop mode begins or ends (hosts redraw their panels). */
  onModeChange: (elementId: string | null) => void = () => {};

  constructor(editor: Editor) {
    this.#editor = editor;
  }

  /** The photo in crop mode, while it is still selected on the current side (selecting something else ends the mode). */
  get elementId(): string | null {
    const id = this.#id;
    if (id === null) return null;
    const editor = this.#editor;
    if (!editor.side.elements.some((element) => element.id === id && element.type === 'image') || !editor.selectedIds.includes(id)) this.#id = null;
    return this.#id;
  }

  get active(): CropGesture['kind'] {
    return this.#gesture.kind;
  }

  /** The photo in crop mode. */
  get element(): ImageElement | null {
    const id = this.elementId;
    return id ? (this.#editor.element(id) as ImageElement) : null;
  }

  /** Puts photo `id` in crop mode (and selects it); the customer must be allowed to change it. */
  begin(id: string): void {
    const element = this.#editor.assertAllowed(id, 'edit');
    // Hosts offer cropping on photos only: anything else is a bug of the host.
    if (element.type !== 'image') throw new Error(`element ${id} is a ${element.type}, not a photo`);
    this.#id = id;
    this.#editor.select(id);
    this.onModeChange(id);
  }

  /** Leaves crop mode (a drag under way is kept). */
  end(): void {
    if (this.#gesture.kind !== 'idle') this.pointerUp();
    const was = this.#id;
    this.#id = null;
    this.#editor.sealHistory();
    if (was !== null) this.onModeChange(null);
  }

  /** Where handle `handle` is drawn and grabbed. */
  handlePoint(handle: ResizeHandle): Point | null {
    const element = this.element;
    return element ? handleGrabPosition(element.transform, handle, 0, this.handleTolerance) : null;
  }

  /** The crop handle under `point`, when the box may be resized. */
  handleAt(point: Point): ResizeHandle | null {
    const element = this.element;
    if (!element || !this.#editor.abilities(element.id).resize) return null;
    let best: { handle: ResizeHandle; distance: number } | null = null;
    for (const handle of RESIZE_HANDLES) {
      const p = handleGrabPosition(element.transform, handle, 0, this.handleTolerance);
      const distance = Math.hypot(p.x - point.x, p.y - point.y);
      if (distance <= this.handleTolerance && (!best || distance < best.distance)) best = { handle, distance };
    }
    return best?.handle ?? null;
  }

  /** Starts a drag; returns false when `point` is neither on a handle nor inside the photo's box (the host then leaves crop mode). */
  pointerDown(point: Point, tolerance = 0): boolean {
    const element = this.element;
    if (!element) return false;
    const before = this.#editor.document;
    const handle = this.handleAt(point);
    if (handle) {
      // A handle drawn outside a small box is gripped off the box's edge: the edge keeps that distance to the pointer.
      const edge = handlePosition(element.transform, handle, 0);
      this.#gesture = { kind: 'edge', before, start: element, handle, grip: { x: point.x - edge.x, y: point.y - edge.y } };
      return true;
    }
    if (!boxContains(element.transform, point, tolerance)) return false;
    this.#gesture = { kind: 'pan', before, start: element, origin: point };
    return true;
  }

  pointerMove(point: Point): void {
    const gesture = this.#gesture;
    if (gesture.kind === 'idle') return;
    const { start } = gesture;
    if (gesture.kind === 'pan') {
      const delta = rotate({ x: point.x - gesture.origin.x, y: point.y - gesture.origin.y }, -start.transform.rotation);
      const crop = panCrop(start, delta);
      this.#editor.run('crop', (doc) => updateElement(doc, start.id, (el) => ({ ...el, crop }) as ImageElement), { transient: true });
    } else {
      const next = cropToHandle(start, gesture.handle, toLocal(start.transform, { x: point.x - gesture.grip.x, y: point.y - gesture.grip.y }));
      this.#editor.run('crop', (doc) => updateElement(doc, start.id, (el) => ({ ...el, ...next }) as ImageElement), { transient: true });
    }
  }

  pointerUp(): void {
    const gesture = this.#gesture;
    this.#gesture = { kind: 'idle' };
    if (gesture.kind !== 'idle') this.#editor.commitTransient(gesture.before, 'crop');
  }

  /** Abandons the drag: the photo returns to where the drag started. */
  cancel(): void {
    const gesture = this.#gesture;
    this.#gesture = { kind: 'idle' };
    if (gesture.kind !== 'idle') this.#editor.run('cancel', () => gesture.before, { transient: true });
  }

  /** Moves the photo under its box by `dx`, `dy` millimetres (arrow keys); presses in a row are one undo step. */
  nudge(dx: number, dy: number): void {
    const element = this.element;
    if (!element) return;
    const crop = panCrop(element, rotate({ x: dx, y: dy }, -element.transform.rotation));
    this.#editor.updateElement(element.id, { crop } as Partial<ImageElement>, { coalesce: `crop:${element.id}` });
  }
}
