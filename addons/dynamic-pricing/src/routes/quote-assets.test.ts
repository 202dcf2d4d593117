import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, pngOf } from '../../../../packages/server/src/core/resources/common/testing/upload-fixtures.ts';
import { sampleDesign, startPricingTestSystem, type PricingTestSystem } from '../testing/pricing-test-system.ts';

/** The sample design with a photo on its front naming `ref` (`upload:<id>` or `media:<id>`). */
function photoDesign(ref: string): Record<string, unknown> {
  const design = sampleDesign() as { sides: Array<{ elements: unknown[] }> };
  design.sides[0]!.elements.push({ id: 'photo', type: 'image', transform: { x: 20, y: 150, width: 60, height: 40 }, media: ref });
  return design;
}

/**
 * A quote sees what the cart would accept and nothing more: the session's own uploads, media items a
 * template offers. Another session's upload answers exactly as a missing one (nothing about it leaks),
 * and what the cart refuses is refused with the cart's code.
 */
describe('assets a quoted design names', () => {
  let s: PricingTestSystem;
  const quote = (client: ReturnType<PricingTestSystem['kit']['t']['client']>, design: unknown) => client.post('/wp-json/svc/v1/pricing/quote', { product_id: s.product.id, design });
  const addToCart = (client: ReturnType<PricingTestSystem['kit']['t']['client']>, design: unknown) => client.post('/wp-json/svc/v1/cart/items', { product_id: s.product.id, design });

  beforeAll(async () => {
    s = await startPricingTestSystem();
  });
  afterAll(() => s.close());

  it("quotes the session's own upload; another session's answers exactly as a missing one, as the cart does", async () => {
    const alice = s.kit.t.client();
    const upload = await alice.request('POST', '/wp-json/svc/v1/uploads', { body: fileForm(await pngOf(600, 400), 'photo.png') });
    expect(upload.status, upload.text).toBe(201);
    const own = await quote(alice, photoDesign(upload.body.ref));
    expect(own.status, own.text).toBe(200);
    expect(own.body.metrics.images).toBe(1);

    const bob = s.kit.t.client();
    const missingId = upload.body.id + 1000;
    const stolen = await quote(bob, photoDesign(upload.body.ref));
    const missing = await quote(bob, photoDesign(`upload:${missingId}`));
    expect(stolen.status).toBe(422);
    expect(stolen.body.code).toBe('svc_upload_not_yours');
    expect({ ...stolen.body, message: stolen.body.message.replace(String(upload.body.id), '<id>') }).toEqual({
      ...missing.body,
      message: missing.body.message.replace(String(missingId), '<id>'),
    });
    // The cart answers the same for both.
    const cart = await addToCart(bob, photoDesign(upload.body.ref));
    expect([cart.status, cart.body.code]).toEqual([422, stolen.body.code]);
  });

  it('refuses a media item that no template offers with the code the cart answers', async () => {
    const media = await s.admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(300, 200), 'logo.png', 'image/png') });
    expect(media.status, media.text).toBe(201);
    const customer = s.kit.t.client();
    const quoted = await quote(customer, photoDesign(`media:${media.body.id}`));
    const cart = await addToCart(customer, photoDesign(`media:${media.body.id}`));
    expect([cart.status, cart.body.code]).toEqual([422, 'svc_media_not_published']);
    expect([quoted.status, quoted.body.code]).toEqual([cart.status, cart.body.code]);
  });
});
