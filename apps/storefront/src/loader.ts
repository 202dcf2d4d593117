// dist/designer.js: the one script a shop includes. It stays small and keeps its name; the designer
// itself is a hashed chunk loaded from beside this script, wherever the shop page lives.
const base = new URL('.', import.meta.url).href;
void import('./designer/register.ts').then(({ defineDesigner }) => defineDesigner({ base }));
