import { defaultMockupPlacement, readImageInfo, renderMockupSvg, validateDesign, type DesignLayout, type DesignSide, type MockupKind, type Rect } from '@dcs/design';

/** What {@link captureMockup} draws. */
export interface MockupCaptureOptions {
  /** The design to draw (an assignment's fitted design); default: the editor's document. */
  design?: unknown;
  /** The side to draw; default: the first. */
  sideId?: string;
  /** The product photo (PNG, JPEG or WebP). */
  photo: Blob;
  /** Where the print area lies on the photo (photo pixels); default: {@link mockupPlacement}. */
  placement?: Rect;
  /** Flat (default) or wrapped around a mug, as the side's mockup kind says (the storefront's picture). */
  kind?: MockupKind;
}

/**
 * Where a side's print area lies on its product photo, in photo pixels. The convention the admin's
 * product screen draws print areas with: the photo shows the side's trim box with its bleed, scaled to
 * cover (CSS `object-fit: cover`, centred). This rectangle is `renderMockupSvg`'s `placement`, so the
 * print area maps exactly onto it.
 */
export function mockupPlacement(side: Pick<DesignSide, 'trim' | 'bleed'>, area: Rect, photo: { widthPx: number; heightPx: number }): Rect {
  return defaultMockupPlacement(side, area, photo);
}

/**
 * A mockup as a PNG: the design's side drawn onto the product photo by `renderMockupSvg` of
 * `@dcs/design` (the server's own function, so the geometry is the server's), rasterized at the
 * photo's size by the browser.
 */
export async function captureMockup(layoutOf: (design: ReturnType<typeof validateDesign>) => Promise<DesignLayout>, fallback: unknown, options: MockupCaptureOptions): Promise<Blob> {
  const design = validateDesign(options.design ?? fallback);
  const side = design.sides.find((candidate) => candidate.id === options.sideId) ?? design.sides[0]!;
  const area = side.printAreas[0] ?? { x: 0, y: 0, ...side.trim };
  const bytes = new Uint8Array(await options.photo.arrayBuffer());
  const info = readImageInfo(bytes);
  if (!info) throw Object.assign(new Error('The product photo is not a PNG, JPEG or WebP image.'), { code: 'svc_image_invalid' });
  const layout = await layoutOf(design);
  const svg = renderMockupSvg(layout, side.id, { photo: { ...info, bytes }, placement: options.placement ?? mockupPlacement(side, area, info), printAreaId: side.printAreas[0]?.id, kind: options.kind ?? 'flat' });
  return rasterize(svg, info.widthPx, info.heightPx);
}

async function rasterize(svg: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The mockup could not be drawn.'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
