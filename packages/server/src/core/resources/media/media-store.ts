import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { Clock, DatabaseService, MediaItem, Migration, StorageService, UploadedFile } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, type StoredRecord } from '../common/record-store.ts';
import type { AdminSettings } from '../settings/admin-settings.ts';
import { inspectMedia, type InspectedMedia } from './media-inspector.ts';

export const MediaSchema = Type.Object({
  ...StoredFields,
  title: Type.String(),
  alt: Type.String(),
  filename: Type.String({ description: 'The name it was uploaded under (display only; never used as a path).' }),
  kind: Type.Union([Type.Literal('image'), Type.Literal('svg')]),
  mimeType: Type.String({ description: 'Sniffed from the content.' }),
  size: Type.Integer(),
  sha256: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  density: Type.Union([Type.Number(), Type.Null()], { description: 'Pixels per inch the file declares.' }),
  storageKey: Type.String(),
  thumbnailKey: Type.String(),
  removed: Type.Array(Type.String(), { description: 'What the SVG sanitizer took out.' }),
});
export const MediaPatchSchema = Type.Object(
  { title: Type.Optional(Type.String({ maxLength: 200 })), alt: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false, minProperties: 1 },
);

/** A media record's fields: the facade's {@link MediaItem} plus what only the admin library keeps. */
export interface MediaFields extends Omit<MediaItem, 'id'> {
  title: string;
  alt: string;
  removed: string[];
}
export type Media = MediaFields & StoredRecord;

export const mediaMigrations: Migration[] = [
  recordTableMigration('admin_media', (t) => t.addColumn('title', 'text', (c) => c.notNull()).addColumn('kind', 'text', (c) => c.notNull()).addColumn('mime_type', 'text', (c) => c.notNull()).addColumn('size', 'bigint', (c) => c.notNull())),
];

/** A display name from a client's file name: no folders, no control characters, bounded. */
function displayName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'upload';
}

/**
 * The media library: files checked by {@link inspectMedia} and kept in the storage service, with a
 * record per file. A refused upload stores nothing; a failed record write removes its blobs.
 */
export class MediaStore {
  readonly records: RecordStore<MediaFields>;
  readonly #storage: StorageService;
  readonly #settings: AdminSettings;
  readonly #clock: Clock;

  constructor(deps: { database: DatabaseService; clock: Clock; storage: StorageService; settings: AdminSettings }) {
    this.#storage = deps.storage;
    this.#settings = deps.settings;
    this.#clock = deps.clock;
    this.records = new RecordStore<MediaFields>({
      ...deps,
      table: 'admin_media',
      resource: 'Media',
      columns: (m) => ({ title: m.title.toLowerCase(), kind: m.kind, mime_type: m.mimeType, size: m.size }),
      search: (m) => searchText(m.title, m.filename, m.alt),
      sortColumns: { title: 'title', size: 'size', type: 'mime_type' },
    });
  }

  /** Checks an uploaded file against the upload settings (optionally narrowed to `types`) and stores it. */
  async ingest(file: Pick<UploadedFile, 'path' | 'size' | 'filename' | 'claimedType' | 'field'>, details: { title?: string; alt?: string; types?: readonly string[] } = {}): Promise<Media & { inspected: InspectedMedia }> {
    const limits = await this.#settings.uploadLimits.get();
    const allowed = details.types ? limits.allowedTypes.filter((t) => details.types!.includes(t)) : limits.allowedTypes;
    const inspected = await inspectMedia(file, limits, allowed.length > 0 ? allowed : details.types ?? []);
    const month = new Date(this.#clock.now()).toISOString().slice(0, 7).replace('-', '/');
    const base = `media/${month}/${randomBytes(12).toString('hex')}`;
    const stored = await this.#storage.put(`${base}.${inspected.ext}`, inspected.content, { contentType: inspected.mimeType });
    const thumbnail = await this.#storage.put(`${base}-thumb.webp`, inspected.thumbnail, { contentType: 'image/webp' }).catch(async (error: unknown) => {
      // A refused upload stores nothing: not even the file whose thumbnail could not be written.
      await this.#storage.delete(stored.key).catch(() => undefined);
      throw error;
    });
    const filename = displayName(file.filename);
    try {
      const media = await this.records.insert({
        title: details.title?.trim() || filename.replace(/\.[^.]*$/, ''),
        alt: details.alt ?? '',
        filename,
        kind: inspected.kind,
        mimeType: inspected.mimeType,
        size: stored.size,
        sha256: stored.sha256,
        width: inspected.width,
        height: inspected.height,
        density: inspected.density,
        storageKey: stored.key,
        thumbnailKey: thumbnail.key,
        removed: inspected.removed,
      });
      return { ...media, inspected };
    } catch (error) {
      await this.#storage.delete(stored.key);
      await this.#storage.delete(thumbnail.key);
      throw error;
    }
  }

  /** Deletes the record, then its blobs (a blob left by a crash in between is only wasted space). */
  async remove(id: number): Promise<void> {
    const media = await this.records.get(id);
    await this.records.delete(id);
    await this.#storage.delete(media.storageKey);
    await this.#storage.delete(media.thumbnailKey);
  }

  content(media: Media) {
    return this.#storage.get(media.storageKey);
  }

  /** The stored bytes at once (rendering, the media facade service). */
  buffer(media: Media): Promise<Buffer> {
    return this.#storage.getBuffer(media.storageKey);
  }

  thumbnail(media: Media) {
    return this.#storage.get(media.thumbnailKey);
  }
}
