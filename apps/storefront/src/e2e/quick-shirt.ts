import sharp from 'sharp';
import type { Shop } from './storefront-harness.ts';

/** A flat-laid T-shirt drawn for the tests: white body on a grey floor, 800 × 800 px. */
export function tshirtPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#C9CDD2"/>` +
    `<path d="M260 90 L330 70 Q400 120 470 70 L540 90 L720 200 L650 330 L580 290 L580 740 L220 740 L220 290 L150 330 L80 200 Z" fill="#FAFAF7" stroke="#B5B8BC" stroke-width="4"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Where the front's chest print area (300 × 400 mm) lies on {@link tshirtPhoto}, in photo pixels. */
export const CHEST_PLACEMENT = { x: 280, y: 250, width: 240, height: 320 };

/** A customer photo of one plain colour, so the print shows where it landed. */
export function plainPhoto(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

async function uploadMedia(shop: Shop, bytes: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const created = await shop.admin.request('POST', '/api/v1/media', { body: form });
  if (created.status !== 201) throw new Error(`media upload answered ${created.status}: ${created.text}`);
  return created.body.id as number;
}

/**
 * Gives the demo T-shirt a mockup photo on its front and a "Photo shirt" template as its default:
 * a photo placeholder (200 × 200 mm on the chest) and a name of at most 12 characters in two fonts
 * and two colours, which shrinks to fit.
 */
export async function setUpPhotoShirt(shop: Shop): Promise<{ productId: number; templateId: number }> {
  const products = (await shop.admin.get('/api/v1/products?per_page=100')).body as Array<{ id: number; sku: string; sides: Array<Record<string, unknown>> }>;
  const tee = products.find((product) => product.sku === 'DEMO-TSHIRT');
  if (!tee) throw new Error('no demo T-shirt');
  const mockup = await uploadMedia(shop, await tshirtPhoto(), 'tshirt.png');
  const sides = tee.sides.map(({ mockup: _m, mockupMediaId: _id, mockupPlacement: _p, ...side }) =>
    side.id === 'front' ? { ...side, mockupMediaId: mockup, mockupPlacement: CHEST_PLACEMENT } : side);
  const patched = await shop.admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { sides } });
  if (patched.status !== 200) throw new Error(`product patch answered ${patched.status}: ${patched.text}`);
  const sample = await uploadMedia(shop, await plainPhoto(1200, 1200, '#9AA0A6'), 'sample.png');
  const design = {
    schemaVersion: 3,
    name: 'Photo shirt',
    sides: sides.map(({ mockupMediaId: _id, mockupPlacement: _p, ...side }) => ({
      ...side,
      elements: side.id !== 'front' ? [] : [
        { id: 'photo', type: 'image', layer: 'photo', placeholder: true, media: `media:${sample}`, transform: { x: 150, y: 150, width: 200, height: 200, rotation: 0 }, permissions: { removable: false } },
        { id: 'name', type: 'text', layer: 'name', placeholder: true, content: 'YOUR NAME', fontFamily: 'Montserrat', fontWeight: 700, fontSize: 90, fill: '#1A1A1A', align: 'center', overflow: 'shrink',
          transform: { x: 110, y: 380, width: 280, height: 60, rotation: 0 }, permissions: { removable: false, maxLength: 12 } },
      ],
    })),
  };
  const created = await shop.admin.post('/wp-json/svc/v1/design-templates', {
    name: 'Photo shirt',
    design,
    fields: { name: { label: 'Name on the shirt', allowed_fonts: ['Montserrat', 'Bebas Neue'], allowed_colors: ['#1A1A1A', '#E63946'] }, photo: { label: 'Your photo' } },
  });
  if (created.status !== 201) throw new Error(`template answered ${created.status}: ${created.text}`);
  const templateId = created.body.id as number;
  const assigned = await shop.admin.post(`/wp-json/svc/v1/design-templates/${templateId}/assign`, { shop_product_id: tee.id });
  if (![200, 201].includes(assigned.status)) throw new Error(`assign answered ${assigned.status}: ${assigned.text}`);
  const defaulted = await shop.admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { defaultTemplateId: templateId } });
  if (defaulted.status !== 200) throw new Error(`default template answered ${defaulted.status}: ${defaulted.text}`);
  return { productId: tee.id, templateId };
}
