import { createI18n } from '../designer/i18n.ts';

/** The quick panel's strings in English; German beside them; other locales fall back to English. */
const en = {
  panel: 'Personalize {product}',
  loading: 'Loading…',
  preview: 'Preview of your {product}',
  font: 'Font for {field}',
  color: 'Colour for {field}',
  charactersLeft: '{count} characters left',
  limitReached: '{field} holds at most {max} characters.',
  photo: 'Photo for {field}',
  choosePhoto: 'Choose a photo',
  uploading: 'Uploading {percent} %',
  photoTooSmall: 'This photo has {width} × {height} pixels; at least {minWidth} × {minHeight} print sharply here.',
  cropZoom: 'Zoom',
  cropX: 'Horizontal position',
  cropY: 'Vertical position',
  price: 'Price',
  quoting: 'Updating the price…',
  quoteFailed: 'The price could not be updated: {message}',
  addToCart: 'Add to cart',
  addedToCart: 'Added to your cart.',
  customizeMore: 'Customize more',
  close: 'Close',
  designerTitle: 'Design your {product}',
  blocked: 'Fix the problems shown above before adding to the cart.',
  acceptLowResolution: 'Print my photo at lower quality (it is below the print resolution)',
  offline: 'The shop cannot be reached. Try again in a moment.',
} satisfies Record<string, string>;

export type QuickMessageKey = keyof typeof en;

const de: Record<QuickMessageKey, string> = {
  panel: '{product} personalisieren',
  loading: 'Wird geladen…',
  preview: 'Vorschau Ihres Produkts {product}',
  font: 'Schrift für {field}',
  color: 'Farbe für {field}',
  charactersLeft: 'Noch {count} Zeichen',
  limitReached: '{field}: höchstens {max} Zeichen.',
  photo: 'Foto für {field}',
  choosePhoto: 'Foto auswählen',
  uploading: 'Wird hochgeladen: {percent} %',
  photoTooSmall: 'Dieses Foto hat {width} × {height} Pixel; für einen scharfen Druck hier braucht es mindestens {minWidth} × {minHeight}.',
  cropZoom: 'Zoom',
  cropX: 'Horizontale Position',
  cropY: 'Vertikale Position',
  price: 'Preis',
  quoting: 'Preis wird aktualisiert…',
  quoteFailed: 'Der Preis konnte nicht aktualisiert werden: {message}',
  addToCart: 'In den Warenkorb',
  addedToCart: 'Zum Warenkorb hinzugefügt.',
  customizeMore: 'Weiter gestalten',
  close: 'Schließen',
  designerTitle: '{product} gestalten',
  blocked: 'Bitte beheben Sie die oben genannten Probleme, bevor Sie es in den Warenkorb legen.',
  acceptLowResolution: 'Mein Foto in geringerer Qualität drucken (es liegt unter der Druckauflösung)',
  offline: 'Der Shop ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
};

const TABLES: Record<string, Record<QuickMessageKey, string>> = { en, de };

export type QuickTranslate = (key: QuickMessageKey, params?: Record<string, string | number>) => string;

/** The panel's strings and prices in `locale` (`de`, `de-AT` → `de`), as the designer's i18n resolves it. */
export function createQuickI18n(locale: string | null | undefined): { t: QuickTranslate; locale: string; money: (minor: number, currency: string) => string } {
  const base = createI18n(locale);
  const table = TABLES[base.locale] ?? en;
  const t: QuickTranslate = (key, params = {}) => table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  return { t, locale: base.locale, money: base.money };
}
