import { DcsDesigner } from './dcs-designer.ts';

/** Defines `<dcs-designer>` once; `base` is where the loader script was served from. */
export function defineDesigner(options: { base: string }): void {
  DcsDesigner.base = options.base;
  if (!customElements.get('dcs-designer')) customElements.define('dcs-designer', DcsDesigner);
}
