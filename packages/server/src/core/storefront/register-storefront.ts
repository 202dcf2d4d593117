import {
  CUSTOMER_SESSIONS_EXPIRED_ACTION,
  MEDIA_HOOKS,
  REGISTER_REST_ROUTES_ACTION,
  SHOP_HOOKS,
  STOREFRONT_HOOKS,
  createError,
  isMediaPublished,
  type CartItemDraft,
  type MediaUse,
  type Migration,
  type OrderLineCheck,
  type PlatformServices,
  type RoutesService,
} from '@dcs/platform';
import { MEDIA_REF_PREFIX, designRefIds, orNull } from '../resources/asset-sources.ts';
import type { ResourceStores } from '../resources/resource-stores.ts';
import { registerCatalogRoutes } from './catalog/catalog-routes.ts';
import { StorefrontCatalog } from './catalog/storefront-catalog.ts';
import { registerProductMockupRoutes } from './catalog/product-mockup-routes.ts';
import { registerProductPrintingRoutes } from './catalog/product-printing-routes.ts';
import { createUploadAssetSource } from './uploads/upload-asset-source.ts';
import { CustomerUploadStore, UPLOAD_REF_PREFIX, customerUploadMigrations, uploadRefs } from './uploads/customer-upload-store.ts';
import { createUploadRetention } from './uploads/upload-retention.ts';
import { registerUploadRoutes } from './uploads/upload-routes.ts';

/** The storefront API's migrations (`core.<name>`), applied after the admin resources'. */
export const STOREFRONT_MIGRATIONS: ReadonlyArray<readonly [string, readonly Migration[]]> = [['core.customer_uploads', customerUploadMigrations]];

/**
 * The storefront API (`svc/v1`): the public designer catalog and the customers' uploads, with the
 * `upload:<id>` asset source, the retention job, a cart check that a design names only uploads of
 * the session adding it (so nobody orders a print of another visitor's photo by guessing ids), and
 * the `storefront.saved_design` filter that answers a session's saved design to addons. Saved designs
 * go with their session when it expires (nobody can open them any more; orders keep their own copy).
 */
export function registerStorefront(deps: { services: PlatformServices; stores: ResourceStores; baseUrl: string }): void {
  const { services, stores } = deps;
  const { auth, database, clock, storage, queue, hooks } = services;
  const apiRoot = `${deps.baseUrl.replace(/\/+$/, '')}/wp-json/svc/v1`;
  const uploads = new CustomerUploadStore({ database, clock, storage, settings: stores.settings });
  const retention = createUploadRetention({ database, queue, clock, settings: stores.settings, uploads });
  const catalog = new StorefrontCatalog({ ...stores, apiRoot });

  retention.register();
  services.assets.addSource(createUploadAssetSource(uploads));
  /**
   * The assets a customer's design may name: its own uploads (`owner`: the session it is from), and
   * media items the shop puts before customers, never one found by guessing ids.
   */
  async function assertDesignAssets(design: unknown, owner: string | null): Promise<void> {
    for (const id of uploadRefs(design)) {
      const upload = await orNull(() => uploads.records.get(id));
      if (owner === null || upload?.sessionId !== owner) throw createError('svc_upload_not_yours', { params: { ref: `${UPLOAD_REF_PREFIX}${id}` } });
    }
    for (const id of designRefIds(design, MEDIA_REF_PREFIX)) {
      if (!(await isMediaPublished(hooks, id))) throw createError('svc_media_not_published', { params: { ref: `${MEDIA_REF_PREFIX}${id}` } });
    }
  }
  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.cartItemFilter, async (draft: CartItemDraft, _product: unknown, sessionId: string) => {
    await assertDesignAssets(draft.design, sessionId);
    return draft;
  });
  // A connected shop's line: its server has no customer session, so uploads are the customer's only
  // in a design the customer saved (sent by its id); a design sent as is may name none.
  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.orderLineFilter, async (draft: CartItemDraft, _product: unknown, check: OrderLineCheck) => {
    await assertDesignAssets(draft.design, check.designSession);
    return draft;
  });
  // A saved design of the session, for addons (the quote's design_id); another session's is a 404.
  hooks.addFilter<unknown>(STOREFRONT_HOOKS.savedDesign, async (_value: unknown, sessionId: string, id: number) => (await stores.designs.own(sessionId, id)).design);
  // Addons' records that use media items (templates, configurator options) count as uses: listed for
  // the admin, blocking deletes, and opening `published` items to customers.
  stores.usage.add('media', (id) => hooks.applyFilters<MediaUse[]>(MEDIA_HOOKS.usage, [], id));
  hooks.addAction(CUSTOMER_SESSIONS_EXPIRED_ACTION, (sessionIds: string[]) => stores.designs.forgetSessions(sessionIds));
  hooks.addAction(REGISTER_REST_ROUTES_ACTION, (registrar: RoutesService) => {
    registerCatalogRoutes(registrar, { auth, catalog, cliparts: stores.cliparts, media: stores.media, assets: services.assets });
    registerProductPrintingRoutes(registrar, { auth, shop: services.shop, printing: services.printing });
    registerProductMockupRoutes(registrar, { auth, shop: services.shop, media: stores.media, apiRoot });
    registerUploadRoutes(registrar, { auth, uploads, retention, settings: stores.settings, apiRoot });
  });
}

