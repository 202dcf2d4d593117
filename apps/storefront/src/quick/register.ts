import { DcsQuickPersonalization } from './dcs-quick-personalization.ts';

/** Defines `<dcs-quick-personalization>` once; `base` is where the loader script was served from. */
export function defineQuickPersonalization(options: { base: string }): void {
  DcsQuickPersonalization.base = options.base;
  if (!customElements.get('dcs-quick-personalization')) customElements.define('dcs-quick-personalization', DcsQuickPersonalization);
}
