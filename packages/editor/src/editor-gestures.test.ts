import { describe, expect, it } from 'vitest';
import { EditorGestures } from './editor-gestures.ts';
import { cornersOf } from './geometry.ts';
import { cardEditor } from './testing.ts';

describe('editor gestures', () => {
  it('selects by tapping, drags with snapping to the centre line, and undoes the drag in one step', () => {
    const editor = cardEditor();
    const gestures = new EditorGestures(editor, { snapThreshold: 1 });
    gestures.pointerDown({ x: 70, y: 40 });
    expect(editor.selectedIds).toEqual(['logo']);
    expect(gestures.active).toBe('move');
    // Centre of the logo (70, 40) dragged to (42.2, 30.5): snaps to the card's centre lines (42.5, 27.5 ± ...).
    for (let step = 1; step <= 10; step++) gestures.pointerMove({ x: 70 - 2.78 * step, y: 40 - 1.26 * step });
    expect(editor.element('logo').transform).toMatchObject({ x: 37.5, y: 22.5 });
    expect(editor.snapGuides.map((g) => `${g.axis}${g.value}:${g.kind}`)).toEqual(expect.arrayContaining(['x42.5:center', 'y27.5:center']));
    gestures.pointerUp();
    expect(editor.snapGuides).toEqual([]);
    editor.undo();
    expect(editor.element('logo').transform).toMatchObject({ x: 65, y: 35 });
    expect(editor.canUndo).toBe(false);
  });

  it('snaps to other elements and the safe line, not with Alt', () => {
    const editor = cardEditor();
    const gestures = new EditorGestures(editor, { snapThreshold: 1 });
    gestures.pointerDown({ x: 70, y: 40 });
    // Right edge 75 → 81.6 is 0.4 mm from the safe line at 82.
    gestures.pointerMove({ x: 76.6, y: 40.2 });
    expect(editor.element('logo').transform.x).toBe(72);
    gestures.pointerMove({ x: 76.6, y: 40.2 }, { alt: true });
    expect(editor.element('logo').transform.x).toBe(71.6);
    gestures.pointerUp();
  });

  it('resizes from a corner keeping the opposite corner, and keeps aspect with Shift', () => {
    const editor = cardEditor();
    const gestures = new EditorGestures(editor, { snapThreshold: 0 });
    editor.select('logo');
    expect(gestures.handleAt({ x: 75.5, y: 45.5 })).toBe('se');
    gestures.pointerDown({ x: 75, y: 45 });
    gestures.pointerMove({ x: 80, y: 47 });
    expect(editor.element('logo').transform).toMatchObject({ x: 65, y: 35, width: 15, height: 12 });
    gestures.pointerMove({ x: 80, y: 47 }, { shift: true });
    expect(editor.element('logo').transform).toMatchObject({ x: 65, y: 35, width: 15, height: 15 });
    gestures.pointerUp();
    // From the north-west corner of a box turned 90° (drawn at the top right), the south-east corner stays put.
    editor.setTransform('logo', { x: 65, y: 35, width: 10, height: 20, rotation: 90 });
    expect(gestures.handleAt({ x: 80, y: 40 })).toBe('nw');
    gestures.pointerDown({ x: 80, y: 40 });
    gestures.pointerMove({ x: 84, y: 37 });
    gestures.pointerUp();
    const corners = cornersOf(editor.element('logo').transform);
    expect(corners[2]!.x).toBeCloseTo(60, 6);
    expect(corners[2]!.y).toBeCloseTo(50, 6);
    expect(editor.element('logo').transform).toMatchObject({ width: 13, height: 24, rotation: 90 });
  });

  it('rotates with the handle, snapping near 45° and in 15° steps with Shift', () => {
    const editor = cardEditor();
    const gestures = new EditorGestures(editor, { rotateOffset: 6 });
    editor.select('logo');
    expect(gestures.handleAt({ x: 70, y: 29 })).toBe('rotate');
    gestures.pointerDown({ x: 70, y: 29 });
    gestures.pointerMove({ x: 80, y: 40.5 });
    expect(editor.element('logo').transform.rotation).toBe(90);
    gestures.pointerMove({ x: 80, y: 34 }, { shift: true });
    expect(editor.element('logo').transform.rotation).toBe(60);
    gestures.pointerUp();
    expect(editor.element('logo').transform).toMatchObject({ x: 65, y: 35, width: 10, height: 10 });
  });

  it('cannot drag what the template fixed, nor grab its handles; tapping empty space clears the selection', () => {
    const editor = cardEditor();
    const gestures = new EditorGestures(editor);
    gestures.pointerDown({ x: 20, y: 15 });
    expect(editor.selectedIds).toEqual(['name']);
    expect(gestures.active).toBe('idle');
    gestures.pointerMove({ x: 40, y: 30 });
    gestures.pointerUp();
    expect(editor.element('name').transform).toMatchObject({ x: 10, y: 10 });
    expect(gestures.handleAt({ x: 60, y: 20 })).toBeNull();
    gestures.pointerDown({ x: 100, y: 100 });
    expect(editor.selectedIds).toEqual([]);
    expect(editor.canUndo).toBe(false);
  });

  it('moves several elements together and cancels back to the start', () => {
    const editor = cardEditor();
    editor.addElement('shape', { shape: 'rectangle', transform: { x: 20, y: 30, width: 10, height: 10, rotation: 0 } });
    const gestures = new EditorGestures(editor, { snapThreshold: 0 });
    editor.select(['logo', 'n1']);
    gestures.pointerDown({ x: 25, y: 35 });
    gestures.pointerMove({ x: 20, y: 33 });
    expect(editor.element('n1').transform).toMatchObject({ x: 15, y: 28 });
    expect(editor.element('logo').transform).toMatchObject({ x: 60, y: 33 });
    gestures.cancel();
    expect(editor.element('logo').transform).toMatchObject({ x: 65, y: 35 });
  });
});

describe('small boxes', () => {
  it('moves a short text dragged from its middle, and still resizes it from handles drawn outside the box', () => {
    const editor = cardEditor();
    // A new 32 pt line: 60 × 4 mm, shorter than two 2 mm grab areas.
    const text = editor.addElement('text', { content: 'TEAM', fontFamily: 'Roboto', fontSize: 32, transform: { x: 10, y: 30, width: 60, height: 4, rotation: 0 } });
    const gestures = new EditorGestures(editor, { snapThreshold: 0, handleTolerance: 2 });
    expect(gestures.handleAt({ x: 40, y: 32 })).toBeNull();
    expect(gestures.handleAt({ x: 40, y: 31.2 })).toBeNull();
    gestures.pointerDown({ x: 40, y: 32 });
    expect(gestures.active).toBe('move');
    gestures.pointerMove({ x: 45, y: 40 });
    gestures.pointerUp();
    expect(editor.element(text.id).transform).toMatchObject({ x: 15, y: 38, width: 60, height: 4 });
    // The south handle sits 1 mm below the box (2 mm grab − 4/4): grabbing it there resizes.
    const south = gestures.handlePoint('s')!;
    expect(south.y).toBeCloseTo(43, 6);
    expect(gestures.handleAt(south)).toBe('s');
    gestures.pointerDown(south);
    gestures.pointerMove({ x: south.x, y: south.y + 6 });
    gestures.pointerUp();
    expect(editor.element(text.id).transform).toMatchObject({ y: 38, height: 10 });
  });
});
