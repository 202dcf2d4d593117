import { CUSTOMER_SESSIONS_EXPIRED_ACTION, MEDIA_HOOKS, REGISTER_REST_ROUTES_ACTION, SHOP_HOOKS, isMediaPublished, type MediaUse, STOREFRONT_HOOKS, createError, type CartItemDraft, type Migration, type OrderLineCheck, type PlatformServices, type RestRequest, type RoutesService } from '@dcs/platform';
import { MEDIA_REF_PREFIX, designRefIds, orNull } from '../resources/asset-sources.ts';
import type { ResourceStores } from '../resources/resource-stores.ts';
import { registerCartLineRules } from './cart/cart-line-rules.ts';
import { registerCatalogRoutes } from './catalog/catalog-routes.ts';
import { StorefrontCatalog } from './catalog/storefront-catalog.ts';
import { registerProductMockupRoutes } from './catalog/product-mockup-routes.ts';
import { registerProductPrintingRoutes } from './catalog/product-printing-routes.ts';
import { CustomerDesignOutput } from '../resources/customer-designs/customer-design-output.ts';
import { OrderPreviewRenderer } from './orders/order-preview-renderer.ts';
import { registerOrderPreviewRoutes } from './orders/order-preview-routes.ts';
import { registerOrderProofRoutes } from './orders/order-proof-routes.ts';
import { createUploadAssetSource } from './uploads/upload-asset-source.ts';
import { CustomerUploadStore, UPLOAD_REF_PREFIX, customerUploadMigrations, uploadRefs } from './uploads/customer-upload-store.ts';
import { createImageWorkLimiter } from './uploads/image-work-limiter.ts';
import { createUploadBudget } from './uploads/upload-budget.ts';
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
/** What the storefront needs besides the services and stores. */
export interface StorefrontDeps {
  services: PlatformServices;
  stores: ResourceStores;
  baseUrl: string;
  baseUrlConfigured: boolean;
  /** The client an address stands for in per-client limits (the auth service's keyed hash). */
  clientKey: (ip: string) => string;
  /** Customer images decoded at once in this process; one more is refused with 429. */
  imageConcurrency: number;
}

export function registerStorefront(deps: StorefrontDeps): void {
  const { services, stores } = deps;
  const { auth, database, clock, storage, queue, hooks } = services;
  // URLs in answers: on the configured public URL, else on the host the request reached, so a shop opened
  // as http://127.0.0.1:8080/ or under a LAN name loads its fonts and cliparts from where it came from.
  const base = deps.baseUrl.replace(/\/+$/, '');
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  const apiRoot = (request: Pick<RestRequest, 'origin'>) => `${deps.baseUrlConfigured ? base : `${request.origin}${basePath}`}/wp-json/svc/v1`;
  const budget = createUploadBudget({ database, clock });
  const imageWork = createImageWorkLimiter(deps.imageConcurrency);
  const converter = stores.svgCliparts;
  const uploads = new CustomerUploadStore({ database, clock, storage, settings: stores.settings, budget, imageWork, checkSvg: (svg) => converter.convert(svg, 'detect') });
  const retention = createUploadRetention({ database, queue, clock, settings: stores.settings, uploads, budget });
  const catalog = new StorefrontCatalog(stores);
  const proofs = new CustomerDesignOutput({ assets: services.assets, storage, methods: stores.methods, profiles: stores.profiles });

  retention.register();
  // Staff's previews of ordered designs (api/v1), drawn with the same assets as the proofs, customers' uploads among them.
  registerOrderPreviewRoutes(services.routes, { auth, shop: services.shop, previews: new OrderPreviewRenderer({ assets: services.assets, storage }) });
  services.assets.addSource(createUploadAssetSource(uploads, converter));
  /**
   * The assets a customer's design may name: its own uploads (`owner`: the session it is from), and
   * media items a template or an option puts before customers, never one found by guessing ids. The cart
   * checks it, and the quote through the filter before it loads any of them, so both refuse the same
   * designs with the same codes and neither reveals another upload.
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
  hooks.addFilter<unknown>(STOREFRONT_HOOKS.designAssets, async (design: unknown, sessionId: string) => {
    await assertDesignAssets(design, sessionId);
    return design;
  });
  registerCartLineRules({ hooks, lowResolutionPhotos: stores.settings.lowResolutionPhotos });
  // A saved design of the session, for addons (the quote's design_id); another session's is a 404.
  hooks.addFilter<unknown>(STOREFRONT_HOOKS.savedDesign, async (_value: unknown, sessionId: string, id: number) => (await stores.designs.own(sessionId, id)).design);
  // Addons' records that use media items (templates, configurator options) count as uses: listed for
  // the admin, blocking deletes, and opening `published` items to customers.
  stores.usage.add('media', (id) => hooks.applyFilters<MediaUse[]>(MEDIA_HOOKS.usage, [], id));
  hooks.addAction(CUSTOMER_SESSIONS_EXPIRED_ACTION, (sessionIds: string[]) => stores.designs.forgetSessions(sessionIds));
  hooks.addAction(REGISTER_REST_ROUTES_ACTION, (registrar: RoutesService) => {
    registerCatalogRoutes(registrar, { auth, catalog, cliparts: stores.cliparts, media: stores.media, assets: services.assets, apiRoot });
    registerProductPrintingRoutes(registrar, { auth, shop: services.shop, printing: services.printing });
    registerProductMockupRoutes(registrar, { auth, shop: services.shop, media: stores.media, apiRoot });
    registerUploadRoutes(registrar, { auth, uploads, retention, settings: stores.settings, apiRoot, assets: services.assets, clientKey: deps.clientKey });
    registerOrderProofRoutes(registrar, { auth, shop: services.shop, output: proofs });
  });
}

