// dist/designer.js: the one script a shop includes. It stays small and keeps its name; the designer
// and the quick personalization panel are hashed chunks loaded from beside this script, wherever the
// shop page lives. Both are defined at once (the panel's "Customize more" opens the designer); the
// code they share (@dcs/design) is one chunk, fetched once, and only by a page that draws with it.
import { DESIGNER_RESERVE_CSS, QUICK_RESERVE_CSS } from './quick/quick-reserve.ts';

const base = new URL('.', import.meta.url).href;
// The elements hold their space until defined (first in <head>, so the shop's own CSS overrides it).
const reserve = document.createElement('style');
reserve.textContent = QUICK_RESERVE_CSS + DESIGNER_RESERVE_CSS;
document.head.prepend(reserve);
void import('./designer/register.ts').then(({ defineDesigner }) => defineDesigner({ base }));
void import('./quick/register.ts').then(({ defineQuickPersonalization }) => defineQuickPersonalization({ base }));

// The designer's rendering half (with @dcs/design) downloads alongside the small half above as soon
// as a <dcs-designer> is on the page (in its HTML, or put there by the shop's script later), so its
// requests and that chunk travel together (see designer-data.ts). A page of quick panels alone
// (a shop's grid) never fetches it: issue 38, the grid's main thread on a phone.
const warmDesigner = () => void import('./designer/designer-view.ts');
if (document.getElementsByTagName('dcs-designer').length > 0) warmDesigner();
else {
  const watch = new MutationObserver((records) => {
    const added = records.some((record) => [...record.addedNodes].some((node) => node instanceof Element
      && (node.localName === 'dcs-designer' || node.getElementsByTagName('dcs-designer').length > 0)));
    if (!added) return;
    watch.disconnect();
    warmDesigner();
  });
  watch.observe(document, { childList: true, subtree: true });
}
