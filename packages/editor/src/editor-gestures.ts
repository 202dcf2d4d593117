import type { DesignDocument, Transform } from '@dcs/design';
import { updateElement } from './document-ops.ts';
import type { Editor } from './editor.ts';
import { boundsOf, roundMm, type Point } from './geometry.ts';
import { sideSnapLines, snapBox, type SnapLine } from './snapping.ts';
import { RESIZE_HANDLES, handleGrabPosition, handlePosition, resizeTransform, rotateTransform, type Handle, type ResizeHandle } from './transform-gestures.ts';

/** Modifier keys and tuning of one pointer event. */
export interface PointerModifiers {
  /** Shift: add to the selection on down; keep aspect on resize; 15° steps on rotate. */
  shift?: boolean;
  /** Alt: no snapping while held. */
  alt?: boolean;
}

/** Options of {@link EditorGestures}. */
export interface GestureOptions {
  /** Snap distance in millimetres; hosts derive it from the zoom (a few screen pixels). Default 1 mm. */
  snapThreshold?: number;
  /** How far above the box the rotation handle sits, in millimetres. Default 6 mm. */
  rotateOffset?: number;
  /** How near a handle a pointer must be to grab it, in millimetres. Default 2 mm. */
  handleTolerance?: number;
  /** Grows hit boxes for fingers, in millimetres. Default 0. */
  hitTolerance?: number;
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'move'; before: DesignDocument; origin: Point; start: Map<string, Transform>; lines: SnapLine[] }
  | { kind: 'resize'; before: DesignDocument; id: string; handle: ResizeHandle; start: Transform; lines: SnapLine[]; grip: Point }
  | { kind: 'rotate'; before: DesignDocument; id: string; start: Transform };

/**
 * Pointer gestures on an {@link Editor}, in side millimetres: select by tapping, move the selection,
 * resize and rotate with handles, snapping to the side's guides and the other elements. A gesture
 * changes the document live without undo steps and records one step when it ends, so dragging
 * across a hundred frames undoes in one go. Hosts convert screen pixels to millimetres; touch and
 * mouse go through the same calls.
 *
 * @example
 * const gestures = new EditorGestures(editor);
 * gestures.pointerDown({ x: 20, y: 10 });
 * gestures.pointerMove({ x: 30, y: 10 });
 * gestures.pointerUp();
 */
export class EditorGestures {
  readonly #editor: Editor;
  #gesture: Gesture = { kind: 'idle' };
  options: Required<GestureOptions>;

  constructor(editor: Editor, options: GestureOptions = {}) {
    this.#editor = editor;
    this.options = { snapThreshold: 1, rotateOffset: 6, handleTolerance: 2, hitTolerance: 0, ...options };
  }

  /** What the pointer is doing: `idle`, `move`, `resize` or `rotate`. */
  get active(): Gesture['kind'] {
    return this.#gesture.kind;
  }

