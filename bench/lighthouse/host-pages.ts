// A merchant's own plain theme, on its own origin, for bench/lighthouse: each page once without the
// dcs elements and once with them, everything else the same, so the difference is what the embed
// costs (TBT, CLS, bytes before interaction). The pages with elements carry the CSS rules docs/storefront.md
// asks a host to put in its own CSS, as a merchant following that page would.
import { DESIGNER_RESERVE_CSS, QUICK_RESERVE_CSS } from '../../apps/storefront/src/quick/quick-reserve.ts';

const THEME = 'body{font:16px/1.5 system-ui,sans-serif;margin:0 16px;color:#1f2328}'
  + '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px;list-style:none;padding:0}'
  + '.card{border:1px solid #ccc;padding:12px}a{color:#0550ae}';

function page(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="A host shop's page for the dcs Lighthouse bench."><link rel="icon" href="data:,">
<style>${THEME}</style>${head}</head><body><header><p><a href="/cards">A host shop</a></p></header><main>${body}</main></body></html>`;
}

/** The host shop's pages by path; `dcs` is the base URL of the dcs serving designer.js. */
export function hostPages(dcs: string): Record<string, string> {
  const loader = `<script type="module" src="${dcs}/designer.js"></script>`;
  const products = [1, 2, 3];
  const cards = (panels: boolean) => Array.from({ length: 20 }, (_, index) => `<li class="card"><h2>Card ${index + 1}</h2><p>from €9.90</p>`
    + `<a href="/product">View product ${index + 1}</a>`
    + (panels ? `<dcs-quick-personalization product-id="${products[index % products.length]}"></dcs-quick-personalization>` : '')
    + '</li>').join('');
  const product = (designer: boolean) => '<h1>Business card</h1><p>Classic business cards on 350 g paper, printed on both sides, from €19.90 for 250.</p>'
    + (designer ? '<h2>Make it yours</h2><dcs-designer product-id="3"></dcs-designer>' : '')
    + '<h2>Details</h2><p>Matte or soft-touch finish; delivered in 3 working days.</p>';
  return {
    '/cards': page('Cards — a host shop', '', `<h1>Products</h1><ul class="grid">${cards(false)}</ul>`),
    '/cards-panels': page('Cards — a host shop', `<style>${QUICK_RESERVE_CSS}</style>${loader}`, `<h1>Products</h1><ul class="grid">${cards(true)}</ul>`),
    '/product': page('Business card — a host shop', '', product(false)),
    '/product-designer': page('Business card — a host shop', `<style>${DESIGNER_RESERVE_CSS}</style>${loader}`, product(true)),
  };
}
