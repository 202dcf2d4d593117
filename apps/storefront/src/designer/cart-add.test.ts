import { describe, expect, it } from 'vitest';
import { DesignerError } from './api-client.ts';
import { adoptQuote, postWithFreshQuote, type CarriedQuote, type FreshQuotes } from './cart-add.ts';
import type { Quote } from './storefront-types.ts';

const quote = (total: number, token: string): Quote => ({ currency: 'EUR', unit_price: total, total, quantity: 1, breakdown: [{ name: 'Setup', amount: 100 }], quote_token: token, expires_at: '2026-11-28T12:00:00Z' });
const carried = (total: number, token: string): CarriedQuote => ({ currency: 'EUR', unit_price: total, total, quote_token: token, expires_at: '2026-11-28T12:05:00Z' });

/** An element's quotes: the one on screen, a new one when asked again, and what was adopted. */
function quotes(onScreen: Quote, next: Quote): FreshQuotes & { adopted: CarriedQuote[]; asked: number } {
  const state = { adopted: [] as CarriedQuote[], asked: 0 };
  return Object.assign(state, {
    fresh: async () => onScreen,
    again: async () => (state.asked++, next),
    adopt: (value: CarriedQuote) => (state.adopted.push(value), adoptQuote(onScreen, value, 1)),
  });
}

/** A cart that refuses the first `refusals` tokens with `error`, then answers the token it took. */
function cart(refusals: DesignerError[]) {
  const tokens: string[] = [];
  return { tokens, post: async (sent: Quote) => {
    tokens.push(sent.quote_token);
    const refusal = refusals.shift();
    if (refusal) throw refusal;
    return { token: sent.quote_token };
  } };
}

const mismatch = (data: Record<string, unknown> = {}) => new DesignerError('svc_pricing_quote_token_mismatch', 'This price quote was made for another options; please ask for a new quote.', 409, data);

describe('adding to the cart with a fresh quote', () => {
  it('sends the quote on screen, and nothing more when the cart takes it', async () => {
    const q = quotes(quote(1490, 'a'), quote(1490, 'b'));
    const c = cart([]);
    expect(await postWithFreshQuote(q, c.post)).toEqual({ token: 'a' });
    expect([c.tokens, q.asked, q.adopted]).toEqual([['a'], 0, []]);
  });

  it('answers a refused token with the fresh quote the refusal carries, sent again at the same price', async () => {
    const q = quotes(quote(1490, 'a'), quote(1490, 'b'));
    const c = cart([mismatch({ requote: true, quote: carried(1490, 'c') })]);
    expect(await postWithFreshQuote(q, c.post)).toEqual({ token: 'c' });
    expect([c.tokens, q.asked]).toEqual([['a', 'c'], 0]);
  });

  it('asks for a new quote when the refusal carries none', async () => {
    const q = quotes(quote(1490, 'a'), quote(1490, 'b'));
    const c = cart([new DesignerError('svc_pricing_quote_token_expired', 'This price quote expired; please ask for a new quote.', 409)]);
    expect(await postWithFreshQuote(q, c.post)).toEqual({ token: 'b' });
    expect(q.asked).toBe(1);
  });

  it('stops with the new price on screen when it is not the one the customer saw', async () => {
    const q = quotes(quote(1490, 'a'), quote(1490, 'b'));
    const c = cart([mismatch({ requote: true, quote: carried(1590, 'c') })]);
    await expect(postWithFreshQuote(q, c.post)).rejects.toMatchObject({ code: 'svc_designer_price_updated' });
    expect(c.tokens).toEqual(['a']);
    expect(adoptQuote(quote(1490, 'a'), q.adopted[0]!, 1)).toMatchObject({ total: 1590, quote_token: 'c', breakdown: [] });
  });

  it('passes any other refusal on untouched', async () => {
    const refusal = new DesignerError('svc_cart_side_unpaid', 'The design prints on Back, which "Front only" does not include.', 422);
    await expect(postWithFreshQuote(quotes(quote(1490, 'a'), quote(1490, 'b')), cart([refusal]).post)).rejects.toBe(refusal);
  });
});
