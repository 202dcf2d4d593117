import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { addToCartWorkflow } from '@medusajs/medusa/core-flows';
import { DCS_MODULE } from '../../../../../../modules/dcs';
import DcsConnectorService, { DcsRefusal } from '../../../../../../modules/dcs/service';
import { dcsLineOf, linkedDcsProduct, type DcsLineMetadata } from '../../../../../../lib/dcs-line';
import { toMedusaAmount } from '../../../../../../lib/money';
import type { DcsAddLineBody } from '../../../../../middlewares';

/**
 * Adds a designed line to a Medusa cart at the price dcs verified for its quote token: the browser
 * sends the design and token it got from `<dcs-designer>`, never a price that counts. A price the page
 * claims (`unit_price`, minor units) must be dcs's, a token already in this cart or already ordered is
 * refused, and so is a token dcs says does not match the design, product, options or quantity.
 */
export async function POST(req: MedusaRequest<DcsAddLineBody>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody;
  const cartId = req.params.id!;
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const dcs = req.scope.resolve<DcsConnectorService>(DCS_MODULE);

  const { data: [variant] } = await query.graph({ entity: 'variant', fields: ['id', 'product.id', 'product.metadata'], filters: { id: body.variant_id } });
  const dcsProduct = linkedDcsProduct(variant?.product?.metadata);
  if (!variant || dcsProduct === null) return refuse(res, 400, 'dcs_product_not_linked', 'This variant belongs to no product linked to dcs (product metadata dcs_product_id).');

  const { data: [cart] } = await query.graph({ entity: 'cart', fields: ['id', 'currency_code', 'completed_at', 'items.id', 'items.metadata'], filters: { id: cartId } });
  if (!cart) return refuse(res, 404, 'dcs_cart_not_found', 'No such cart.');
  if ((cart.items ?? []).some((item: { metadata?: Record<string, unknown> | null } | null) => dcsLineOf(item?.metadata)?.dcs_quote_token === body.quote_token)) {
    return refuse(res, 409, 'svc_connector_quote_reused', 'This quote token already pays for a line of this cart.');
  }

  const line = { product_id: dcsProduct, quantity: body.quantity, options: body.options ?? {}, quote_token: body.quote_token, ...(body.design_id !== undefined ? { design_id: body.design_id } : { design: body.design }) };
  let verified;
  try {
    verified = await dcs.verifyQuote(line);
  } catch (error) {
    if (error instanceof DcsRefusal) return refuse(res, error.status >= 500 ? 502 : error.status, error.code, error.message, error.data);
    throw error;
  }
  if (!verified.quoted) return refuse(res, 409, 'svc_pricing_quote_token_invalid', 'dcs did not price this line from its quote token.');
  if (verified.currency.toLowerCase() !== String(cart.currency_code).toLowerCase()) {
    return refuse(res, 409, 'dcs_currency_mismatch', `dcs prices in ${verified.currency}, the cart is in ${cart.currency_code}.`);
  }
  if (body.unit_price !== undefined && body.unit_price !== verified.unit_price) {
    return refuse(res, 409, 'svc_connector_price_mismatch', 'The price sent is not the one dcs verified for this design.', { charged: body.unit_price, verified: verified.unit_price });
  }

  const metadata: DcsLineMetadata = {
    dcs_product_id: dcsProduct,
    dcs_quantity: body.quantity,
    dcs_options: line.options,
    ...(body.design_id !== undefined ? { dcs_design_id: body.design_id } : { dcs_design: body.design }),
    dcs_quote_token: body.quote_token,
    dcs_unit_price: verified.unit_price,
  };
  await addToCartWorkflow(req.scope).run({
    input: { cart_id: cartId, items: [{ variant_id: variant.id, quantity: body.quantity, unit_price: toMedusaAmount(verified.unit_price, verified.currency), metadata: metadata as unknown as Record<string, unknown> }] },
  });
  const { data: [updated] } = await query.graph({ entity: 'cart', fields: ['id', 'currency_code', 'total', 'items.id', 'items.title', 'items.quantity', 'items.unit_price', 'items.metadata'], filters: { id: cartId } });
  res.status(200).json({ cart: updated });
}

function refuse(res: MedusaResponse, status: number, code: string, message: string, data: Record<string, unknown> = {}): void {
  res.status(status).json({ code, message, data });
}
