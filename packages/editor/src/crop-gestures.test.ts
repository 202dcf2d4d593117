import { validateDesign, type ImageElement } from '@dcs/design';
import { describe, expect, it } from 'vitest';
import { CropGestures } from './crop-gestures.ts';
import { photoCorners } from './image-crop.ts';
import { cardEditor } from './testing.ts';

/** A card editor with a 40 × 20 mm photo at (10, 20) showing the middle half of the picture. */
function withPhoto(fields: Partial<ImageElement> = {}) {
  const editor = cardEditor();
  const photo = editor.addElement('image', { media: 'upload:1', crop: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, transform: { x: 10, y: 20, width: 40, height: 20, rotation: 0 }, ...fields });
  const crop = new CropGestures(editor);
  crop.handleTolerance = 1;
  crop.begin(photo.id);
  return { editor, crop, id: photo.id, image: () => editor.element(photo.id) as ImageElement };
}

describe('cropping a photo on the canvas', () => {
  it('moves the photo under its box by dragging inside it, no further than the photo reaches, in one undo step', () => {
    const { editor, crop, image } = withPhoto();
    expect(crop.pointerDown({ x: 30, y: 30 })).toBe(true);
    expect(crop.active).toBe('pan');
    // The whole photo is 80 × 40 mm: dragging 8 mm right shows 0.1 more of its left.
    crop.pointerMove({ x: 38, y: 30 });
    expect(image().crop).toEqual({ x: 0.15, y: 0.25, width: 0.5, height: 0.5 });
    expect(image().transform).toMatchObject({ x: 10, y: 20, width: 40, height: 20 });
    // Far past the photo's edge: it stops where its left edge meets the box.
    crop.pointerMove({ x: 130, y: 80 });
    expect(image().crop).toEqual({ x: 0, y: 0, width: 0.5, height: 0.5 });
    crop.pointerUp();
    editor.undo();
    expect(image().crop).toEqual({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 });
  });

  it('moves an edge of the box over the photo with a handle, keeping the photo and the opposite edge in place', () => {
    const { editor, crop, image } = withPhoto();
    const before = photoCorners(image());
    expect(crop.handleAt({ x: 50, y: 30 })).toBe('e');
    crop.pointerDown({ x: 50, y: 30 });
    expect(crop.active).toBe('edge');
    crop.pointerMove({ x: 58, y: 30 });
    expect(image().transform).toMatchObject({ x: 10, width: 48, height: 20 });
    expect(image().crop).toEqual({ x: 0.25, y: 0.25, width: 0.6, height: 0.5 });
    // The corner handle, dragged beyond the photo, stops at its edges.
    crop.pointerUp();
    crop.pointerDown({ x: 10, y: 20 });
    crop.pointerMove({ x: -50, y: -50 });
    crop.pointerUp();
    expect(image().crop).toEqual({ x: 0, y: 0, width: 0.85, height: 0.75 });
    expect(image().transform).toMatchObject({ x: -10, y: 10, width: 68, height: 30 });
    expect(photoCorners(image())).toEqual(before);
    // What the editor stores is a valid design (the crop stays within the photo).
    expect(() => validateDesign(editor.document)).not.toThrow();
    editor.undo();
    editor.undo();
    expect(image().transform).toMatchObject({ x: 10, y: 20, width: 40, height: 20 });
  });

  it('follows a rotated and a flipped photo, and pans with the arrow keys', () => {
    const rotated = withPhoto({ transform: { x: 10, y: 20, width: 40, height: 20, rotation: 90 } });
    // Rotated 90° clockwise: dragging down on the page moves the photo towards its own right… under the box: crop.x falls.
    rotated.crop.pointerDown({ x: 30, y: 30 });
    rotated.crop.pointerMove({ x: 30, y: 38 });
    rotated.crop.pointerUp();
    expect(rotated.image().crop.x).toBeCloseTo(0.15, 6);
    const flipped = withPhoto({ flipX: true });
    flipped.crop.pointerDown({ x: 30, y: 30 });
    flipped.crop.pointerMove({ x: 38, y: 30 });
    flipped.crop.pointerUp();
    // Mirrored: what shows at the left of the box is the photo's right.
    expect(flipped.image().crop.x).toBeCloseTo(0.35, 6);
    const keys = withPhoto();
    keys.crop.nudge(4, 0);
    keys.crop.nudge(4, 0);
    expect(keys.image().crop.x).toBeCloseTo(0.15, 6);
    keys.editor.undo();
    expect(keys.image().crop.x).toBe(0.25);
  });

  it('leaves crop mode when the pointer goes down outside the photo, and refuses a photo the template fixes', () => {
    const { crop } = withPhoto();
    expect(crop.pointerDown({ x: 80, y: 5 })).toBe(false);
    crop.end();
    expect(crop.elementId).toBeNull();
    // Selecting another element, or removing the photo, ends crop mode too.
    const other = withPhoto();
    other.editor.select('logo');
    expect(other.crop.elementId).toBeNull();
    const removed = withPhoto();
    removed.editor.removeSelected();
    expect(removed.crop.element).toBeNull();
    const editor = cardEditor();
    const fixed = editor.addElement('image', { media: 'upload:1', locked: true, transform: { x: 10, y: 20, width: 40, height: 20, rotation: 0 } });
    expect(() => new CropGestures(editor).begin(fixed.id)).toThrow(/cannot be changed/);
  });
});
