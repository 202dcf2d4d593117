import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSafeZip } from '@dcs/addon-sdk';
import { createError, isSvcError, type SvcError, type UploadedFile } from '@dcs/platform';
import type { RecordStore } from '../common/record-store.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import type { CategoryStore } from '../categories/category-store.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { Clipart, ClipartFields, ClipartPatch } from './clipart-store.ts';
import type { SvgClipartConverter } from './clipart-asset.ts';
import { drawingRegions, type ClipartRegion } from './svg-regions.ts';

/** Cliparts are SVG or PNG, whatever else the upload settings allow. */
export const CLIPART_TYPES = ['image/svg+xml', 'image/png'] as const;

/** Caps of a bulk import archive (tighter than an addon package's: cliparts are small). */
const IMPORT_LIMITS = { maxArchiveBytes: 64 * 1024 * 1024, maxEntries: 2000, maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 };

/** What a bulk import did. */
export interface ImportReport {
  created: Clipart[];
  skipped: Array<{ path: string; code: string; message: string }>;
}

/** Cliparts over the media library: uploads go through the media rules; SVG regions are detected. */
export class ClipartLibrary {
  readonly records: RecordStore<ClipartFields>;
  readonly #media: MediaStore;
  readonly #categories: CategoryStore;
  readonly #usage: UsageRegistry;

  readonly #converter: SvgClipartConverter;

  constructor(deps: { records: RecordStore<ClipartFields>; media: MediaStore; categories: CategoryStore; usage: UsageRegistry; converter: SvgClipartConverter }) {
    this.#converter = deps.converter;
    this.records = deps.records;
    this.#media = deps.media;
    this.#categories = deps.categories;
    this.#usage = deps.usage;
  }

  async #assertCategories(ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.#categories.records.get(id);
  }

  /** Stores an uploaded SVG or PNG as media and makes it a clipart. */
  async create(file: Pick<UploadedFile, 'path' | 'size' | 'filename' | 'claimedType' | 'field'>, fields: Partial<ClipartPatch> = {}): Promise<Clipart> {
    await this.#assertCategories(fields.categoryIds ?? []);
    const media = await this.#media.ingest(file, { title: fields.title, types: CLIPART_TYPES });
    let regions: ClipartRegion[];
    try {
      // The regions are the solid colors of the drawing as printed (CSS rules and <use> resolved);
      // an SVG whose text has no font in the shop is refused here, before any design names it.
      regions = media.kind === 'svg' ? drawingRegions(await this.#converter.convert(media.inspected.content.toString('utf8'), 'detect')) : [];
    } catch (error) {
      await this.#media.remove(media.id);
      throw error;
    }
    try {
      return await this.records.insert({
        title: media.title,
        mediaId: media.id,
        format: media.kind === 'svg' ? 'svg' : 'png',
        width: media.width,
        height: media.height,
        categoryIds: fields.categoryIds ?? [],
        tags: fields.tags ?? [],
        price: fields.price ?? 0,
        recolorable: fields.recolorable ?? regions.length > 0,
        regions,
      });
    } catch (error) {
      await this.#media.remove(media.id);
      throw error;
    }
  }

  async update(id: number, patch: ClipartPatch): Promise<Clipart> {
    if (patch.categoryIds) await this.#assertCategories(patch.categoryIds);
    const current = await this.records.get(id);
    return this.records.replace(id, { ...current, ...patch });
  }

  /** Deletes the clipart, and its media file when nothing else uses that. */
  async remove(id: number): Promise<void> {
    const clipart = await this.records.get(id);
    await this.records.delete(id);
    if ((await this.#usage.of('media', clipart.mediaId)).length === 0) await this.#media.remove(clipart.mediaId).catch(() => undefined);
  }

  /**
   * Imports every `.svg` and `.png` of a ZIP read through the safe ZIP reader (which refuses the
   * whole archive for traversal paths, links, bombs and the like before anything is stored). Folders
   * become categories; every other entry is skipped and reported with its reason (hidden or metadata
   * entries, other file types, a file the media rules refuse), in archive order. An archive of which
   * nothing could be imported is `svc_import_empty` (422) with the report in `data.skipped`, and leaves
   * nothing behind: a folder becomes a category only once one of its files went in.
   */
  async importZip(archivePath: string, fields: Pick<ClipartPatch, 'tags' | 'price'> = {}): Promise<ImportReport> {
    let zip;
    try {
      zip = await openSafeZip(archivePath, { layout: 'any', limits: IMPORT_LIMITS });
    } catch (error) {
      if (isSvcError(error)) throw createError('svc_import_invalid', { params: { reason: error.message }, data: { cause: error.code } });
      throw error;
    }
    const dir = await mkdtemp(join(tmpdir(), 'dcs-clipart-import-'));
    const report: ImportReport = { created: [], skipped: [] };
    const skip = (path: string, error: SvcError) => report.skipped.push({ path, code: error.code, message: error.message });
    try {
      for (const entry of zip.files) {
        const segments = entry.relativePath.split('/');
        const name = segments.at(-1)!;
        if (segments.some((s) => s.startsWith('.') || s === '__MACOSX')) {
          skip(entry.relativePath, createError('svc_import_entry_hidden'));
          continue;
        }
        if (!/\.(svg|png)$/i.test(name)) {
          skip(entry.relativePath, createError('svc_import_entry_unsupported'));
          continue;
        }
        const path = join(dir, String(report.created.length + report.skipped.length));
        await writeFile(path, await zip.readFile(entry), { mode: 0o600 });
        try {
          const title = name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
          const clipart = await this.create({ path, size: entry.size, filename: name, claimedType: '', field: 'file' }, { ...fields, title });
          const categoryId = await this.#categories.ensurePath(segments.slice(0, -1));
          report.created.push(categoryId === null ? clipart : await this.update(clipart.id, { categoryIds: [categoryId] }));
        } catch (error) {
          if (!isSvcError(error)) throw error;
          skip(entry.relativePath, error);
        } finally {
          await rm(path, { force: true });
        }
      }
    } finally {
      zip.close();
      await rm(dir, { recursive: true, force: true });
    }
    if (report.created.length === 0) throw createError('svc_import_empty', { data: { skipped: report.skipped } });
    return report;
  }
}
