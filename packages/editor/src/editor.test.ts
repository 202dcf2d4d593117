import { describe, expect, it } from 'vitest';
import { isSvcError } from '@dcs/platform';
import { cardEditor } from './testing.ts';

function errorCode(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (isSvcError(error)) return error.code;
    throw error;
  }
}

describe('editor commands', () => {
  it('adds, edits and removes elements, each an undo step', () => {
    const editor = cardEditor();
    const star = editor.addElement('shape', { shape: 'rectangle', transform: { x: 20, y: 30, width: 10, height: 10, rotation: 0 } });
    expect(star.id).toBe('n1');
    expect(editor.selectedIds).toEqual(['n1']);
    editor.updateElement('n1', { fill: '#00FF00' });
    editor.removeSelected();
    expect(editor.side.elements.map((e) => e.id)).toEqual(['background', 'name', 'logo']);
    editor.undo();
    expect(editor.element('n1')).toMatchObject({ fill: '#00FF00' });
    editor.undo();
    expect(editor.element('n1')).toMatchObject({ fill: '#000000' });
    editor.undo();
    expect(editor.side.elements).toHaveLength(3);
    expect(editor.canUndo).toBe(false);
    editor.redo();
    editor.redo();
    expect(editor.element('n1')).toMatchObject({ fill: '#00FF00' });
  });

  it('coalesces typing into one step and seals it when the field is left', () => {
    const editor = cardEditor();
    for (const text of ['A', 'Ad', 'Ada']) editor.setText('name', text);
    editor.sealHistory();
    editor.setText('name', 'Ada L');
    editor.undo();
    expect(editor.element('name')).toMatchObject({ content: 'Ada' });
    editor.undo();
    expect(editor.element('name')).toMatchObject({ content: 'Your name' });
  });

  it('respects template permissions for customers and lets admins do anything', () => {
    const editor = cardEditor();
    const before = editor.document;
    editor.select('name');
    expect(errorCode(() => editor.removeSelected())).toBe('svc_editor_not_permitted');
    expect(errorCode(() => editor.nudge(1, 0))).toBe('svc_editor_not_permitted');
    expect(errorCode(() => editor.setText('name', 'x'.repeat(21)))).toBe('svc_editor_text_too_long');
    expect(errorCode(() => editor.updateElement('background', { fill: '#000000' }))).toBe('svc_editor_not_permitted');
    expect(errorCode(() => editor.setLocked('background', false))).toBe('svc_editor_not_permitted');
    expect(errorCode(() => editor.updateElement('name', { permissions: { movable: true, resizable: true, editable: true, removable: true, maxLength: null } }))).toBe('svc_editor_not_permitted');
    expect(editor.document).toBe(before);
    // Twenty grapheme clusters fit even when they are longer in UTF-16.
    editor.setText('name', '👩‍👩‍👧'.repeat(20));

    const admin = cardEditor({ role: 'admin' });
    admin.setLocked('background', false);
    admin.select('name');
    admin.removeSelected();
    expect(admin.side.elements.map((e) => e.id)).toEqual(['background', 'logo']);
  });

  it('refuses texts above the editor limit and designs above the element limit', () => {
    const editor = cardEditor({ maxElements: 4 });
    expect(errorCode(() => editor.setText('name', 'x'.repeat(20_000)))).toBe('svc_editor_text_too_long');
    editor.addElement('shape', { shape: 'rectangle', transform: { x: 0, y: 0, width: 5, height: 5, rotation: 0 } });
    expect(errorCode(() => editor.addElement('shape', { shape: 'rectangle', transform: { x: 0, y: 0, width: 5, height: 5, rotation: 0 } }))).toBe('svc_editor_limit_reached');
    expect(editor.side.elements).toHaveLength(4);
  });

  it('nudges the selection and reorders, locks and hides layers', () => {
    const editor = cardEditor();
    editor.select('logo');
    editor.nudge(1, 0);
    editor.nudge(1, 0);
    editor.nudge(0, -10);
    expect(editor.element('logo').transform).toMatchObject({ x: 67, y: 25 });
    editor.undo();
    expect(editor.element('logo').transform).toMatchObject({ x: 65, y: 35 });
    editor.reorder('logo', 'back');
    expect(editor.side.elements.map((e) => e.id)).toEqual(['logo', 'background', 'name']);
    editor.reorder('logo', 'forward');
    expect(editor.side.elements.map((e) => e.id)).toEqual(['background', 'logo', 'name']);
    editor.setLocked('logo', true);
    expect(editor.abilities('logo')).toMatchObject({ move: false, edit: false, remove: false });
    editor.setLocked('logo', false);
    editor.setVisible('logo', false);
    expect(editor.hitTest({ x: 70, y: 40 })).toBe('background');
    expect(errorCode(() => editor.setVisible('name', false))).toBe('svc_editor_not_permitted');
  });

  it('copies and pastes with fresh ids, offsets and customer permissions', () => {
    const editor = cardEditor();
    editor.select('name');
    editor.copy();
    editor.paste();
    editor.paste();
    expect(editor.side.elements.map((e) => e.id)).toEqual(['background', 'name', 'logo', 'n1', 'n2']);
    expect(editor.element('n2').transform).toMatchObject({ x: 20, y: 20 });
    expect(editor.element('n1')).toMatchObject({ placeholder: false, permissions: { removable: true, maxLength: null } });
    expect(editor.selectedIds).toEqual(['n2']);
    editor.setSide('back');
    editor.paste([editor.element('logo')]);
    expect(editor.side.elements.map((e) => e.id)).toEqual(['n3']);
    expect(errorCode(() => editor.paste([{ id: 'bad', type: 'shape' } as never]))).toBe('svc_design_invalid');
  });

  it('hit-tests rotated boxes and keeps the selection on the current side', () => {
    const editor = cardEditor();
    editor.setTransform('logo', { rotation: 45 });
    // The box corner (65.5, 35.5) is outside the rotated square, its centre inside.
    expect(editor.hitTest({ x: 65.5, y: 35.5 })).toBe('background');
    expect(editor.hitTest({ x: 70, y: 40 })).toBe('logo');
    editor.select('logo');
    editor.setSide('back');
    expect(editor.selectedIds).toEqual([]);
    expect(editor.select('logo')).toBeNull();
  });

  it('tells listeners what changed', () => {
    const editor = cardEditor();
    const changes: string[] = [];
    editor.subscribe((change) => changes.push(Object.entries(change).filter(([, v]) => v).map(([k]) => k).join('+')));
    editor.select('logo');
    editor.nudge(1, 1);
    editor.setSide('back');
    expect(changes).toEqual(['selection', 'document', 'selection+side']);
  });
});
