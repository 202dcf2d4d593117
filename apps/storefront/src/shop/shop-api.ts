/** What the demo shop reads from `svc/v1`: products, the cart and orders (docs/storefront.md). */

/** `GET /products/{id}`: the fields the shop shows. */
export interface Product {
  id: number;
  name: string;
  base_price: number;
  currency: string;
  options: Array<{ name: string; label: string; values: Array<{ value: string; label: string; price_delta: number; swatch?: string }> }>;
}

/** A line of the price as the shop stores it on a cart line (`meta.price_lines`, `PriceLine` of `@dcs/platform`). */
export interface StoredPriceLine {
  id: string;
  label: string;
  /** `unit`: `amount` for every item; `line`: once for the line. */
  scope: 'unit' | 'line';
  amount: number;
}

/** The order line core writes into a line's `meta.line` (`OrderLine` of `@dcs/platform`): the fields the shop shows. */
export interface OrderLineMeta {
  options: Array<{ name: string; label: string; value: string; valueLabel: string }>;
  quantity: { count: number; perUnit: number | null; text: string };
  printedSides: string[] | null;
  lowResolutionAccepted: boolean;
}

/** A cart line, or an order line (which adds the product's name). */
export interface Line {
  id: number;
  product_id: number;
  quantity: number;
  options: Record<string, string>;
  design: unknown;
  meta: { price_lines?: StoredPriceLine[]; line?: OrderLineMeta; [key: string]: unknown };
  unit_price: number;
  line_total: number;
  product_name?: string;
}

export interface Cart {
  currency: string | null;
  items: Line[];
  total: number;
}

export interface Order {
  id: number;
  status: string;
  currency: string;
  total: number;
  email: string | null;
  items: Line[];
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string | null>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children.filter((child): child is Node | string => child !== null));
  return node;
}

export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
}

/** A refusal of the server: its sentence, code and data. */
export class ShopError extends Error {
  readonly code: string;
  readonly data: Record<string, unknown>;

  constructor(message: string, code: string, data: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** A JSON request with the customer's cookie; a refusal throws a {@link ShopError} with the server's sentence. */
export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  const body = (await response.json().catch(() => null)) as { message?: string; code?: string; data?: Record<string, unknown> } | null;
  if (!response.ok) throw new ShopError(body?.message ?? `HTTP ${response.status}`, body?.code ?? 'http_error', body?.data ?? {});
  return body as T;
}

/** A JSON body sent with `method`. */
export function sendJson<T>(url: string, method: string, body?: unknown): Promise<T> {
  return getJson<T>(url, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/**
 * The products of these lines from the public catalogue; a product since removed is left out, and one
 * no longer sold (archived) is named in `gone` with the name its refusal gives.
 */
export async function productsOf(api: string, lines: readonly Line[]): Promise<Map<number, Product>> {
  return (await catalogOf(api, lines)).products;
}

/** {@link productsOf} and the lines' products that are no longer sold, by id, with their names. */
export async function catalogOf(api: string, lines: readonly Line[]): Promise<{ products: Map<number, Product>; gone: Map<number, string> }> {
  const unique = [...new Set(lines.map((line) => line.product_id))];
  const found = await Promise.allSettled(unique.map((id) => getJson<Product>(`${api}products/${id}`)));
  const products = new Map<number, Product>();
  const gone = new Map<number, string>();
  found.forEach((result, index) => {
    if (result.status === 'fulfilled') products.set(unique[index]!, result.value);
    else if (result.reason instanceof ShopError && result.reason.code === 'svc_product_archived') gone.set(unique[index]!, String(result.reason.data.name ?? ''));
  });
  return { products, gone };
}
