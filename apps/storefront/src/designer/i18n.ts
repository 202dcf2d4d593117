/** The designer's strings in English; other locales override some and fall back to these. */
const en = {
  designer: 'Product designer',
  loading: 'Loading the designer…',
  canvas: 'Design canvas. Select an element in the layers list or by clicking; arrow keys move it, Delete removes it.',
  sides: 'Sides',
  undo: 'Undo',
  redo: 'Redo',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  guides: 'Guides',
  save: 'Save',
  saved: 'Design saved.',
  share: 'Share link',
  shareCopied: 'Share link copied.',
  tools: 'Tools',
  templates: 'Templates',
  text: 'Text',
  cliparts: 'Cliparts',
  photo: 'Photo',
  shapes: 'Shapes',
  layers: 'Layers',
  addText: 'Add text',
  newText: 'Your text',
  content: 'Text content',
  font: 'Font',
  size: 'Size (pt)',
  color: 'Colour',
  customColor: 'Custom colour',
  align: 'Alignment',
  alignLeft: 'Left',
  alignCenter: 'Centre',
  alignRight: 'Right',
  lineHeight: 'Line height',
  letterSpacing: 'Letter spacing',
  textStyles: 'Text styles',
  rectangle: 'Rectangle',
  ellipse: 'Ellipse',
  line: 'Line',
  fill: 'Fill',
  upload: 'Upload a photo',
  uploading: 'Uploading {percent} %',
  uploaded: 'Photo uploaded.',
  yourPhotos: 'Your photos',
  replacePhoto: 'Replace photo',
  crop: 'Crop',
  cropZoom: 'Zoom',
  cropX: 'Horizontal position',
  cropY: 'Vertical position',
  flipX: 'Flip horizontally',
  flipY: 'Flip vertically',
  search: 'Search',
  category: 'Category',
  all: 'All',
  noResults: 'Nothing found.',
  recolor: 'Region {region}',
  bringForward: 'Bring forward',
  sendBackward: 'Send backward',
  lock: 'Lock',
  unlock: 'Unlock',
  hide: 'Hide',
  show: 'Show',
  remove: 'Delete',
  duplicate: 'Duplicate',
  layer: '{type}: {name}',
  type_text: 'Text',
  type_image: 'Photo',
  type_clipart: 'Clipart',
  type_shape: 'Shape',
  type_group: 'Group',
  properties: 'Selected element',
  nothingSelected: 'Select an element to change it.',
  options: 'Options',
  quantity: 'Quantity',
  price: 'Price',
  total: 'Total',
  unitPrice: '{price} each',
  quoting: 'Updating the price…',
  quoteFailed: 'The price could not be updated: {message}',
  addToCart: 'Add to cart',
  addedToCart: 'Added to your cart.',
  blockedByPreflight: 'Fix the problems marked in red before adding to the cart.',
  preflight: 'Print check',
  preflightOk: 'Ready to print.',
  useTemplate: 'Use template {name}',
  templateNeedsFit: 'Made for another size; it will be adjusted.',
  draftRestored: 'Your unsaved draft was restored.',
  offline: 'The shop cannot be reached. Your draft is kept on this device.',
  error: 'Something went wrong: {message}',
  selected: '{name} selected.',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;

const de: Partial<Record<MessageKey, string>> = {
  designer: 'Produktdesigner',
  loading: 'Designer wird geladen…',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  save: 'Speichern',
  share: 'Link teilen',
  templates: 'Vorlagen',
  text: 'Text',
  photo: 'Foto',
  shapes: 'Formen',
  layers: 'Ebenen',
  addText: 'Text hinzufügen',
  newText: 'Ihr Text',
  font: 'Schrift',
  size: 'Größe (pt)',
  color: 'Farbe',
  upload: 'Foto hochladen',
  options: 'Optionen',
  quantity: 'Menge',
  price: 'Preis',
  total: 'Gesamt',
  addToCart: 'In den Warenkorb',
  addedToCart: 'Zum Warenkorb hinzugefügt.',
  preflight: 'Druckprüfung',
  preflightOk: 'Druckbereit.',
  remove: 'Löschen',
};

const LOCALES: Record<string, Partial<Record<MessageKey, string>>> = { en, de };

/** Formats a message with `{name}` parameters. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The designer's one i18n layer: a locale (`de`, `de-AT` → `de`) picks a table, missing strings fall
 * back to English. Prices are formatted with `Intl.NumberFormat` in the same locale.
 */
export function createI18n(locale: string | null | undefined): { t: Translate; locale: string; money: (minor: number, currency: string) => string } {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0]!;
  const table = LOCALES[language] ?? en;
  const t: Translate = (key, params = {}) => (table[key] ?? en[key]).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  const resolved = LOCALES[language] ? language : 'en';
  const money = (minor: number, currency: string) => {
    const digits = new Intl.NumberFormat(resolved, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(resolved, { style: 'currency', currency }).format(minor / 10 ** digits);
  };
  return { t, locale: resolved, money };
}
