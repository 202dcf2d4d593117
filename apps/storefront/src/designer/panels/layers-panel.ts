import type { DesignElement, ShapeKind } from '@dcs/design';
import { h } from '../dom.ts';
import { icon, type IconName } from '../icons.ts';
import type { MessageKey, Translate } from '../i18n.ts';
import type { PanelContext } from './panel-context.ts';

/**
 * A short name for an element in lists: its text, its asset's name (the clipart's catalogue name, the
 * photo's file name, when `assetNames` knows them), or its kind of shape (in the designer's language).
 */
export function elementName(element: DesignElement, t: Translate, assetNames: ReadonlyMap<string, string> = new Map()): string {
  if (element.type === 'text') return element.content.split('\n')[0]!.slice(0, 30) || '…';
  if (element.type === 'clipart') return assetNames.get(element.clipart) ?? (element.layer || element.clipart);
  if (element.type === 'image') return assetNames.get(element.media) ?? (element.layer || t('type_image'));
  if (element.type === 'shape') return t(SHAPE_NAMES[element.shape]);
  if (element.type === 'qrcode') {
    const content = element.content;
    return (content.kind === 'url' ? content.url : content.kind === 'text' ? content.text : content.name).split('\n')[0]!.slice(0, 30) || '…';
  }
  return element.layer || element.id;
}

const SHAPE_NAMES: Record<ShapeKind, MessageKey> = { rectangle: 'rectangle', ellipse: 'ellipse', line: 'line', path: 'shapePath' };

/** The layers of the current side, top first: select, reorder, lock and hide. */
export function renderLayersPanel(ctx: PanelContext): HTMLElement {
  const { model, t, act } = ctx;
  const editor = model.editor;
  const elements = [...editor.side.elements].reverse();
  const selected = new Set(editor.selectedIds);
  return h('section', { class: 'group layers', 'aria-label': t('layers') },
    h('h3', null, t('layers')),
    h('ul', { class: 'layer-list' }, elements.map((element) => {
      const name = t('layer', { type: t(`type_${element.type}` as MessageKey), name: elementName(element, t, model.assetNames) });
      const abilities = editor.abilities(element.id);
      const small = (label: string, glyph: IconName, action: () => void, disabled = false) =>
        h('button', { type: 'button', class: 'icon', 'aria-label': `${label}: ${name}`, title: label, disabled, onClick: () => act(action) }, icon(glyph));
      return h('li', { class: `layer${selected.has(element.id) ? ' selected' : ''}${element.visible ? '' : ' hidden-layer'}` },
        h('button', { type: 'button', class: 'layer-name', 'aria-pressed': String(selected.has(element.id)), 'data-element': element.id, onClick: () => act(() => {
          editor.select(element.id);
          ctx.announce(t('selected', { name }));
        }) }, name),
        small(t('bringForward'), 'up', () => editor.reorder(element.id, 'forward'), !abilities.move),
        small(t('sendBackward'), 'down', () => editor.reorder(element.id, 'backward'), !abilities.move),
        small(element.locked ? t('unlock') : t('lock'), element.locked ? 'lock' : 'unlock', () => editor.setLocked(element.id, !element.locked)),
        small(element.visible ? t('hide') : t('show'), element.visible ? 'eye' : 'eyeOff', () => editor.setVisible(element.id, !element.visible)));
    })));
}
