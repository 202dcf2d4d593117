import { hostname } from 'node:os';
import { defineAddon } from '@dcs/addon-sdk/addon';
import { MAINTENANCE_ACTION, REGISTER_REST_ROUTES_ACTION, type Order, type QueueJobContext, type RoutesService } from '@dcs/platform';
import { DEFAULT_PRINT_QUEUE_SETTINGS, PrintQueueSettingsSchema } from './hotfolder/print-queue-settings.ts';
import { registerPrintQueueRoutes } from './http/print-queue-routes.ts';
import { printJobMigrations } from './jobs/print-job-migrations.ts';
import { announcingStore, createJobAnnouncer } from './jobs/job-announcer.ts';
import { createPrintJobStore } from './jobs/print-job-store.ts';
import { createPrintQueueService } from './jobs/print-queue-service.ts';
import { createDeliveryProcessor } from './queue/delivery-processor.ts';
import { createDeliveryRepair } from './queue/delivery-repair.ts';
import { DELIVER_JOB, RENDER_JOB, deliveryBackoffMs } from './queue/queue-names.ts';
import { createRenderProcessor } from './queue/render-processor.ts';
import { createColorConverterCache } from './render/color-converter-cache.ts';
import { createLazyPrintRenderer } from './render/lazy-print-renderer.ts';
import { GANG_AUTO_JOB, createGangAutoBuilder } from './gang/gang-auto.ts';
import { createGangProcessor } from './gang/gang-processor.ts';
import { registerGangSheetRoutes } from './gang/gang-sheet-routes.ts';
import { GANG_JOB, createGangSheetService } from './gang/gang-sheet-service.ts';
import { createGangSheetStore } from './gang/gang-sheet-store.ts';
import { DEFAULT_GANG_SETTINGS, GangSettingsSchema } from './gang/gang-settings.ts';

/**
 * Lease of a render or delivery. The worker renews it every third of it while the handler runs (a
 * render yields to the event loop often), so it only runs out when the worker is gone: another then
 * takes the job over after at most this long.
 */
const LEASE_MS = 10_000;

/**
 * Print queue: a print job per designed order item when the order is paid, rendered on the facade
 * queue by any worker process (print PDF, job sheet, barcode, JSON/JDF ticket, stored with SHA-256),
 * delivered atomically into a hotfolder, and managed over `svc/v1/print-queue` (docs/print-queue.md).
 */
export default defineAddon<'routes' | 'hooks' | 'auth' | 'settings' | 'database' | 'queue' | 'storage' | 'assets' | 'printing' | 'logger' | 'clock'>({
  migrations: printJobMigrations,
  activate({ slug, version, services }) {
    const { hooks, auth, queue, storage, database, printing, clock, logger } = services;
    const settings = services.settings.define('print-queue', 'settings', PrintQueueSettingsSchema, DEFAULT_PRINT_QUEUE_SETTINGS);
    const announce = createJobAnnouncer({ hooks, logger, now: () => clock.now() });
    const store = announcingStore(createPrintJobStore({ database, now: () => clock.now() }), announce);
    const service = createPrintQueueService({ database, queue, store, settings, announce });
    // Caches live as long as this activation in this process: one set per worker.
    const converterFor = createColorConverterCache({ storage });
    const renderer = createLazyPrintRenderer({ assets: services.assets, converterFor });
    const workerId = `${hostname()}:${process.pid}`;
    const gangSettings = services.settings.define('print-queue', 'gang', GangSettingsSchema, DEFAULT_GANG_SETTINGS);
    const gangStore = createGangSheetStore({ database, now: () => clock.now() });
    const gangService = createGangSheetService({ store: gangStore, storage, queue, gangSettings, settings });
    const gangAuto = createGangAutoBuilder({ service: gangService, gangSettings, queue, now: () => clock.now(), logger });
    // A job that starts waiting for its sheet may be the one that fills it (auto-building methods).
    const waitsForSheet = async (jobId: number) => {
      const code = await gangStore.waitingFor(jobId, (await gangSettings.get()).methods.map((method) => method.code));
      if (code) await gangAuto.check(code).catch((error: unknown) => logger.warn({ method: code, err: error }, 'automatic gang sheet failed'));
      return code !== null;
    };

    const removeRender = queue.process(RENDER_JOB, createRenderProcessor({ database, store, renderer, storage, queue, printing, settings, logger, workerId, announce }), { leaseMs: LEASE_MS });
    const removeDeliver = queue.process(DELIVER_JOB, createDeliveryProcessor({ store, storage, settings, hooks, logger, leaseMs: LEASE_MS, waitsForSheet }), { leaseMs: LEASE_MS, backoffMs: deliveryBackoffMs });

    const removeGangAuto = queue.process(GANG_AUTO_JOB, ({ job }: QueueJobContext<{ code: string }>) => gangAuto.check(job.payload.code), { leaseMs: LEASE_MS });
    const removeGang = queue.process(GANG_JOB, createGangProcessor({ sheets: gangStore, service: gangService, jobs: store, storage, settings, logger, leaseMs: LEASE_MS, renderer }), { leaseMs: LEASE_MS });

    hooks.addAction('order.paid', (order: Order) => service.onOrderPaid(order));
    hooks.addAction(MAINTENANCE_ACTION, createDeliveryRepair({ store, queue, settings, logger, now: () => clock.now() }));
    // A cancelled or refunded order prints nothing more (its jobs also leave their gang sheets).
    hooks.addAction('order.cancelled', (order: Order) => service.onOrderStopped(order));
    hooks.addAction('order.refunded', (order: Order) => service.onOrderStopped(order));
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/print-queue/status', {
        methods: 'GET',
        summary: 'Whether the print queue addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
      // Before the job routes: `/print-queue/gang-sheets` must not be taken for the job `{id}` "gang-sheets".
      registerGangSheetRoutes(routes, { auth, store: gangStore, service: gangService, gangSettings });
      registerPrintQueueRoutes(routes, { auth, storage, store, service, settings, converterFor });
    });

    return () => {
      removeRender();
      removeDeliver();
      removeGang();
      removeGangAuto();
    };
  },
});
