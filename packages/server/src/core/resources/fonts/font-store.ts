import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Type } from 'typebox';
import { createError, type Clock, type DatabaseService, type Migration, type StorageService, type UploadedFile } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { literals, searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, type StoredRecord } from '../common/record-store.ts';
import { FONT_MAX_BYTES, inspectFont, type FontFormat } from './font-inspector.ts';
import { FALLBACK_FONT_IDS, OPTIONAL_FONT_IDS, type FontStyle, type HostedFont } from './hosted-font-catalog.ts';

export const FontVariantSchema = Type.Object({
  weight: Type.Integer(),
  style: literals(['normal', 'italic']),
  format: literals(['ttf', 'otf', 'woff', 'woff2']),
  storageKey: Type.Union([Type.String(), Type.Null()], { description: 'Uploaded file; null for hosted fonts (served from the package).' }),
  sha256: Type.Union([Type.String(), Type.Null()]),
  size: Type.Union([Type.Integer(), Type.Null()]),
  fullName: Type.Union([Type.String(), Type.Null()]),
});
export const FontSchema = Type.Object({
  ...StoredFields,
  family: Type.String(),
  source: literals(['hosted', 'custom']),
  catalogId: Type.Union([Type.String(), Type.Null()], { description: 'The @fontsource package id of a hosted font.' }),
  category: Type.String(),
  enabled: Type.Boolean({ description: 'Offered to customers (CSS endpoint) and used for rendering.' }),
  license: Type.Union([Type.String(), Type.Null()]),
  variants: Type.Array(FontVariantSchema),
});
export const FontPatchSchema = Type.Object(
  { enabled: Type.Optional(Type.Boolean()), category: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) },
  { additionalProperties: false, minProperties: 1 },
);

export interface FontVariant {
  weight: number;
  style: FontStyle;
  format: FontFormat;
  storageKey: string | null;
  sha256: string | null;
  size: number | null;
  fullName: string | null;
}
export interface FontFields {
  family: string;
  source: 'hosted' | 'custom';
  catalogId: string | null;
  category: string;
  enabled: boolean;
  license: string | null;
  variants: FontVariant[];
}
export type Font = FontFields & StoredRecord;

export const fontMigrations: Migration[] = [
  recordTableMigration(
    'admin_fonts',
    (t) => t.addColumn('family', 'text', (c) => c.notNull()).addColumn('source', 'text', (c) => c.notNull()).addColumn('enabled', 'integer', (c) => c.notNull()).addColumn('catalog_id', 'text', (c) => c.unique()),
    ['family'],
  ),
];

/** How long the rendered font list is reused by the assets source (another process sees a change within this). */
const ENTRIES_TTL_MS = 2000;

/**
 * Fonts: the hosted catalog (rows created on first use, enabled by default) and custom uploads (one
 * family per record, one uploaded file per weight and style). Only enabled fonts are rendered and
 * offered to the storefront.
 */
export class FontStore {
  readonly records: RecordStore<FontFields>;
  readonly catalog: readonly HostedFont[];
  readonly #storage: StorageService;
  readonly #clock: Clock;
  #seeded: Promise<void> | null = null;
  #entries: { at: number; chain: string; fonts: Font[] } | null = null;

  constructor(deps: { database: DatabaseService; clock: Clock; storage: StorageService; catalog: readonly HostedFont[] }) {
    this.#storage = deps.storage;
    this.#clock = deps.clock;
    this.catalog = deps.catalog;
    this.records = new RecordStore<FontFields>({
      ...deps,
      table: 'admin_fonts',
      resource: 'Font',
      columns: (f) => ({ family: f.family.toLowerCase(), source: f.source, enabled: f.enabled ? 1 : 0, catalog_id: f.catalogId }),
      search: (f) => searchText(f.family, f.category, f.source),
      sortColumns: { family: 'family', source: 'source' },
    });
  }

