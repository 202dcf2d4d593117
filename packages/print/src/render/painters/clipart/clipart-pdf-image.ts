import { deflateSync } from 'node:zlib';
import type { ClipartImageNode } from '@dcs/design';
import type { PrintColorConverter } from '../../../color/print-color-converter.ts';
import { encodeImageSamples } from '../../../images/image-samples.ts';
import { DEFAULT_IMAGE_RESOLUTION, prepareImage, type ImageResolutionOptions } from '../../../images/print-image.ts';
import type { PageResources } from '../../../pdf/page-resources.ts';
import type { PdfDocument } from '../../../pdf/pdf-document.ts';
import { name, type PdfRef } from '../../../pdf/pdf-objects.ts';

/**
 * An image embedded in a clipart as an image XObject, through the photo pipeline: resampled for its
 * printed size (`mmPerUnit` millimetres per unit of the node), converted to the output color space,
 * its alpha a soft mask. The image space is the unit square; the caller places it.
 */
export async function writeClipartImage(
  node: ClipartImageNode,
  deps: { document: PdfDocument; colors: PrintColorConverter; page: PageResources; mmPerUnit: number; resolution?: ImageResolutionOptions },
): Promise<PdfRef> {
  const bytes = new Uint8Array(Buffer.from(node.href.slice(node.href.indexOf(',') + 1), 'base64'));
  const asset = { bytes, mimeType: node.href.startsWith('data:image/png') ? ('image/png' as const) : ('image/jpeg' as const), widthPx: node.widthPx, heightPx: node.heightPx };
  const size = { x: 0, y: 0, width: node.width * deps.mmPerUnit, height: node.height * deps.mmPerUnit, rotation: 0 };
  const prepared = await prepareImage(asset, { media: 'clipart-image', crop: { x: 0, y: 0, width: 1, height: 1 }, transform: size }, deps.resolution ?? DEFAULT_IMAGE_RESOLUTION);
  const samples = await encodeImageSamples(prepared.rgb, deps.colors, 3);
  const { writer } = deps.document;
  // A logo's small image is enlarged smoothly, as the SVG renderers of the previews do.
  const base = { Type: name('XObject'), Subtype: name('Image'), Width: prepared.widthPx, Height: prepared.heightPx, BitsPerComponent: 8, Interpolate: true };
  const smask = prepared.alpha ? writer.addStream({ ...base, ColorSpace: name('DeviceGray'), Filter: name('FlateDecode') }, deflateSync(prepared.alpha), { compress: false }) : undefined;
  if (smask) deps.page.transparent = true;
  return writer.addStream({ ...base, ColorSpace: name(samples.space), SMask: smask, Filter: name('FlateDecode') }, samples.parts, { compress: false });
}
