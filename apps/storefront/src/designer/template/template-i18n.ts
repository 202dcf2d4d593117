/** Strings of the template mode (staff only), kept apart from the customer's table in `../i18n.ts`. */
const en = {
  template: 'Template',
  placeholder: 'Placeholder (customers fill it)',
  fieldLabel: 'Label customers see',
  maxLength: 'Maximum characters (empty: no limit)',
  overflow: 'Text that does not fit',
  overflow_wrap: 'Wrap (may run past the box)',
  overflow_shrink: 'Shrink to fit',
  overflow_clip: 'Wrap and cut at the box',
  allowedFonts: 'Fonts customers may pick',
  allowedColors: 'Colours customers may pick',
  allowedHint: 'None ticked: the element’s own.',
  minPpi: 'Minimum photo resolution (ppi; empty: the template’s)',
  permissions: 'Customers may',
  movable: 'move it',
  resizable: 'resize it',
  editable: 'change it',
  removable: 'remove it',
  locked: 'Locked (nobody moves or changes it)',
  lockedHint: 'Unlock it to change its settings.',
  smartLayout: 'On other products',
  anchor: 'Anchor',
  scale: 'Size',
  nothingSelected: 'Select an element to make it a placeholder, lock it or set what customers may do.',
  mediaLibrary: 'Media library',
  noImages: 'No images in the media library yet.',
  addImage: 'Add {name}',
};

export type TemplateMessageKey = keyof typeof en;

const de: Record<TemplateMessageKey, string> = {
  template: 'Vorlage',
  placeholder: 'Platzhalter (Kunden füllen ihn aus)',
  fieldLabel: 'Bezeichnung für Kunden',
  maxLength: 'Höchstens Zeichen (leer: ohne Grenze)',
  overflow: 'Text, der nicht passt',
  overflow_wrap: 'Umbrechen (darf über den Rahmen laufen)',
  overflow_shrink: 'Verkleinern, bis er passt',
  overflow_clip: 'Umbrechen und am Rahmen abschneiden',
  allowedFonts: 'Schriften zur Auswahl',
  allowedColors: 'Farben zur Auswahl',
  allowedHint: 'Keine angekreuzt: die des Elements.',
  minPpi: 'Mindestauflösung für Fotos (ppi; leer: die der Vorlage)',
  permissions: 'Kunden dürfen es',
  movable: 'verschieben',
  resizable: 'in der Größe ändern',
  editable: 'ändern',
  removable: 'entfernen',
  locked: 'Gesperrt (niemand verschiebt oder ändert es)',
  lockedHint: 'Entsperren Sie es, um seine Einstellungen zu ändern.',
  smartLayout: 'Auf anderen Produkten',
  anchor: 'Anker',
  scale: 'Größe',
  nothingSelected: 'Wählen Sie ein Element, um es zum Platzhalter zu machen, zu sperren oder Kundenrechte festzulegen.',
  mediaLibrary: 'Mediathek',
  noImages: 'Noch keine Bilder in der Mediathek.',
  addImage: '{name} hinzufügen',
};

export type TemplateTranslate = (key: TemplateMessageKey, params?: Record<string, string | number>) => string;

/** The template mode's translations for `locale` (the designer's resolved locale), English as fallback. */
export function templateMessages(locale: string): TemplateTranslate {
  const table: Record<TemplateMessageKey, string> = locale === 'de' ? de : en;
  return (key, params = {}) => table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
