export { Editor, createEditor, type EditorOptions, type EditorChange, type EditorListener, type CommandOptions, type ReorderDirection } from './editor.ts';
export { EditorGestures, type GestureOptions, type PointerModifiers } from './editor-gestures.ts';
export { abilitiesOf, type EditorRole, type ElementAbilities, type Ability } from './permissions.ts';
export { sideSnapLines, snapBox, type SnapLine, type SnapLineKind, type SnapResult } from './snapping.ts';
export { RESIZE_HANDLES, MIN_SIZE_MM, handlePosition, resizeTransform, rotateTransform, type Handle, type ResizeHandle } from './transform-gestures.ts';
export { boundsOf, boxContains, cornersOf, centerOf, toLocal, fromLocal, type Point } from './geometry.ts';
export { findElement, collectIds, type ElementLocation } from './document-ops.ts';
export { placeImageCover, coverCrop } from './image-fit.ts';
export { LayoutCache } from './layout-cache.ts';
