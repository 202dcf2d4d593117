import type { DesignLayout } from '@dcs/design';
import type { PrintColorConverter } from '@dcs/print';
import { createError, type AssetsService, type StorageService } from '@dcs/platform';
import type { IccProfileStore } from '../icc-profiles/icc-profile-store.ts';
import type { PrintingMethod, PrintingMethodStore } from '../printing/printing-method-store.ts';
import type { CustomerDesign } from './customer-design-store.ts';

/** How a PDF is asked for: an RGB proof, or the output settings of a printing method. */
export type PdfMode = 'rgb' | 'method';

/**
 * Previews and print PDFs of saved designs, rendered with the shop's assets. The design, SVG/PNG and
 * print packages (fontkit, resvg, sharp, LittleCMS, pdf-lib) load with the first output asked for,
 * so a web process that never renders one does not carry them.
 */
export class CustomerDesignOutput {
  readonly #deps: { assets: AssetsService; storage: StorageService; methods: PrintingMethodStore; profiles: IccProfileStore };

  constructor(deps: { assets: AssetsService; storage: StorageService; methods: PrintingMethodStore; profiles: IccProfileStore }) {
    this.#deps = deps;
  }

  async layout(design: Pick<CustomerDesign, 'design'>): Promise<DesignLayout> {
    const { assets } = this.#deps;
    const { layoutDesign, loadDesignResources } = await import('@dcs/design');
    return layoutDesign(design.design, await loadDesignResources(design.design, { fonts: assets, assets }));
  }

  async preview(design: CustomerDesign, sideId: string | undefined, format: 'svg' | 'png', widthPx: number): Promise<string | Uint8Array> {
    const layout = await this.layout(design);
    const side = sideId ?? design.design.sides[0]!.id;
    if (format === 'svg') return (await import('@dcs/design')).renderSideSvg(layout, side, { background: '#FFFFFF' });
    return (await import('@dcs/design/node')).renderSidePng(layout, side, { widthPx }, { background: '#FFFFFF' });
  }

  /**
   * The printing method a PDF uses: the one asked for, else the first active method (lowest id),
   * which is what "the default printing method" means until methods get an explicit default.
   */
  async #method(id: number | undefined): Promise<PrintingMethod> {
    const { methods } = this.#deps;
    if (id !== undefined) return methods.records.get(id);
    const { items } = await methods.records.list({ page: 1, perPage: 100, offset: 0, search: undefined, orderby: 'id', order: 'asc' });
    const first = items.find((m) => m.active);
    if (!first) throw createError('svc_resource_invalid', { params: { resource: 'print PDF', reason: 'there is no active printing method; ask for mode=rgb or create one.' } });
    return first;
  }

  async #cmyk(method: PrintingMethod): Promise<PrintColorConverter> {
    const { profiles, storage } = this.#deps;
    const profile = await profiles.outputProfile(method.output.iccProfileId);
    if (!profile) throw createError('svc_resource_invalid', { params: { resource: 'print PDF', reason: `printing method "${method.name}" prints CMYK but there is no output ICC profile; upload one.` } });
    const { createCmykColorConverter } = await import('@dcs/print');
    return createCmykColorConverter({ profile: new Uint8Array(await storage.getBuffer(profile.storageKey)), info: profile.description });
  }

  /** The print PDF: an RGB proof with crop marks, or the method's color mode and crop marks (CMYK through its ICC profile). */
  async pdf(design: Pick<CustomerDesign, 'design'>, mode: PdfMode, methodId?: number): Promise<{ bytes: Uint8Array; colorMode: string; method: string | null }> {
    const layout = await this.layout(design);
    const { createRgbColorConverter, imageResolutionForDpi, renderPrintPdf } = await import('@dcs/print');
    if (mode === 'rgb') return { bytes: (await renderPrintPdf(layout, { colors: createRgbColorConverter(), cropMarks: true })).bytes, colorMode: 'rgb', method: null };
    const method = await this.#method(methodId);
    const colors = method.output.colorMode === 'cmyk' ? await this.#cmyk(method) : createRgbColorConverter();
    const { bytes } = await renderPrintPdf(layout, { colors, cropMarks: method.output.cropMarks, imageResolution: imageResolutionForDpi(method.output.resolutionDpi), photoCompression: method.output.photoCompression ?? 'jpeg' });
    return { bytes, colorMode: method.output.colorMode === 'cmyk' ? 'cmyk' : 'rgb', method: method.code };
  }
}
