import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createError, type Clock, type DatabaseService, type Migration, type StorageService, type UploadedFile } from '@dcs/platform';
import { designRefIds } from '../../resources/asset-sources.ts';
import { searchText } from '../../resources/common/list-query.ts';
import { RecordStore, recordTableMigration, type StoredRecord } from '../../resources/common/record-store.ts';
import { inspectMedia } from '../../resources/media/media-inspector.ts';
import type { RasterEncoding } from '../../resources/media/raster-encoder.ts';
import { DEFAULT_BYTES_PER_CLIENT_HOUR, DEFAULT_BYTES_WITHOUT_ORDER, type AdminSettings } from '../../resources/settings/admin-settings.ts';
import type { ImageWorkLimiter } from './image-work-limiter.ts';
import type { UploadBudget } from './upload-budget.ts';
import { customerUploadTypes } from './customer-upload-settings.ts';
import { uploadBudgetMigration } from './upload-budget.ts';

/** Customer photos: pixels in sRGB without a profile, at most 1.2× the uploaded file (docs/storefront.md). */
export const CUSTOMER_PHOTO_ENCODING: RasterEncoding = { srgb: true, maxGrowth: 1.2 };

/** Prefix of a customer upload reference in a design: `upload:42`. */
export const UPLOAD_REF_PREFIX = 'upload:';

/** The upload ids named in a design (a document, or its JSON text): any element type, groups included. */
export function uploadRefs(design: unknown): number[] {
  return designRefIds(design, UPLOAD_REF_PREFIX);
}

/** A customer's uploaded photo or SVG, as stored. */
export interface CustomerUploadFields {
  sessionId: string;
  kind: 'image' | 'svg';
  mimeType: string;
  /** Stored bytes (the re-encoded image or the sanitized SVG). */
  bytes: number;
  sha256: string;
  width: number;
  height: number;
  storageKey: string;
  thumbnailKey: string;
}
export type CustomerUpload = CustomerUploadFields & StoredRecord;

export const customerUploadMigrations: Migration[] = [
  recordTableMigration('customer_uploads', (t) => t.addColumn('session_id', 'text', (c) => c.notNull()).addColumn('bytes', 'bigint', (c) => c.notNull()), ['session_id', 'created_at']),
  uploadBudgetMigration,
];

/**
 * Customer uploads: checked by the media library's inspector (type sniffed from the bytes, size and
 * pixel limits from the upload settings, EXIF orientation applied, pixels re-encoded, SVG rebuilt by
 * the sanitizer), kept in the storage service under keys no request names, and scoped to the session
 * that uploaded them. A refused upload stores nothing.
 */
export class CustomerUploadStore {
  readonly records: RecordStore<CustomerUploadFields>;
  readonly #database: DatabaseService;
  readonly #storage: StorageService;
  readonly #settings: AdminSettings;
  readonly #clock: Clock;

  readonly #budget: UploadBudget;
  readonly #imageWork: ImageWorkLimiter;
  readonly #checkSvg: ((svg: string) => Promise<unknown>) | undefined;

  /** `checkSvg` refuses an SVG the designs cannot draw (its text has no font): it throws the catalogue error. */
  constructor(deps: { database: DatabaseService; clock: Clock; storage: StorageService; settings: AdminSettings; budget: UploadBudget; imageWork: ImageWorkLimiter; checkSvg?: (svg: string) => Promise<unknown> }) {
    this.#budget = deps.budget;
    this.#imageWork = deps.imageWork;
    this.#checkSvg = deps.checkSvg;
    this.#database = deps.database;
    this.#storage = deps.storage;
    this.#settings = deps.settings;
    this.#clock = deps.clock;
    this.records = new RecordStore<CustomerUploadFields>({
      ...deps,
      table: 'customer_uploads',
      resource: 'Upload',
      columns: (u) => ({ session_id: u.sessionId, bytes: u.bytes }),
      search: (u) => searchText(u.mimeType),
    });
  }

