// dist/designer.js: the one script a shop includes. It stays small and keeps its name; the designer
// and the quick personalization panel are hashed chunks loaded from beside this script, wherever the
// shop page lives. Both are defined at once (the panel's "Customize more" opens the designer); the
// code they share (@dcs/design) is one chunk, fetched once.
const base = new URL('.', import.meta.url).href;
void import('./designer/register.ts').then(({ defineDesigner }) => defineDesigner({ base }));
void import('./quick/register.ts').then(({ defineQuickPersonalization }) => defineQuickPersonalization({ base }));
