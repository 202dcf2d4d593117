// The designer's rendering half, a chunk of its own with `@dcs/design` and `@dcs/editor`: the model,
// the canvas and the panels. `<dcs-designer>` starts its requests (designer-data.ts) before this
// half is evaluated, so the answers arrive while it loads.
export { DesignerModel } from './designer-model.ts';
export { CanvasView } from './canvas-view.ts';
export { handleCanvasKey } from './keyboard.ts';
export { renderAddPanel } from './panels/add-panel.ts';
export { renderLayersPanel } from './panels/layers-panel.ts';
export { renderMyDesigns } from './panels/my-designs-panel.ts';
export { renderPhoneBar } from './panels/phone-bar.ts';
export { renderOptionsPanel, renderPricePanel } from './panels/order-panel.ts';
export { renderPropertiesPanel } from './panels/properties-panel.ts';
export { renderToolbar } from './panels/toolbar.ts';
export { captureMockup } from './template/mockup-capture.ts';
export { renderTemplatePanel } from './template/template-panel.ts';
