import { DesignerError } from './api-client.ts';

/** The line add to cart hands a shop's own cart: what dcs's cart takes, quote token included. */
export interface HostCartLine {
  product_id: number;
  quantity: number;
  options: Record<string, string>;
  design: unknown;
  quote_token: string;
  /** dcs's unit price and total for the line, minor units (the shop's server verifies them with dcs). */
  unit_price: number;
  total: number;
  currency: string;
  accept_low_resolution?: boolean;
}

/**
 * A shop on another platform (Medusa, WooCommerce…) sets `element.hostCart` to put lines in its own
 * cart: add to cart then calls it instead of dcs's `cart/items`, and `dcs-added-to-cart` carries what it
 * resolved. A refusal it throws as `{ code, message, data }` (the shop's server passing on dcs's) is
 * shown like dcs's own, and a refused quote token is quoted again as for dcs's cart.
 */
export type HostCart = (line: HostCartLine) => Promise<unknown>;

/**
 * A page that sets `hostCart` before dcs's script defined the element (it loads as a module, often
 * later) leaves an own property on the plain element, which would hide the class's accessor after the
 * upgrade: the element's constructor hands it over.
 */
export function adoptHostCart(element: HTMLElement & { hostCart: HostCart | null }): void {
  if (!Object.hasOwn(element, 'hostCart')) return;
  const value = (element as { hostCart: HostCart | null }).hostCart;
  delete (element as Partial<{ hostCart: HostCart | null }>).hostCart;
  element.hostCart = value;
}

export async function postToHostCart(hostCart: HostCart, line: HostCartLine): Promise<unknown> {
  try {
    return await hostCart(line);
  } catch (error) {
    if (error instanceof DesignerError) throw error;
    const refusal = (error ?? {}) as { code?: unknown; message?: unknown; status?: unknown; data?: unknown };
    const code = typeof refusal.code === 'string' ? refusal.code : 'svc_designer_host_cart_failed';
    const message = typeof refusal.message === 'string' ? refusal.message : String(error);
    throw new DesignerError(code, message, typeof refusal.status === 'number' ? refusal.status : 0, refusal.data && typeof refusal.data === 'object' ? (refusal.data as Record<string, unknown>) : {});
  }
}
