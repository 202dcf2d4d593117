// Shared setup of the print queue benchmarks: a system on a fresh data directory and database with
// the addon installed and active, CMYK output with Ghostscript's profile, a hotfolder, and the
// reference design's assets uploaded as media and clipart (so every worker process can load them).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { validateDesign, type ImageElement } from '@dcs/design';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';
import { startDcs } from '../../packages/server/src/testing/spawn-dcs.ts';
import type { HttpTestClient } from '../../packages/server/src/testing/http-test-client.ts';
import { createPostgresTestDatabase, createSqliteTestDatabase, type TestDatabase } from '../../packages/server/src/testing/test-databases.ts';
import { referenceDesignJson, testAssetsDirectory, writeCustomerPhotos } from '../../packages/print/src/testing/print-fixtures.ts';
import { installPrintQueue, publishMedia, uploadCmykProfile } from '../../addons/print-queue/src/testing/print-queue-fixtures.ts';
import { pixelFloor } from '../print/pixel-floor.ts';

const BADGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#1d3557"/>' +
  '<path d="M50 12 61 38 89 40 67 58 74 86 50 71 26 86 33 58 11 40 39 38Z" fill="#e63946"/></svg>';

/** The addons every bench system runs: the print queue, and the templates that publish the reference photo. */
export const BENCH_ADDONS = ['print-queue', 'design-templates'];

/** A running benchmark system. */
export interface BenchSystem {
  kit: AddonTestKit;
  admin: HttpTestClient;
  database: TestDatabase;
  hotfolder: string;
  /** The reference design with its photo and clipart as shop assets. */
  design: Record<string, unknown>;
  /**
   * `count` designs like the reference one, each with its own new customer photo (3000×2000, ~1.3 MB,
   * with grain) uploaded to the media library (which stores it as every upload) and offered to customers.
   */
  customerPhotoDesigns(count: number): Promise<Record<string, unknown>[]>;
  /**
   * The pixel floor (`bench/print/pixel-floor.ts`) of up to `sample` of those photos as the library stored
   * them, which is what a worker reads: CPU and wall time per photo, means over the sample.
   */
  customerPhotoFloor(sample: number): Promise<{ cpuMs: number; wallMs: number; photos: number }>;
  /** Starts a `dcs` process on the same data directory and database. */
  spawn(args: string[], env?: Record<string, string>, ready?: RegExp): ReturnType<typeof startDcs>;
  close(): Promise<void>;
}

async function upload(admin: HttpTestClient, path: string, bytes: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await admin.request('POST', path, { body: form });
  if (response.status !== 201) throw new Error(`${path}: ${response.text}`);
  return response.body.id as number;
}

/** `env` goes to the in-process system (a storage URL, a secret), as it would to the spawned processes. */
export async function startBenchSystem(options: { postgres?: boolean; env?: Record<string, string> } = {}): Promise<BenchSystem> {
  // The `dcs` processes run on the type-stripped build, as `npm start` deploys them.
  spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', join(import.meta.dirname, '../../scripts/build-js.mjs')], { stdio: 'inherit' });
  const database = options.postgres ? await createPostgresTestDatabase() : createSqliteTestDatabase();
  const kit = await startAddonTestSystem({ database, ...(options.env ? { env: options.env } : {}) });
  const admin = await kit.t.admin();
  await installPrintQueue(kit, admin);
  const hotfolder = mkdtempSync(join(tmpdir(), 'dcs-bench-hotfolder-'));
  const iccProfileKey = await uploadCmykProfile(admin);
  const saved = await admin.post('/wp-json/svc/v1/print-queue/settings', {
    enabled: true,
    directory: hotfolder,
    printingMethod: { code: 'offset', colorMode: 'cmyk', iccProfileKey },
  });
  if (saved.status !== 200) throw new Error(saved.text);
  const photo = await upload(admin, '/api/v1/media', readFileSync(join(await testAssetsDirectory(), 'photo-3000x2000.jpg')), 'photo.jpg');
  const clipart = await upload(admin, '/api/v1/cliparts', Buffer.from(BADGE_SVG), 'badge.svg');
  const design = referenceDesignJson();
  const elements = (design.sides as { elements: Record<string, unknown>[] }[])[0]!.elements;
  elements.find((e) => e.id === 'photo')!.media = `media:${photo}`;
  Object.assign(elements.find((e) => e.id === 'badge')!, { clipart: `clipart:${clipart}`, colors: { r2: '#E63946' } });
  // The photo is the shop's own: a design template placing it is what lets a customer's order name it.
  const templates = await kit.upload(admin, await kit.buildSigned(join(import.meta.dirname, '../../addons/design-templates')), {
    license_key: kit.license(['design-templates']),
  });
  if (templates.status !== 201) throw new Error(`design templates upload: ${templates.text}`);
  const active = await admin.post('/api/v1/addons/state', BENCH_ADDONS);
  if (active.status !== 200) throw new Error(`activation: ${active.text}`);
  const template = await admin.post('/wp-json/svc/v1/design-templates', { name: 'Reference card', design });
  if (template.status !== 201) throw new Error(`reference template: ${template.text}`);
  const { config } = kit.t.system;
  /** Media ids of the customer photos uploaded by `customerPhotoDesigns`, in order. */
  const customerPhotos: number[] = [];
  return {
    kit,
    admin,
    database,
    hotfolder,
    design,
    async customerPhotoDesigns(count) {
      const directory = mkdtempSync(join(tmpdir(), 'dcs-bench-photos-'));
      customerPhotos.length = 0;
      const designs: Record<string, unknown>[] = [];
      try {
        const names = await writeCustomerPhotos(directory, count);
        // Two uploads at a time: the media library decodes and stores each, as for a customer.
        for (let at = 0; at < names.length; at += 2) {
          const ids = await Promise.all(names.slice(at, at + 2).map((name) => upload(admin, '/api/v1/media', readFileSync(join(directory, name)), name)));
          for (const id of ids) {
            customerPhotos.push(id);
            publishMedia(kit.t.system.services, id);
            const customer = structuredClone(design);
            (customer.sides as { elements: Record<string, unknown>[] }[])[0]!.elements.find((e) => e.id === 'photo')!.media = `media:${id}`;
            designs.push(customer);
          }
        }
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
      return designs;
    },
    async customerPhotoFloor(sample) {
      const photo = validateDesign(design).sides[0]!.elements.find((element) => element.id === 'photo') as ImageElement;
      const ids = customerPhotos.slice(0, sample);
      let cpu = 0;
      let wall = 0;
      for (const id of ids) {
        const bytes = await kit.t.system.services.media.read(id);
        const { width, height } = await sharp(bytes).metadata();
        const started = performance.now();
        const before = process.cpuUsage();
        await pixelFloor(bytes, width, height, photo);
        const used = process.cpuUsage(before);
        wall += performance.now() - started;
        cpu += (used.user + used.system) / 1000;
      }
      return { cpuMs: cpu / ids.length, wallMs: wall / ids.length, photos: ids.length };
    },
    spawn: (args, env = {}, ready = /is running|is serving/) =>
      startDcs(args, { DCS_DATA_DIR: config.dataDir, DCS_DATABASE_URL: config.databaseUrl, DCS_ADDON_TRUST_FILE: kit.trustFile, DCS_ADDON_SYNC_MS: '0', ...env }, ready),
    async close() {
      await kit.close();
      await database.drop();
    },
  };
}
