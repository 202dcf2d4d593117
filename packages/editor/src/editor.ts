import { countGraphemes, createElement, validateDesign, type DesignDocument, type DesignElement, type DesignLayout, type DesignSide, type ElementOfType, type ElementType } from '@dcs/design';
import { createError } from '@dcs/platform';
import { collectIds, countElements, findElement, removeElements, updateElement, updateSideElements } from './document-ops.ts';
import { boxContains, boundsOf, roundMm, type Point } from './geometry.ts';
import { History } from './history.ts';
import { freeSpot } from './placement.ts';
import { grownTextBox, scaledTextBox } from './text-box-fit.ts';
import { ABILITY_WORDS, abilitiesOf, type Ability, type EditorRole, type ElementAbilities } from './permissions.ts';
import type { SnapLine } from './snapping.ts';

/** Options of {@link createEditor}. */
export interface EditorOptions {
  document: DesignDocument;
  role?: EditorRole;
  /** New element ids; default: `e` + time + counter. Tests pass a counter for stable ids. */
  createId?: () => string;
  /** Characters one text may hold in this editor (below the document limit); default 2000. */
  maxTextLength?: number;
  /** Elements the whole design may hold; default 1000 (the document limit). */
  maxElements?: number;
}

/** What changed, for listeners that redraw only what they must. */
export interface EditorChange {
  document: boolean;
  selection: boolean;
  side: boolean;
}

export type EditorListener = (change: EditorChange) => void;

/** How a command enters the history. */
export interface CommandOptions {
  /** Consecutive commands with the same key make one undo step (typing, a colour slider). */
  coalesce?: string;
  /** Leaves no undo step (the live frames of a gesture, which records one step at its end). */
  transient?: boolean;
}

/** Layer moves of {@link Editor.reorder}. */
export type ReorderDirection = 'forward' | 'backward' | 'front' | 'back';

/**
 * The editor engine: one design document, the side being edited, the selection, and every change as
 * a command with undo/redo. No DOM: hosts (the storefront designer, the admin's template editor)
 * draw `document` and call these methods from their tools, keyboard and pointer handlers; tests do
 * the same.
 *
 * @example
 * const editor = createEditor({ document: design });
 * const id = editor.select(editor.hitTest({ x: 20, y: 10 }));
 * editor.setText(id!, 'Ada Lovelace');
 * editor.undo();
 */
export class Editor {
  #document: DesignDocument;
  #sideId: string;
  #selection: string[] = [];
  #snapGuides: SnapLine[] = [];
  #clipboard: DesignElement[] = [];
  #pasteCount = 0;
  readonly #history = new History();
  readonly #listeners = new Set<EditorListener>();
  readonly #createId: () => string;
  readonly #templateLocked: Set<string>;
  readonly role: EditorRole;
  readonly maxTextLength: number;
  readonly maxElements: number;

  constructor(options: EditorOptions) {
    this.#document = options.document;
    this.#sideId = options.document.sides[0]!.id;
    this.role = options.role ?? 'customer';
    this.maxTextLength = options.maxTextLength ?? 2000;
    this.maxElements = options.maxElements ?? 1000;
    let counter = 0;
    const stamp = Date.now().toString(36);
    this.#createId = options.createId ?? (() => `e${stamp}${(counter++).toString(36)}`);
    this.#templateLocked = this.#lockedIds(options.document);
  }

  get document(): DesignDocument {
    return this.#document;
  }

  get sideId(): string {
    return this.#sideId;
  }

  get side(): DesignSide {
    return this.#document.sides.find((side) => side.id === this.#sideId) ?? this.#document.sides[0]!;
  }

  /** Selected top-level element ids of the current side, in selection order. */
  get selectedIds(): readonly string[] {
    return this.#selection;
  }

