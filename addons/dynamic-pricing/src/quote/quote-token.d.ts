/** What a quote token states, signed. Times are epoch milliseconds. */
export interface QuoteClaims {
    /** Hash of the customer session id (the id itself never leaves the server in a token). */
    sid: string;
    /** Hash of the normalized design (`null`: a line without a design). */
    design: string | null;
    product: number;
    options: Record<string, string>;
    quantity: number;
    currency: string;
    unitPrice: number;
    total: number;
    issuedAt: number;
    expiresAt: number;
}
/** Signs and reads quote tokens with a key derived from the addon's stored secret. */
export interface QuoteTokens {
    sign(claims: QuoteClaims): string;
    /** The claims of an authentic token; `svc_pricing_quote_token_invalid` for anything else. */
    read(token: unknown): QuoteClaims;
    /** The `sid` claim of a session id. */
    sessionHash(sessionId: string): string;
}
/**
 * `dpq1.<base64url canonical JSON claims>.<base64url HMAC-SHA256>`: the MAC covers the prefix and the
 * claims, under a key derived (HKDF-SHA256) from the addon's secret, so only this installation can
 * make or alter a token. The claims are readable by the customer; nothing in them is secret.
 */
export declare function createQuoteTokens(secret: string): QuoteTokens;
