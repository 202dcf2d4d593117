import type { DesignerModel } from './designer-model.ts';
import { faceToggles } from './font-faces.ts';

/**
 * The canvas's keys: Delete/Backspace remove, arrows nudge 1 mm (Shift: 10 mm), Ctrl/⌘ with Z undo,
 * Shift+Z or Y redo, C/X/V/D copy, cut, paste and duplicate, B and I bold and italic, Escape deselects, N and P select the next and previous element;
 * in crop mode arrows move the photo in its frame and Enter or Escape finish. Returns whether the
 * key was used (the caller then stops the browser's own handling).
 */
export function handleCanvasKey(model: DesignerModel, event: KeyboardEvent): boolean {
  const editor = model.editor;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 'z') {
    if (event.shiftKey) editor.redo();
    else editor.undo();
    return true;
  }
  if (mod && key === 'y') {
    editor.redo();
    return true;
  }
  if (mod && key === 'c') {
    editor.copy();
    return true;
  }
  if (mod && key === 'x') {
    editor.cut();
    return true;
  }
  if (mod && key === 'v') {
    editor.paste();
    return true;
  }
  if (mod && key === 'd') {
    editor.duplicate();
    return true;
  }
  if (mod && (key === 'b' || key === 'i')) {
    // Bold and italic of the selected text, from its family's own faces (nothing when the family lacks the face).
    const [element] = editor.selectedElements;
    if (!element || element.type !== 'text' || editor.selectedIds.length !== 1) return false;
    const toggles = faceToggles(model.catalogFont(element.fontFamily), element.fontWeight, element.fontStyle);
    const face = (key === 'b' ? toggles.toggleBold : toggles.toggleItalic).face;
    if (face && editor.abilities(element.id).edit) {
      editor.updateElement(element.id, { fontWeight: face.weight, fontStyle: face.style } as never);
      // Chosen by the customer, as in the panel: a text style applied later keeps it.
      model.markChosen(element.id, ['fontWeight', 'fontStyle']);
    }
    return true;
  }
  const crop = model.crop;
  if (crop.elementId) {
    // Crop mode: arrows move the photo in its frame; Enter or Escape finish; other keys end it first.
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      crop.nudge(move[0], move[1]);
      return true;
    }
    if (event.key === 'Escape' || event.key === 'Enter') {
      crop.cancel();
      crop.end();
      return true;
    }
    if (!mod) crop.end();
  }
  if (event.key === 'Delete' || event.key === 'Backspace') {
    editor.removeSelected();
    return true;
  }
  if (event.key === 'Escape') {
    model.gestures.cancel();
    editor.select(null);
    return true;
  }
  const step = event.shiftKey ? 10 : 1;
  const arrows: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const arrow = arrows[event.key];
  if (arrow && editor.selectedIds.length > 0) {
    editor.nudge(arrow[0], arrow[1]);
    return true;
  }
  if (event.key === 'n' || event.key === 'p') {
    // Keyboard-only selection on the canvas itself: N selects the next element, P the previous one.
    const ids = editor.side.elements.filter((element) => element.visible).map((element) => element.id);
    if (ids.length === 0) return false;
    const at = ids.indexOf(editor.selectedIds[0] ?? '');
    const next = event.key === 'n' ? (at + 1) % ids.length : (at <= 0 ? ids.length : at) - 1;
    editor.select(ids[next]!);
    return true;
  }
  return false;
}
