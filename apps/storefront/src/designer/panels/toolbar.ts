import { h } from '../dom.ts';
import { shareUrl } from '../share-link.ts';
import type { PanelContext } from './panel-context.ts';
import { renderSideNote, sideTabLabel } from './sides-panel.ts';

/** Sides, undo/redo, zoom, guides, save and share. */
export function renderToolbar(ctx: PanelContext): HTMLElement {
  const { model, canvas, t, act } = ctx;
  const editor = model.editor;
  const button = (label: string, text: string, onClick: () => unknown, options: { disabled?: boolean; pressed?: boolean; cls?: string } = {}) =>
    h('button', { type: 'button', class: options.cls ?? 'tool', 'aria-label': label, title: label, disabled: options.disabled, 'aria-pressed': options.pressed === undefined ? null : String(options.pressed), onClick: () => act(onClick) }, text);
  return h('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('tools') },
    editor.document.sides.length > 1
      ? h('div', { class: 'sides', role: 'tablist', 'aria-label': t('sides') },
          editor.document.sides.map((side) =>
            h('button', { type: 'button', role: 'tab', class: 'side-tab', 'aria-selected': String(side.id === editor.sideId), onClick: () => act(() => editor.setSide(side.id)) }, sideTabLabel(ctx, side.id, side.name))))
      : null,
    h('span', { class: 'spacer' }),
    button(t('undo'), '↶', () => editor.undo(), { disabled: !editor.canUndo }),
    button(t('redo'), '↷', () => editor.redo(), { disabled: !editor.canRedo }),
    button(t('zoomOut'), '−', () => canvas.zoomBy(1 / 1.25)),
    button(t('fit'), '⤢', () => canvas.fit()),
    button(t('zoomIn'), '+', () => canvas.zoomBy(1.25)),
    button(t('guides'), '#', () => {
      canvas.showGuides = !canvas.showGuides;
      canvas.render();
    }, { pressed: canvas.showGuides }),
    // A template is saved by the admin around the editor (the template API), and is not shared.
    model.template ? null : button(t('save'), t('save'), async () => {
      await model.save();
      ctx.announce(t('saved'));
    }, { cls: 'tool text-button' }),
    model.template ? null : button(t('share'), t('share'), async () => {
      const url = await shareUrl(location.href, editor.document);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      ctx.announce(t('shareCopied'));
      model.shareLink = url;
    }, { cls: 'tool text-button' }),
    model.template ? null : renderSideNote(ctx),
  );
}
