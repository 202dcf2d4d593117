import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PrintingColorMode, PrintingIccProfile, PrintingMethodPricing, PrintingService } from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';

/** A printing method as the suite seeds it; unset fields take the host's defaults. */
export interface SeedPrintingMethod {
  code: string;
  name?: string;
  active?: boolean;
  colorMode?: PrintingColorMode;
  iccProfileId?: number | null;
  resolutionDpi?: number;
  bleedMm?: number;
  cropMarks?: boolean;
  kind?: 'sheet' | 'garment';
  transparentBackground?: boolean;
  pricing?: Partial<PrintingMethodPricing>;
}

/**
 * How the suite creates what the read-only service reads. A host implements it with its own admin
 * stores (in the standalone host: the stores behind `api/v1/printing/methods`, `api/v1/icc_profiles`
 * and the product configuration).
 */
export interface PrintingConformanceSeed {
  /** Stores a CMYK output profile; `isDefault` makes it the default output profile (and no other). */
  profile(options: { isDefault: boolean }): Promise<PrintingIccProfile>;
  method(input: SeedPrintingMethod): Promise<{ id: number }>;
  updateMethod(id: number, patch: Pick<SeedPrintingMethod, 'active' | 'iccProfileId' | 'pricing'>): Promise<void>;
  /** A product whose assigned methods are `methodIds`, in that order. */
  product(methodIds: readonly number[]): Promise<{ id: number }>;
}

/** What the printing suite drives. */
export interface PrintingConformanceServices {
  printing: PrintingService;
  seed: PrintingConformanceSeed;
}

/**
 * The contract of {@link PrintingService}: a product's first active method with its output settings,
 * profile (its own, else the default output profile) and price inputs, a requested code chosen only among the
 * product's active methods, null when nothing applies, and answers that follow the admin's changes.
 * The suite expects no default output profile before its first test.
 */
