import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { messages as dcsMessages } from './en.ts';

/**
 * The one i18n layer: react-admin's Polyglot provider, its English strings and ours. Another language
 * is one more messages file of the same shape.
 */
export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...dcsMessages, ra: { ...englishMessages.ra, auth: { ...englishMessages.ra.auth, ...dcsMessages.ra.auth } } }), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