  /**
   * Checks what anonymous visitors may send (`client`'s bytes this hour, the space of sessions without an
   * order), then the file under the image work limit, then the session's quota, then stores it.
   */
  async ingest(sessionId: string, file: Pick<UploadedFile, 'path' | 'size' | 'filename' | 'claimedType' | 'field'>, client: string): Promise<CustomerUpload> {
    const limits = await this.#settings.uploadLimits.get();
    const types = customerUploadTypes(limits);
    if (types.length === 0) throw createError('svc_upload_type_refused', { params: { type: 'any file', allowed: 'none (customer uploads are turned off)' } });
    const quota = await this.#settings.customerUploads.get();
    // Under the image work limit first: a browser told "busy" and trying again has used none of its budget.
    const inspected = await this.#imageWork.run(async () => {
      await this.#budget.charge(client, file.size, quota.maxBytesPerClientHour ?? DEFAULT_BYTES_PER_CLIENT_HOUR);
      await this.#budget.assertCapacity(sessionId, file.size, quota.maxBytesWithoutOrder ?? DEFAULT_BYTES_WITHOUT_ORDER);
      // A customer's photo keeps no metadata and no colour profile, and is stored at most 1.2× its size.
      return inspectMedia(file, limits, types, CUSTOMER_PHOTO_ENCODING);
    });
    if (inspected.kind === 'svg' && this.#checkSvg) await this.#checkSvg(inspected.content.toString('utf8'));
    const used = await this.usage(sessionId);
    if (used.files >= quota.maxFilesPerSession) throw createError('svc_upload_quota_exceeded', { params: { reason: `at most ${quota.maxFilesPerSession} files are kept per visitor` } });
    if (used.bytes + inspected.content.length > quota.maxBytesPerSession) {
      throw createError('svc_upload_quota_exceeded', { params: { reason: `at most ${quota.maxBytesPerSession} bytes are kept per visitor, ${used.bytes} are used` } });
    }
    const month = new Date(this.#clock.now()).toISOString().slice(0, 7).replace('-', '/');
    const base = `customer-uploads/${month}/${randomBytes(16).toString('hex')}`;
    const stored = await this.#storage.put(`${base}.${inspected.ext}`, inspected.content, { contentType: inspected.mimeType });
    const thumbnail = await this.#storage.put(`${base}-thumb.webp`, inspected.thumbnail, { contentType: 'image/webp' });
    try {
      return await this.records.insert({
        sessionId,
        kind: inspected.kind,
        mimeType: inspected.mimeType,
        bytes: stored.size,
        sha256: stored.sha256,
        width: inspected.width,
        height: inspected.height,
        storageKey: stored.key,
        thumbnailKey: thumbnail.key,
      });
    } catch (error) {
      await this.#storage.delete(stored.key);
      await this.#storage.delete(thumbnail.key);
      throw error;
    }
  }

  /** Files and stored bytes the session keeps. */
  async usage(sessionId: string): Promise<{ files: number; bytes: number }> {
    const row = await this.#database
      .db()
      .selectFrom('customer_uploads')
      .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('bytes').as('bytes')])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /** The session's own upload; another session's (or a missing one) is `svc_resource_not_found`, never a 403 that would confirm it exists. */
  async own(sessionId: string | null, id: number): Promise<CustomerUpload> {
    const upload = await this.records.get(id);
    if (upload.sessionId !== sessionId) throw createError('svc_resource_not_found', { params: { resource: 'Upload', id: String(id) } });
    return upload;
  }

  /**
   * How many cart and order lines hold a design that references the upload. Designs are stored as
   * JSON text, where a reference is the string `"upload:<id>"` (quoted, so 1 never matches 12).
   */
  async uses(id: number): Promise<number> {
    const pattern = `%"${UPLOAD_REF_PREFIX}${id}"%`;
    const db = this.#database.db();
    const count = async (table: 'shop_cart_items' | 'shop_order_items') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(sql.ref('design'), 'like', pattern).executeTakeFirst())?.n ?? 0);
    return (await count('shop_cart_items')) + (await count('shop_order_items'));
  }

  /**
   * The ids of every upload some cart or order line references, reading only lines made at or after
   * `since` (a line cannot name an upload younger than itself) whose design names any upload: one
   * pass over the designs, for the retention sweep, instead of one per upload.
   */
  async referencedSince(since: number): Promise<Set<number>> {
    const db = this.#database.db();
    const named = `%"${UPLOAD_REF_PREFIX}%`;
    const carts = await db.selectFrom('shop_cart_items').select('design').where('created_at', '>=', since).where('design', 'like', named).execute();
    const orders = await db
      .selectFrom('shop_order_items')
      .innerJoin('shop_orders', 'shop_orders.id', 'shop_order_items.order_id')
      .select('shop_order_items.design')
      .where('shop_orders.created_at', '>=', since)
      .where('shop_order_items.design', 'like', named)
      .execute();
    const ids = new Set<number>();
    for (const row of [...carts, ...orders]) for (const id of uploadRefs(String(row.design))) ids.add(id);
    return ids;
  }

  /** Deletes the record, then its blobs (a blob left by a crash in between is only wasted space). */
  async remove(upload: CustomerUpload): Promise<void> {
    await this.records.delete(upload.id);
    await this.#storage.delete(upload.storageKey);
    await this.#storage.delete(upload.thumbnailKey);
  }

  content(upload: CustomerUpload) {
    return this.#storage.get(upload.storageKey);
  }

  buffer(upload: CustomerUpload): Promise<Buffer> {
    return this.#storage.getBuffer(upload.storageKey);
  }

  thumbnail(upload: CustomerUpload) {
    return this.#storage.get(upload.thumbnailKey);
  }
}
