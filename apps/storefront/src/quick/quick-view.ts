// The panel's rendering half, loaded as its own chunk while the shared data is on its way: the
// model over `@dcs/design`, the form fields and the mockup preview.
export { QuickModel } from './quick-model.ts';
export { renderQuickFields } from './quick-fields.ts';
export { renderSidePreview } from '../mockup/side-mockups.ts';
