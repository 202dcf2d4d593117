import type { Clock, Setting } from '@dcs/platform';
import type { PricedLine } from './pricing-engine.ts';
import type { QuoteTokens } from './quote-token.ts';

/**
 * Signs the quote token of a priced line for a session: what the quote route answers, and what a
 * refused add-to-cart answers beside its refusal so the storefront can add the line again at once.
 */
export async function signLineQuote(
  deps: { tokens: QuoteTokens; clock: Clock; quoteTtl: Setting<number> },
  line: PricedLine,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = deps.clock.now();
  const expiresAt = issuedAt + (await deps.quoteTtl.get()) * 1000;
  const token = deps.tokens.sign({
    sid: deps.tokens.sessionHash(sessionId),
    design: line.design?.hash ?? null,
    product: line.product.id,
    options: line.options,
    quantity: line.quantity,
    currency: line.product.currency,
    unitPrice: line.result.unit_price,
    total: line.result.total,
    issuedAt,
    expiresAt,
  });
  return { token, expiresAt };
}
