import type { DesignerError } from '../api-client.ts';
import type { CanvasView } from '../canvas-view.ts';
import type { DesignerModel } from '../designer-model.ts';
import type { Translate } from '../i18n.ts';
import type { TemplateTranslate } from '../template/template-i18n.ts';

/** What every panel gets from the element. */
export interface PanelContext {
  model: DesignerModel;
  canvas: CanvasView;
  t: Translate;
  /** The designer's language (`en`, `de`): how the shop's own words may be inflected in a sentence. */
  locale: string;
  money: (minor: number, currency: string) => string;
  /** Runs an action; a refusal or failure becomes a message in the panel (and a `dcs-error` event), changing nothing. */
  act: (action: () => unknown) => Promise<void>;
  /** Announces a sentence in the status line (read by screen readers). */
  announce: (text: string) => void;
  /** An error as the designer words it for the customer (its own codes translated, the server's sentence otherwise). */
  errorText: (error: DesignerError) => string;
  /** Moves focus to the selected text's content field once the panel shows it (after Add text). */
  focusContent?: () => void;
  /** The template mode's strings (set only in `mode="template"`). */
  tt?: TemplateTranslate;
}

/** A labelled form row: the label names the control for assistive technology. */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`.replace(/[^A-Za-z0-9_-]/g, '_');
}