  get selectedElements(): DesignElement[] {
    return this.#selection.flatMap((id) => {
      const found = findElement(this.#document, id);
      return found ? [found.element] : [];
    });
  }

  /** Lines the element being dragged snapped to (empty outside a gesture). */
  get snapGuides(): readonly SnapLine[] {
    return this.#snapGuides;
  }

  get canUndo(): boolean {
    return this.#history.canUndo;
  }

  get canRedo(): boolean {
    return this.#history.canRedo;
  }

  subscribe(listener: EditorListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  element(id: string): DesignElement {
    const found = findElement(this.#document, id);
    if (!found) throw createError('svc_editor_element_not_found', { params: { id } });
    return found.element;
  }

  abilities(id: string): ElementAbilities {
    return abilitiesOf(this.element(id), this.role);
  }

  /** Throws `svc_editor_not_permitted` unless the role may `ability` the element. */
  assertAllowed(id: string, ability: Ability): DesignElement {
    const element = this.element(id);
    if (!abilitiesOf(element, this.role)[ability]) throw createError('svc_editor_not_permitted', { params: { action: ABILITY_WORDS[ability] }, data: { id, ability } });
    return element;
  }

  // ── side and selection ──

  setSide(sideId: string): void {
    if (sideId === this.#sideId || !this.#document.sides.some((side) => side.id === sideId)) return;
    this.#sideId = sideId;
    this.#selection = [];
    this.#emit({ document: false, selection: true, side: true });
  }

  /** Selects the given top-level elements of the current side (unknown ids are dropped); returns the first. */
  select(ids: string | null | readonly string[], options: { add?: boolean } = {}): string | null {
    const wanted = ids === null ? [] : typeof ids === 'string' ? [ids] : ids;
    const onSide = new Set(this.side.elements.map((element) => element.id));
    const base = options.add ? this.#selection : [];
    const next = [...new Set([...base, ...wanted.filter((id) => onSide.has(id))])];
    if (next.length !== this.#selection.length || next.some((id, i) => id !== this.#selection[i])) {
      this.#selection = next;
      this.#emit({ document: false, selection: true, side: false });
    }
    return next[0] ?? null;
  }

  /**
   * The topmost visible top-level element of the current side under `point` (side millimetres),
   * within `tolerance` millimetres of its box (a finger is wider than a mouse pointer).
   */
  hitTest(point: Point, tolerance = 0): string | null {
    const elements = this.side.elements;
    for (let index = elements.length - 1; index >= 0; index--) {
      const element = elements[index]!;
      if (element.visible && boxContains(element.transform, point, tolerance)) return element.id;
    }
    return null;
  }

  // ── commands ──

  /**
   * Runs a change to the document as one command: `change` returns the new document (never mutating
   * the old). Everything that edits goes through here, which is what makes every change undoable.
   */
  run(label: string, change: (document: DesignDocument) => DesignDocument, options: CommandOptions = {}): void {
    const before = this.#document;
    const after = change(before);
    if (after === before) return;
    if (!options.transient) this.#history.push(before, label, options.coalesce ?? null);
    this.#document = after;
    this.#pruneSelection();
    this.#emit({ document: true, selection: false, side: false });
  }

  /** Records `before` as one undo step for changes made transiently since (a finished gesture). */
  commitTransient(before: DesignDocument, label: string): void {
    if (before !== this.#document) this.#history.push(before, label, null);
    this.#history.seal();
  }

  /** Replaces the whole document (a template, the configurator's answer, a reopened design) as one step. */
  replaceDocument(document: DesignDocument, options: { label?: string; resetHistory?: boolean; fromTemplate?: boolean } = {}): void {
    const valid = validateDesign(document);
    if (options.resetHistory) this.#history.clear();
    else this.#history.push(this.#document, options.label ?? 'replace design', null);
    this.#document = valid;
    if (options.fromTemplate) for (const id of this.#lockedIds(valid)) this.#templateLocked.add(id);
    if (!valid.sides.some((side) => side.id === this.#sideId)) this.#sideId = valid.sides[0]!.id;
    this.#selection = [];
    this.#emit({ document: true, selection: true, side: true });
  }

  undo(): void {
    const previous = this.#history.undo(this.#document);
    if (previous) this.#restore(previous);
  }

  redo(): void {
    const next = this.#history.redo(this.#document);
    if (next) this.#restore(next);
  }

  /** Ends the current coalesced step (a text field lost focus). */
  sealHistory(): void {
    this.#history.seal();
  }

  /**
   * Adds an element of `type` on the current side, on top, and selects it. With `findRoom` its box
   * moves to where it covers nothing in the side's first print area (the centre when that is free),
   * so a new photo does not hide the text added before it.
   */
  addElement<T extends ElementType>(type: T, fields: Partial<ElementOfType<T>> & { transform: ElementOfType<T>['transform'] }, options: { findRoom?: boolean } = {}): ElementOfType<T> {
    this.#assertRoom(1);
    let transform = fields.transform;
    if (options.findRoom) {
      const side = this.side;
      const printArea = side.printAreas[0] ?? { x: 0, y: 0, ...side.trim };
      // Inside the safe line too: a new element must not start out with a print-check warning.
      const m = side.safeMargin;
      const left = Math.max(printArea.x, m);
      const top = Math.max(printArea.y, m);
      const right = Math.min(printArea.x + printArea.width, side.trim.width - m);
      const bottom = Math.min(printArea.y + printArea.height, side.trim.height - m);
      const area = right - left >= transform.width && bottom - top >= transform.height ? { x: left, y: top, width: right - left, height: bottom - top } : printArea;
      const spot = freeSpot(area, transform.width, transform.height, this.otherBounds(new Set()));
      transform = { ...transform, x: roundMm(spot.x), y: roundMm(spot.y) };
    }
    const element = createElement(type, { ...fields, transform, id: fields.id && !collectIds(this.#document).has(fields.id) ? fields.id : this.#createId() });
    this.run(`add ${type}`, (doc) => updateSideElements(doc, this.#sideId, (elements) => [...elements, element]));
    this.select(element.id);
    return element;
  }

  /** Changes fields of an element other than its transform (content, font, colours…). */
  updateElement(id: string, patch: Partial<DesignElement>, options: CommandOptions = {}): void {
    const element = this.assertAllowed(id, 'edit');
    if ('type' in patch || 'id' in patch || ('children' in patch && this.role !== 'admin')) throw createError('svc_editor_not_permitted', { params: { action: ABILITY_WORDS.edit }, data: { id } });
    if ('permissions' in patch || 'placeholder' in patch) {
      if (this.role !== 'admin') throw createError('svc_editor_not_permitted', { params: { action: ABILITY_WORDS.edit }, data: { id } });
    }
    if (element.type === 'text' && typeof (patch as { content?: unknown }).content === 'string') this.#assertTextFits(element, (patch as { content: string }).content);
    const fontSize = (patch as { fontSize?: unknown }).fontSize;
    // A bigger text gets a wider box (as in the design tools people know) when the customer may resize it.
    const rescale = element.type === 'text' && typeof fontSize === 'number' && abilitiesOf(element, this.role).resize;
    const within = { x: -this.side.bleed, width: this.side.trim.width + 2 * this.side.bleed };
    this.run(`edit ${element.type}`, (doc) => updateElement(doc, id, (current) => {
      const next = { ...current, ...patch } as DesignElement;
      if (rescale && current.type === 'text' && next.type === 'text') return { ...next, transform: scaledTextBox(next, current.fontSize, next.fontSize, within) };
      return next;
    }), options);
  }

  /**
   * Grows the boxes of wrap-mode texts whose lines `layout` (of the current document) found taller
   * than their box. Transient: it follows the change that made the text taller, whose undo step
   * already holds the box as it was. Texts the role may not resize keep their box. Returns whether
   * a box grew (the host lays out again).
   */
  growTextBoxes(layout: DesignLayout): boolean {
    if (layout.design !== this.#document) return false;
    const grown = new Map<string, DesignElement['transform']>();
    for (const [id, text] of layout.texts) {
      const element = findElement(this.#document, id)?.element;
      if (element?.type !== 'text' || !abilitiesOf(element, this.role).resize) continue;
      const box = grownTextBox(element, text);
      if (box) grown.set(id, box);
    }
    if (grown.size === 0) return false;
    this.run('fit text', (doc) => [...grown].reduce((acc, [id, transform]) => updateElement(acc, id, (el) => ({ ...el, transform })), doc), { transient: true });
    return true;
  }

  /** Sets a text element's content; typing coalesces into one undo step per element. */
  setText(id: string, content: string): void {
    this.updateElement(id, { content } as Partial<DesignElement>, { coalesce: `text:${id}` });
  }

  /** Sets position and size (a form field, the keyboard, a finished gesture). */
  setTransform(id: string, transform: Partial<DesignElement['transform']>, options: CommandOptions = {}): void {
    const element = this.element(id);
    const moves = transform.x !== undefined || transform.y !== undefined;
    const resizes = transform.width !== undefined || transform.height !== undefined || transform.rotation !== undefined;
    if (moves) this.assertAllowed(id, 'move');
    if (resizes) this.assertAllowed(id, 'resize');
    const next = { ...element.transform, ...transform };
    this.run('transform', (doc) => updateElement(doc, id, (current) => ({ ...current, transform: next })), options);
  }

  /** Moves the selection by millimetres (arrow keys: 1 mm, with Shift 10 mm); immovable elements stay. */
  nudge(dx: number, dy: number): void {
    const movable = this.#selection.filter((id) => this.abilities(id).move);
    if (movable.length === 0) {
      if (this.#selection.length > 0) this.assertAllowed(this.#selection[0]!, 'move');
      return;
    }
    this.run('move', (doc) => movable.reduce((acc, id) => updateElement(acc, id, (el) => ({ ...el, transform: { ...el.transform, x: roundMm(el.transform.x + dx), y: roundMm(el.transform.y + dy) } })), doc), { coalesce: `nudge:${movable.join(',')}` });
  }

  /** Removes the selected elements; refuses (changing nothing) when one of them may not be removed. */
  removeSelected(): void {
    if (this.#selection.length === 0) return;
    for (const id of this.#selection) this.assertAllowed(id, 'remove');
    const ids = new Set(this.#selection);
    this.run('delete', (doc) => removeElements(doc, ids));
  }

  /** Moves an element in the paint order of its side. */
  reorder(id: string, direction: ReorderDirection): void {
    const elements = this.side.elements;
    const from = elements.findIndex((element) => element.id === id);
    if (from < 0) return;
    const to = { forward: from + 1, backward: from - 1, front: elements.length - 1, back: 0 }[direction];
    this.moveToIndex(id, to);
  }

  /** Puts an element at `index` of its side's paint order (0 = bottom); the layers list drags with this. */
  moveToIndex(id: string, index: number): void {
    const elements = this.side.elements;
    const from = elements.findIndex((element) => element.id === id);
    const to = Math.max(0, Math.min(elements.length - 1, index));
    if (from < 0 || from === to) return;
    this.assertAllowed(id, 'move');
    this.run('reorder', (doc) =>
      updateSideElements(doc, this.#sideId, (list) => {
        const [moved] = list.splice(from, 1);
        list.splice(to, 0, moved!);
        return list;
      }),
    );
  }

  /** Locks or unlocks an element; a customer cannot unlock what the template locked. */
  setLocked(id: string, locked: boolean): void {
    const element = this.element(id);
    if (element.locked === locked) return;
    if (!locked && this.role !== 'admin' && this.#templateLocked.has(id)) throw createError('svc_editor_not_permitted', { params: { action: 'unlocked' }, data: { id } });
    this.run(locked ? 'lock' : 'unlock', (doc) => updateElement(doc, id, (el) => ({ ...el, locked })));
  }

  /** Shows or hides an element; a customer may hide only what they may remove. */
  setVisible(id: string, visible: boolean): void {
    const element = this.element(id);
    if (element.visible === visible) return;
    if (this.role !== 'admin' && !visible && !abilitiesOf(element, this.role).remove) throw createError('svc_editor_not_permitted', { params: { action: 'hidden' }, data: { id } });
    this.run(visible ? 'show' : 'hide', (doc) => updateElement(doc, id, (el) => ({ ...el, visible })));
  }

  // ── clipboard ──

  /** Copies the selection into the editor's clipboard (also returned, for the system clipboard). */
  copy(): DesignElement[] {
    this.#clipboard = this.selectedElements.map((element) => structuredClone(element));
    this.#pasteCount = 0;
    return this.#clipboard;
  }

  cut(): void {
    for (const id of this.#selection) this.assertAllowed(id, 'remove');
    this.copy();
    this.removeSelected();
  }

  /**
   * Pastes the clipboard (or `elements`, from the system clipboard) onto the current side, offset by
   * 5 mm per paste, with fresh ids and the customer permissions of a new element; selects the copies.
   */
  paste(elements: readonly DesignElement[] = this.#clipboard): void {
    if (elements.length === 0) return;
    this.#assertRoom(elements.reduce((sum, element) => sum + countTree(element), 0));
    // Clipboard JSON may come from anywhere (the system clipboard): it passes the document's own
    // validation, on a scratch side, before anything is copied from it.
    const checked = validateDesign({ ...this.#document, sides: [{ ...this.side, elements }] }).sides[0]!.elements;
    this.#pasteCount++;
    const offset = 5 * this.#pasteCount;
    const copies = checked.map((element) => this.#freshCopy(element, offset));
    this.run('paste', (doc) => updateSideElements(doc, this.#sideId, (list) => [...list, ...copies]));
    this.select(copies.map((copy) => copy.id));
  }

  duplicate(): void {
    const saved = this.#clipboard;
    const count = this.#pasteCount;
    this.#clipboard = this.selectedElements;
    this.#pasteCount = 0;
    try {
      this.paste();
    } finally {
      this.#clipboard = saved;
      this.#pasteCount = count;
    }
  }

  // ── gestures (used by editor-gestures.ts) ──

  /** Sets the guides shown while dragging. */
  setSnapGuides(guides: SnapLine[]): void {
    if (guides.length === 0 && this.#snapGuides.length === 0) return;
    this.#snapGuides = guides;
    this.#emit({ document: false, selection: false, side: false });
  }

  /** Bounds of the current side's visible elements other than `except`, for snapping. */
  otherBounds(except: ReadonlySet<string>) {
    return this.side.elements.filter((element) => element.visible && !except.has(element.id)).map((element) => boundsOf(element.transform));
  }

  // ── internals ──

  #freshCopy(element: DesignElement, offset: number): DesignElement {
    const base = {
      ...structuredClone(element),
      id: this.#createId(),
      locked: false,
      placeholder: this.role === 'admin' ? element.placeholder : false,
      permissions: this.role === 'admin' ? element.permissions : { movable: true, resizable: true, editable: true, removable: true, maxLength: null },
      transform: { ...element.transform, x: roundMm(element.transform.x + offset), y: roundMm(element.transform.y + offset) },
    } as DesignElement;
    if (base.type === 'group') return { ...base, children: base.children.map((child) => ({ ...this.#freshCopy(child, 0), transform: child.transform })) };
    return base;
  }

  #assertTextFits(element: DesignElement & { type: 'text' }, content: string): void {
    const limit = element.permissions.maxLength;
    if (limit !== null && countGraphemes(content) > limit) throw createError('svc_editor_text_too_long', { params: { max: limit }, data: { id: element.id, max: limit } });
    if (content.length > this.maxTextLength) throw createError('svc_editor_text_too_long', { params: { max: this.maxTextLength }, data: { id: element.id, max: this.maxTextLength } });
  }

  #assertRoom(adding: number): void {
    if (countElements(this.#document) + adding > this.maxElements) throw createError('svc_editor_limit_reached', { params: { max: this.maxElements } });
  }

  #lockedIds(document: DesignDocument): Set<string> {
    const locked = new Set<string>();
    for (const id of collectIds(document)) if (findElement(document, id)?.element.locked) locked.add(id);
    return locked;
  }

  #restore(document: DesignDocument): void {
    this.#document = document;
    if (!document.sides.some((side) => side.id === this.#sideId)) this.#sideId = document.sides[0]!.id;
    this.#pruneSelection();
    this.#emit({ document: true, selection: true, side: false });
  }

  #pruneSelection(): void {
    const onSide = new Set(this.side.elements.map((element) => element.id));
    const kept = this.#selection.filter((id) => onSide.has(id));
    if (kept.length !== this.#selection.length) {
      this.#selection = kept;
      this.#emit({ document: false, selection: true, side: false });
    }
  }

  #emit(change: EditorChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}

function countTree(element: DesignElement): number {
  return element.type === 'group' ? 1 + element.children.reduce((sum, child) => sum + countTree(child), 0) : 1;
}

/** A new {@link Editor} over `options.document` (validated first). */
export function createEditor(options: EditorOptions): Editor {
  return new Editor({ ...options, document: validateDesign(options.document) });
}
