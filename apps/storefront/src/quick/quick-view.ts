// The panel's rendering half, loaded as its own chunk while the shared data is on its way: the
// model over `@dcs/design` and the mockup preview (the form itself needs neither).
export { QuickModel } from './quick-model.ts';
export { renderSidePreview } from '../mockup/side-mockups.ts';