export function printingConformance(harness: ConformanceHarness<PrintingConformanceServices>): void {
  let printing: PrintingService;
  let seed: PrintingConformanceSeed;
  let sequence = 0;
  const code = (prefix: string) => `${prefix}-${++sequence}`;
  beforeAll(async () => {
    ({ printing, seed } = await harness.setup());
  });
  afterAll(() => harness.teardown());

  it('gives a method that names no profile the default output profile, and none while there is no default', async () => {
    const method = await seed.method({ code: code('press'), colorMode: 'cmyk', iccProfileId: null });
    const { id: productId } = await seed.product([method.id]);
    expect((await printing.methodFor({ productId }))?.iccProfile).toBeNull();
    const first = await seed.profile({ isDefault: true });
    expect((await printing.methodFor({ productId }))?.iccProfile).toEqual(first);
    const second = await seed.profile({ isDefault: true });
    expect((await printing.methodFor({ productId }))?.iccProfile).toEqual(second);
    const own = await seed.profile({ isDefault: false });
    await seed.updateMethod(method.id, { iccProfileId: own.id });
    expect((await printing.methodFor({ productId }))?.iccProfile).toEqual(own);
  });

  it("answers the product's first active method with its output settings and own profile", async () => {
    const profile = await seed.profile({ isDefault: false });
    const offset = code('offset');
    const pricing = { setupFee: 1500, perSide: 75, perColor: 40, perAreaCm2: 0.35, quantityTiers: [{ minQuantity: 10, discountPercent: 5 }, { minQuantity: 100, discountPercent: 12.5 }] };
    const cmyk = await seed.method({ code: offset, name: 'Offset', colorMode: 'cmyk', iccProfileId: profile.id, resolutionDpi: 600, bleedMm: 3, cropMarks: false, pricing });
    const rgb = await seed.method({ code: code('digital'), colorMode: 'rgb', cropMarks: true });
    const product = await seed.product([cmyk.id, rgb.id]);
    expect(await printing.methodFor({ productId: product.id })).toEqual({
      id: cmyk.id,
      code: offset,
      name: 'Offset',
      colorMode: 'cmyk',
      resolutionDpi: 600,
      bleedMm: 3,
      cropMarks: false,
      kind: 'sheet',
      transparentBackground: true,
      photoCompression: 'jpeg',
      iccProfile: { id: profile.id, name: profile.name, storageKey: profile.storageKey, sha256: profile.sha256, colorSpace: 'CMYK' },
      pricing,
    });
    expect(profile.sha256).toMatch(/^[0-9a-f]{64}$/);
    const reversed = await seed.product([rgb.id, cmyk.id]);
    const free = { setupFee: 0, perSide: 0, perColor: 0, perAreaCm2: 0, quantityTiers: [] };
    expect(await printing.methodFor({ productId: reversed.id })).toMatchObject({ id: rgb.id, colorMode: 'rgb', cropMarks: true, pricing: free });
  });

  it('answers a garment method as such: each print area at real size, never crop marks, its background', async () => {
    const garment = await seed.method({ code: code('dtf'), colorMode: 'rgb', cropMarks: true, kind: 'garment', transparentBackground: false });
    const product = await seed.product([garment.id]);
    expect(await printing.methodFor({ productId: product.id })).toMatchObject({ id: garment.id, kind: 'garment', cropMarks: false, transparentBackground: false });
  });

  it("chooses a requested code only among the product's active methods", async () => {
    const [a, b, off, elsewhere] = [code('a'), code('b'), code('off'), code('elsewhere')];
    const methodA = await seed.method({ code: a });
    const methodB = await seed.method({ code: b });
    const inactive = await seed.method({ code: off, active: false });
    await seed.method({ code: elsewhere });
    const { id: productId } = await seed.product([methodA.id, inactive.id, methodB.id]);
    expect(await printing.methodFor({ productId, code: b })).toMatchObject({ id: methodB.id, code: b });
    for (const ignored of [off, elsewhere, 'no-such-method', '', null, undefined]) {
      expect((await printing.methodFor({ productId, code: ignored }))?.code, String(ignored)).toBe(a);
    }
  });

  it('skips inactive methods and answers null when no active method applies or the product is unknown', async () => {
    const inactive = await seed.method({ code: code('old'), active: false });
    const active = await seed.method({ code: code('new') });
    expect((await printing.methodFor({ productId: (await seed.product([inactive.id, active.id])).id }))?.id).toBe(active.id);
    expect(await printing.methodFor({ productId: (await seed.product([inactive.id])).id })).toBeNull();
    expect(await printing.methodFor({ productId: (await seed.product([])).id })).toBeNull();
    expect(await printing.methodFor({ productId: 999_999 })).toBeNull();
    expect(await printing.methodFor({ productId: -1, code: 'x' })).toBeNull();
  });

  it("follows the admin's changes at once", async () => {
    const first = await seed.method({ code: code('first') });
    const second = await seed.method({ code: code('second') });
    const { id: productId } = await seed.product([first.id, second.id]);
    expect((await printing.methodFor({ productId }))?.id).toBe(first.id);
    await seed.updateMethod(first.id, { active: false });
    expect((await printing.methodFor({ productId }))?.id).toBe(second.id);
    await seed.updateMethod(first.id, { active: true });
    expect((await printing.methodFor({ productId }))?.id).toBe(first.id);
    await seed.updateMethod(first.id, { pricing: { perSide: 90 } });
    expect((await printing.methodFor({ productId }))?.pricing).toMatchObject({ setupFee: 0, perSide: 90 });
    // An answer is the caller's own copy: changing it changes nothing the next caller sees.
    const answer = await printing.methodFor({ productId });
    answer!.pricing.quantityTiers.push({ minQuantity: 1, discountPercent: 100 });
    expect((await printing.methodFor({ productId }))?.pricing.quantityTiers).toEqual([]);
  });
}
