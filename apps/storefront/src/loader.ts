// dist/designer.js: the one script a shop includes. It stays small and keeps its name; the designer
// and the quick personalization panel are hashed chunks loaded from beside this script, wherever the
// shop page lives. Both are defined at once (the panel's "Customize more" opens the designer); the
// code they share (@dcs/design) is one chunk, fetched once.
import { QUICK_RESERVE_CSS } from './quick/quick-reserve.ts';

const base = new URL('.', import.meta.url).href;
// The panels hold their space until defined (first in <head>, so the shop's own CSS overrides it).
const reserve = document.createElement('style');
reserve.textContent = QUICK_RESERVE_CSS;
document.head.prepend(reserve);
void import('./designer/register.ts').then(({ defineDesigner }) => defineDesigner({ base }));
void import('./quick/register.ts').then(({ defineQuickPersonalization }) => defineQuickPersonalization({ base }));
// The designer's rendering half (with @dcs/design) downloads alongside. The element is defined by
// the small half above, which arrives first: a designer on the page sends its requests before the
// big chunk is evaluated, and their answers arrive meanwhile (see designer-data.ts).
void import('./designer/designer-view.ts');
