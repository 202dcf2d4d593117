import { useTranslate } from 'react-admin';

/**
 * A fixed English text through the one i18n layer: the text is its own key, as react-admin treats the
 * `label` and `helperText` of its inputs, so a messages file for another language translates it.
 */
export function Text({ children }: { children: string }) {
  const translate = useTranslate();
  return <>{translate(children, { _: children })}</>;
}
