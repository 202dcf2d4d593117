/**
 * Until its chunk has defined it, a `<dcs-quick-personalization>` is an empty inline element. This
 * rule makes it hold the space its loading state will take (a square preview, then the form's usual
 * height, `--dcs-quick-form-height`), so the host's cards below do not jump when it arrives
 * (issue 38). The loader adds it to <head>; a host that puts it in its own CSS (docs/storefront.md)
 * has it before its first paint, which the loader, a module script, cannot promise.
 */
export const QUICK_RESERVE_CSS = 'dcs-quick-personalization:not(:defined){display:block}'
  + 'dcs-quick-personalization:not(:defined)::before{content:"";display:block;aspect-ratio:1}'
  + 'dcs-quick-personalization:not(:defined)::after{content:"";display:block;height:calc(var(--dcs-quick-form-height, 16rem) + 8px)}';

/**
 * The same for `<dcs-designer>`: until defined (and, in its own CSS, while loading) it holds a
 * screen's height (`--dcs-designer-height`), taller than or about as tall as the designer on a phone,
 * a tablet or a desktop, so a host page's content below it is out of view when the designer arrives
 * and nothing visible moves (a host product page: CLS 0.11 without it).
 */
export const DESIGNER_RESERVE_CSS = 'dcs-designer:not(:defined){display:block;min-height:var(--dcs-designer-height, 100vh)}';
