import { isSvcError, type PrintingMethodOutput, type PrintingService, type Product, type ShopService } from '@dcs/platform';
import type { IccProfileStore } from '../icc-profiles/icc-profile-store.ts';
import { productConfigOf } from '../products/product-config.ts';
import type { PrintingMethod, PrintingMethodStore } from './printing-method-store.ts';

/** What {@link createPrintingService} reads: the shop's products and the admin stores of methods and profiles. */
export interface PrintingServiceDeps {
  shop: ShopService;
  methods: PrintingMethodStore;
  profiles: IccProfileStore;
}

/** Null for a record that is not there, instead of the admin API's not-found errors. */
async function orNull<T>(read: Promise<T>, code: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isSvcError(error) && error.code === code) return null;
    throw error;
  }
}

/**
 * `services.printing`: a read-only adapter over the stores the `/api/v1/printing/methods` and
 * `/api/v1/icc_profiles` routes use, so an addon prints with the methods the admin configured
 * (reads go to the database each time: no copy can go stale across processes).
 */
export function createPrintingService(deps: PrintingServiceDeps): PrintingService {
  const { methods, profiles } = deps;

  async function outputOf(method: PrintingMethod): Promise<PrintingMethodOutput> {
    const profile = await profiles.outputProfile(method.output.iccProfileId);
    const { colorMode, resolutionDpi, bleedMm, cropMarks } = method.output;
    // Methods stored before issue 29 have no kind: they print sheets, as they always did.
    const kind = method.output.kind ?? 'sheet';
    return {
      id: method.id,
      code: method.code,
      name: method.name,
      colorMode,
      resolutionDpi,
      bleedMm,
      cropMarks: kind === 'garment' ? false : cropMarks,
      kind,
      transparentBackground: method.output.transparentBackground ?? true,
      // Methods stored before issue 33 have none: their photos print as JPEG, the default.
      photoCompression: method.output.photoCompression ?? 'jpeg',
      iccProfile: profile && { id: profile.id, name: profile.name, storageKey: profile.storageKey, sha256: profile.sha256, colorSpace: profile.colorSpace },
      pricing: method.pricing,
    };
  }

  return {
    async methodFor({ productId, code }) {
      const product: Product | null = await orNull(deps.shop.getProduct(productId), 'svc_product_not_found');
      if (!product) return null;
      let first: PrintingMethod | null = null;
      for (const id of productConfigOf(product).printingMethodIds) {
        // Methods in use cannot be deleted, but the product's meta is not a foreign key: skip a gap.
        const method = await orNull(methods.records.get(id), 'svc_resource_not_found');
        if (!method?.active) continue;
        if (!code || method.code === code) return outputOf(method);
        first ??= method;
      }
      return first && outputOf(first);
    },
  };
}
