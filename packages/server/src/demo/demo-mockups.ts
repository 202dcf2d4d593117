import type { Product } from '@dcs/platform';
import type { DemoAdminClient } from './demo-admin-client.ts';

/** Photo pixels per millimetre of the demo T-shirt photos, and where the 500 × 700 mm body starts on them. */
const SCALE = 0.84;
const BODY = { x: 240, y: 200 };

/**
 * A flat-laid white T-shirt, drawn for dcs (front: round neck; back: a higher collar line), 900 × 900 px
 * on a transparent background, so the storefront tints only the shirt with the colour chosen (the
 * colour option's swatches): the body is the side's 500 × 700 mm trim box at {@link SCALE}, sleeves
 * and collar around it.
 */
function shirtSvg(back: boolean): string {
  const left = BODY.x;
  const right = BODY.x + 500 * SCALE;
  const top = BODY.y;
  const bottom = BODY.y + 700 * SCALE;
  const neck = back ? `Q450 ${top - 40} 530 ${top - 60}` : `Q450 ${top + 10} 530 ${top - 60}`;
  const outline = `M370 ${top - 60} ${neck} L${right + 150} ${top + 60} L${right + 90} ${top + 200} L${right} ${top + 150} L${right} ${bottom} L${left} ${bottom} L${left} ${top + 150} L${left - 90} ${top + 200} L${left - 150} ${top + 60} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">` +
    `<defs><linearGradient id="fold" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.06"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.07"/></linearGradient></defs>` +
    `<path d="${outline}" fill="#FBFBF8" stroke="#B9BDC2" stroke-width="3"/><path d="${outline}" fill="url(#fold)"/>` +
    '</svg>';
}

/** Where a print area (mm from the trim's top-left corner) lies on the photo, in photo pixels. */
function placementOf(area: { x: number; y: number; width: number; height: number }) {
  return { x: BODY.x + area.x * SCALE, y: BODY.y + area.y * SCALE, width: area.width * SCALE, height: area.height * SCALE };
}

/**
 * Gives the demo T-shirt's sides a mockup photo with its placement (products resource), so the
 * designer, the quick panel and the cart show designs on the shirt. Only while no side has one.
 * Answers how many photos were added.
 */
export async function seedDemoMockups(api: DemoAdminClient, tee: Product): Promise<number> {
  const config = await api.expect('GET', `/api/v1/products/${tee.id}`) as { sides: Array<Record<string, unknown> & { id: string; printAreas: Array<{ x: number; y: number; width: number; height: number }>; mockupMediaId: number | null }> };
  if (config.sides.length === 0 || config.sides.some((side) => side.mockupMediaId !== null)) return 0;
  // Loaded here, not with the module: `dcs start` loads the demo code, and libvips costs ~20 MB at rest.
  const { default: sharp } = await import('sharp');
  const sides = [];
  for (const { mockup: _key, ...side } of config.sides) {
    const png = await sharp(Buffer.from(shirtSvg(side.id === 'back'))).png({ compressionLevel: 9, palette: true }).toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `demo-tshirt-${side.id}.png`);
    const media = await api.expect('POST', '/api/v1/media', form);
    sides.push({ ...side, mockupMediaId: media.id, mockupPlacement: placementOf(side.printAreas[0]!) });
  }
  await api.expect('PATCH', `/api/v1/products/${tee.id}`, { sides });
  return sides.length;
}
