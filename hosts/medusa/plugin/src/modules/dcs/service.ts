import { MedusaError } from '@medusajs/framework/utils';
import { Webhook } from 'standardwebhooks';

/** The plugin's options (medusa-config `plugins: [{ resolve: '@dcs/medusa', options }]`). */
export interface DcsPluginOptions {
  /** dcs's base URL, e.g. `http://localhost:8080`. */
  dcsUrl: string;
  /** A dcs shop API key with `quotes:verify`, `orders:write` (and `orders:read`, `jobs:read`). */
  shopKey: string;
  /** The signing secret (`whsec_…`) of the webhook endpoint registered in dcs for this Medusa. */
  webhookSecret: string;
}

/** A line as dcs's connector takes it (`docs/connector.md`). */
export interface DcsLineInput {
  product_id: number;
  quantity: number;
  options: Record<string, string>;
  design?: unknown;
  design_id?: number;
  quote_token: string;
}

export interface DcsVerifiedPrice {
  unit_price: number;
  total: number;
  currency: string;
  quoted: boolean;
}

/** dcs's answer to a refused call: its stable error code, message and data. */
export class DcsRefusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly data: Record<string, unknown>) {
    super(message);
  }
}

/**
 * The Medusa side of dcs's connector: price checks, paid orders, cancellations (with the shop key) and
 * the webhook signature check. One instance per Medusa process, resolved as `dcs` from the container.
 */
export default class DcsConnectorService {
  readonly #options: DcsPluginOptions;
  #webhook: Webhook | null = null;

  constructor(_deps: Record<string, unknown>, options: DcsPluginOptions) {
    this.#options = options;
  }

  get configured(): boolean {
    return Boolean(this.#options.dcsUrl && this.#options.shopKey);
  }

  /** dcs's price for this line, checked against its quote token; throws {@link DcsRefusal} when dcs refuses it. */
  verifyQuote(line: DcsLineInput): Promise<DcsVerifiedPrice> {
    return this.#call('POST', 'connector/quotes/verify', line);
  }

  /** Sends a paid order; idempotent on `shop_order_id` (dcs answers the stored order again). */
  sendOrder(order: { shop_order_id: string; email?: string; lines: Array<DcsLineInput & { line_id: string; unit_price: number }> }): Promise<{ order_id: number; status: string }> {
    return this.#call('POST', 'connector/orders', order);
  }

  /** Cancels (or refunds) an order dcs has; jobs not yet in the hotfolder stop. */
  cancelOrder(shopOrderId: string, refund = false): Promise<{ status: string }> {
    return this.#call('POST', `connector/orders/${encodeURIComponent(shopOrderId)}/cancel`, { refund });
  }

  /** The body of a signed dcs webhook, or throws when the signature, timestamp or id is wrong. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): unknown {
    if (!this.#options.webhookSecret) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'No dcs webhook secret is configured.');
    this.#webhook ??= new Webhook(this.#options.webhookSecret);
    const flat: Record<string, string> = {};
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const value = headers[name];
      flat[name] = Array.isArray(value) ? value[0] ?? '' : value ?? '';
    }
    return this.#webhook.verify(rawBody, flat);
  }

  async #call<T>(method: string, path: string, body: unknown): Promise<T> {
    if (!this.configured) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, 'The dcs plugin has no dcsUrl or shopKey.');
    const response = await fetch(new URL(`api/v1/${path}`, this.#options.dcsUrl.replace(/\/?$/, '/')), {
      method,
      headers: { authorization: `Bearer ${this.#options.shopKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => null)) as any;
    if (!response.ok) {
      throw new DcsRefusal(response.status, answer?.code ?? 'dcs_unavailable', answer?.message ?? `dcs answered ${response.status}`, answer?.data ?? {});
    }
    return answer as T;
  }
}
