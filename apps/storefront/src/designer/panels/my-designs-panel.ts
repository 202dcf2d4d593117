import { renderSideSvg, validateDesign } from '@dcs/design';
import { h } from '../dom.ts';
import type { SavedDesign } from '../storefront-types.ts';
import type { PanelContext } from './panel-context.ts';

/** Saved designs listed at once; a session rarely has more, and each thumbnail is a layout. */
const LIMIT = 12;

/**
 * "My designs": the designs this session saved for the product, newest first, each with a thumbnail
 * of its first side; choosing one reopens it (one undo step), and Save then updates it. The list
 * loads each time the section is opened, so a design saved a moment ago is there.
 */
export function renderMyDesigns(ctx: PanelContext): HTMLElement {
  const { model, t, act } = ctx;
  const list = h('ul', { class: 'my-designs', 'aria-live': 'polite' });
  const section = h('details', { class: 'group saved-designs' }, h('summary', null, t('myDesigns')), list);
  section.addEventListener('toggle', () => {
    if (!(section as HTMLDetailsElement).open) return;
    void act(async () => {
      list.replaceChildren(h('li', { class: 'muted' }, t('loading')));
      const all = await model.api.get<SavedDesign[]>(`designs?per_page=50`);
      const mine = all.filter((saved) => saved.product_id === model.product.id).slice(0, LIMIT);
      if (mine.length === 0) {
        list.replaceChildren(h('li', { class: 'muted' }, t('noSavedDesigns')));
        return;
      }
      list.replaceChildren(...mine.map((saved) => savedItem(ctx, saved)));
    });
  });
  return section;
}

function savedItem(ctx: PanelContext, saved: SavedDesign): HTMLElement {
  const { model, t, act } = ctx;
  const thumb = h('span', { class: 'thumb', 'aria-hidden': 'true' });
  const when = typeof saved.updated_at === 'number' ? new Date(saved.updated_at).toLocaleString(ctx.locale, { dateStyle: 'short', timeStyle: 'short' }) : '';
  const button = h('button', { type: 'button', class: 'saved-design', 'aria-label': t('openSavedDesign', { name: saved.name, when }), onClick: () => act(() => {
    model.editor.replaceDocument(validateDesign(saved.design), { label: 'open saved design' });
    model.savedDesignId = saved.id;
    ctx.announce(t('savedDesignOpened', { name: saved.name }));
  }) }, thumb, h('span', null, saved.name), h('small', { class: 'muted' }, when));
  void model.layoutOf(validateDesign(saved.design)).then((layout) => {
    thumb.innerHTML = renderSideSvg(layout, layout.design.sides[0]!.id);
  }, () => undefined);
  return h('li', null, button);
}