  /** Where `handle` of the single selected element is drawn and grabbed ({@link handleGrabPosition}). */
  handlePoint(handle: Handle): Point | null {
    const [id] = this.#editor.selectedIds;
    if (!id || this.#editor.selectedIds.length !== 1) return null;
    return handleGrabPosition(this.#editor.element(id).transform, handle, this.options.rotateOffset, this.options.handleTolerance);
  }

  /** The handle of the single selected element under `point`, if it may be used. */
  handleAt(point: Point): Handle | null {
    const [id] = this.#editor.selectedIds;
    if (!id || this.#editor.selectedIds.length !== 1) return null;
    const element = this.#editor.element(id);
    if (!this.#editor.abilities(id).resize) return null;
    const handles: Handle[] = [...RESIZE_HANDLES, 'rotate'];
    let best: { handle: Handle; distance: number } | null = null;
    for (const handle of handles) {
      const p = handleGrabPosition(element.transform, handle, this.options.rotateOffset, this.options.handleTolerance);
      const distance = Math.hypot(p.x - point.x, p.y - point.y);
      if (distance <= this.options.handleTolerance && (!best || distance < best.distance)) best = { handle, distance };
    }
    return best?.handle ?? null;
  }

  pointerDown(point: Point, modifiers: PointerModifiers = {}): void {
    const editor = this.#editor;
    const before = editor.document;
    const handle = this.handleAt(point);
    if (handle) {
      const id = editor.selectedIds[0]!;
      const start = editor.element(id).transform;
      if (handle === 'rotate') this.#gesture = { kind: 'rotate', before, id, start };
      else {
        // A handle drawn outside a small box is gripped off the box's edge: the edge keeps that distance to the pointer.
        const edge = handlePosition(start, handle, 0);
        const grip = { x: point.x - edge.x, y: point.y - edge.y };
        this.#gesture = { kind: 'resize', before, id, handle, start, lines: sideSnapLines(editor.side, editor.otherBounds(new Set([id]))), grip };
      }
      return;
    }
    const hit = editor.hitTest(point, this.options.hitTolerance);
    if (!hit) {
      if (!modifiers.shift) editor.select(null);
      this.#gesture = { kind: 'idle' };
      return;
    }
    if (modifiers.shift) {
      if (editor.selectedIds.includes(hit)) editor.select(editor.selectedIds.filter((id) => id !== hit));
      else editor.select(hit, { add: true });
    } else if (!editor.selectedIds.includes(hit)) editor.select(hit);
    const movable = editor.selectedIds.filter((id) => editor.abilities(id).move);
    if (movable.length === 0) {
      this.#gesture = { kind: 'idle' };
      return;
    }
    const start = new Map(movable.map((id) => [id, editor.element(id).transform] as const));
    this.#gesture = { kind: 'move', before, origin: point, start, lines: sideSnapLines(editor.side, editor.otherBounds(new Set(movable))) };
  }

  pointerMove(point: Point, modifiers: PointerModifiers = {}): void {
    const gesture = this.#gesture;
    const editor = this.#editor;
    const snap = modifiers.alt ? 0 : this.options.snapThreshold;
    if (gesture.kind === 'move') {
      let dx = point.x - gesture.origin.x;
      let dy = point.y - gesture.origin.y;
      const moved = [...gesture.start.values()].map((t) => boundsOf({ ...t, x: t.x + dx, y: t.y + dy }));
      const union = moved.reduce((a, b) => {
        const x = Math.min(a.x, b.x);
        const y = Math.min(a.y, b.y);
        return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
      });
      const snapped = snapBox(union, gesture.lines, snap);
      dx += snapped.dx;
      dy += snapped.dy;
      editor.run('move', (doc) => [...gesture.start].reduce((acc, [id, t]) => updateElement(acc, id, (el) => ({ ...el, transform: { ...t, x: roundMm(t.x + dx), y: roundMm(t.y + dy) } })), doc), { transient: true });
      editor.setSnapGuides(snapped.guides);
    } else if (gesture.kind === 'resize') {
      point = { x: point.x - gesture.grip.x, y: point.y - gesture.grip.y };
      const keepAspect = modifiers.shift || aspectLocked(editor.element(gesture.id).type);
      let next = resizeTransform(gesture.start, gesture.handle, point, keepAspect);
      let guides: SnapLine[] = [];
      // Edge snapping only for upright boxes: a rotated box's edges are not on the guides' axes.
      if (gesture.start.rotation % 360 === 0 && !keepAspect && snap > 0) {
        const h = gesture.handle;
        const edges = { x: h.includes('w') ? ['start' as const] : h.includes('e') ? ['end' as const] : [], y: h.startsWith('n') ? ['start' as const] : h.startsWith('s') ? ['end' as const] : [] };
        const snapped = snapBox(next, gesture.lines, snap, edges);
        const shifted = { x: point.x + snapped.dx, y: point.y + snapped.dy };
        next = resizeTransform(gesture.start, gesture.handle, shifted, false);
        guides = snapped.guides;
      }
      editor.run('resize', (doc) => updateElement(doc, gesture.id, (el) => ({ ...el, transform: next })), { transient: true });
      editor.setSnapGuides(guides);
    } else if (gesture.kind === 'rotate') {
      const next = rotateTransform(gesture.start, point, { step: modifiers.shift === true });
      editor.run('rotate', (doc) => updateElement(doc, gesture.id, (el) => ({ ...el, transform: next })), { transient: true });
    }
  }

  pointerUp(): void {
    const gesture = this.#gesture;
    this.#gesture = { kind: 'idle' };
    if (gesture.kind === 'idle') return;
    this.#editor.setSnapGuides([]);
    this.#editor.commitTransient(gesture.before, gesture.kind);
  }

  /** Abandons the gesture (Escape, a lost pointer): the document returns to where it started. */
  cancel(): void {
    const gesture = this.#gesture;
    this.#gesture = { kind: 'idle' };
    if (gesture.kind === 'idle') return;
    this.#editor.setSnapGuides([]);
    const before = gesture.before;
    this.#editor.run('cancel', () => before, { transient: true });
  }
}

/** Photos, cliparts and QR codes keep their proportions on corner handles; text boxes and shapes do not. */
function aspectLocked(type: string): boolean {
  return type === 'image' || type === 'clipart' || type === 'qrcode';
}
