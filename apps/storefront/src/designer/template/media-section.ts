import type { Rect } from '@dcs/design';
import { placeImageCover } from '@dcs/editor';
import { h } from '../dom.ts';
import type { PanelContext } from '../panels/panel-context.ts';
import type { TemplateTranslate } from './template-i18n.ts';
import type { LibraryImage, TemplateHost } from './template-host.ts';

/**
 * The media library in the add panel of a template editor (in place of the customer's photo upload,
 * whose files belong to one customer session and are swept with it): a click places the image, or
 * fills the selected image placeholder.
 */
export function renderMediaSection(ctx: PanelContext, host: TemplateHost, tt: TemplateTranslate): HTMLElement {
  const { model, act } = ctx;
  const grid = h('div', { class: 'cliparts media-library' });
  const place = (image: LibraryImage) => act(() => {
    const editor = model.editor;
    const [selected] = editor.selectedElements;
    if (selected?.type === 'image' && editor.abilities(selected.id).edit) {
      editor.updateElement(selected.id, { media: image.ref } as never);
      return;
    }
    const side = editor.side;
    const area: Rect = side.printAreas[0] ?? { x: 0, y: 0, ...side.trim };
    editor.addElement('image', { media: image.ref, transform: placeImageCover(image.width, image.height, area) });
  });
  void (host.listImages?.() ?? Promise.resolve([])).then(
    (images) => grid.replaceChildren(...(images.length === 0
      ? [h('p', { class: 'muted' }, tt('noImages'))]
      : images.map((image) => h('button', { type: 'button', class: 'clipart', title: image.title, 'aria-label': tt('addImage', { name: image.title }), 'data-ref': image.ref, onClick: () => place(image) },
          h('img', { src: image.thumbnailUrl, alt: '', loading: 'lazy' }))))),
    () => grid.replaceChildren(h('p', { class: 'muted' }, tt('noImages'))),
  );
  return h('section', { class: 'group', 'aria-label': tt('mediaLibrary') }, h('h3', null, tt('mediaLibrary')), grid);
}