  /** Creates the rows of hosted families not in the table yet (idempotent; concurrent processes collide on catalog_id harmlessly). */
  ready(): Promise<void> {
    this.#seeded ??= this.#seed().catch((error) => {
      this.#seeded = null;
      throw error;
    });
    return this.#seeded;
  }

  async #seed(): Promise<void> {
    for (const font of this.catalog) {
      if ((await this.records.findBy('catalog_id', font.id)).length > 0) continue;
      // A shop that uploaded this family before (Noto Sans, say) keeps its own: it serves the chain as well.
      if ((await this.records.findBy('family', font.family.toLowerCase())).length > 0) continue;
      const variants = font.styles.flatMap((style) => font.weights.map((weight) => ({ weight, style, format: 'woff2' as const, storageKey: null, sha256: null, size: null, fullName: null })));
      // The fallback fonts come disabled: they serve the fallback chain, not the customers' font list.
      const enabled = ![...FALLBACK_FONT_IDS, ...OPTIONAL_FONT_IDS].includes(font.id as never);
      await this.records
        .insert({ family: font.family, source: 'hosted', catalogId: font.id, category: font.category, enabled, license: font.license, variants })
        .catch(async (error) => {
          if ((await this.records.findBy('catalog_id', font.id)).length === 0) throw error;
        });
    }
  }

  hosted(font: Font): HostedFont | undefined {
    return this.catalog.find((h) => h.id === font.catalogId);
  }

  /** Checks an uploaded font file with fontkit and adds it to its family (created when new). */
  async upload(file: Pick<UploadedFile, 'path' | 'size'>): Promise<Font> {
    await this.ready();
    if (file.size > FONT_MAX_BYTES) throw createError('svc_upload_too_large', { params: { size: file.size, limit: FONT_MAX_BYTES } });
    const bytes = await readFile(file.path);
    const info = await inspectFont(bytes);
    const existing = (await this.records.findBy('family', info.family.toLowerCase()))[0];
    if (existing?.source === 'hosted') throw createError('svc_resource_conflict', { params: { resource: 'font', reason: `"${info.family}" is a hosted font; disable it before uploading your own.` } });
    if (existing?.variants.some((v) => v.weight === info.weight && v.style === info.style)) {
      throw createError('svc_resource_conflict', { params: { resource: 'font', reason: `"${info.family}" ${info.weight} ${info.style} is already uploaded; delete it first.` } });
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const stored = await this.#storage.put(`fonts/${sha256}.${info.format}`, bytes, { contentType: `font/${info.format}` });
    const variant: FontVariant = { weight: info.weight, style: info.style, format: info.format, storageKey: stored.key, sha256, size: stored.size, fullName: info.fullName };
    try {
      const variants = [...(existing?.variants ?? []), variant].sort((a, b) => a.weight - b.weight || a.style.localeCompare(b.style));
      const saved = existing
        ? await this.records.replace(existing.id, { ...existing, variants })
        : await this.records.insert({ family: info.family, source: 'custom', catalogId: null, category: 'custom', enabled: true, license: null, variants });
      this.#entries = null;
      return saved;
    } catch (error) {
      await this.#storage.delete(stored.key);
      throw error;
    }
  }

  async update(id: number, patch: { enabled?: boolean; category?: string }): Promise<Font> {
    const saved = await this.records.replace(id, { ...(await this.records.get(id)), ...patch });
    this.#entries = null;
    return saved;
  }

  /** Deletes an uploaded family and its files; hosted fonts ship with the server and can only be disabled. */
  async remove(id: number): Promise<void> {
    const font = await this.records.get(id);
    if (font.source === 'hosted') throw createError('svc_resource_invalid', { params: { resource: 'font', reason: 'hosted fonts ship with the server; disable them instead.' } });
    await this.records.delete(id);
    this.#entries = null;
    for (const variant of font.variants) if (variant.storageKey) await this.#storage.delete(variant.storageKey);
  }

  /** Every enabled font. */
  async enabled(): Promise<Font[]> {
    await this.ready();
    return this.records.findBy('enabled', 1);
  }

  /** A font of the library by family (case-insensitive), enabled or not. */
  async byFamily(family: string): Promise<Font | undefined> {
    await this.ready();
    return (await this.records.findBy('family', family.toLowerCase()))[0];
  }

  /**
   * The fonts rendering uses: the enabled ones and those of the fallback `chain` (a fallback font need
   * not be offered to customers). Reused for {@link ENTRIES_TTL_MS}, as every design load asks.
   */
  async rendered(chain: readonly string[]): Promise<Font[]> {
    const now = this.#clock.now();
    const key = chain.join('\u0000');
    if (this.#entries && this.#entries.chain === key && now - this.#entries.at < ENTRIES_TTL_MS) return this.#entries.fonts;
    const fonts = await this.enabled();
    for (const family of chain) {
      const font = fonts.some((known) => known.family.toLowerCase() === family.toLowerCase()) ? undefined : await this.byFamily(family);
      if (font) fonts.push(font);
    }
    this.#entries = { at: now, chain: key, fonts };
    return fonts;
  }

  /** The bytes of an uploaded variant. */
  async readUpload(storageKey: string): Promise<Uint8Array> {
    return new Uint8Array(await this.#storage.getBuffer(storageKey));
  }
}
