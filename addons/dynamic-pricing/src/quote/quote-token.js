import { createHash, createHmac, createSecretKey, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createError } from '@dcs/platform';
import { canonicalJson } from '../design/canonical-json.js';
const PREFIX = 'dpq1';
function invalid() {
    return createError('svc_pricing_quote_token_invalid');
}
function isClaims(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const c = value;
    const int = (v) => Number.isSafeInteger(v);
    return (typeof c.sid === 'string' &&
        (c.design === null || typeof c.design === 'string') &&
        int(c.product) &&
        typeof c.options === 'object' &&
        c.options !== null &&
        Object.values(c.options).every((v) => typeof v === 'string') &&
        int(c.quantity) &&
        typeof c.currency === 'string' &&
        int(c.unitPrice) &&
        int(c.total) &&
        int(c.issuedAt) &&
        int(c.expiresAt));
}
/**
 * `dpq1.<base64url canonical JSON claims>.<base64url HMAC-SHA256>`: the MAC covers the prefix and the
 * claims, under a key derived (HKDF-SHA256) from the addon's secret, so only this installation can
 * make or alter a token. The claims are readable by the customer; nothing in them is secret.
 */
export function createQuoteTokens(secret) {
    const key = createSecretKey(Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64url'), Buffer.alloc(0), 'dcs dynamic-pricing quote token v1', 32)));
    const mac = (data) => createHmac('sha256', key).update(data).digest();
    return {
        sign(claims) {
            const body = `${PREFIX}.${Buffer.from(canonicalJson(claims)).toString('base64url')}`;
            return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
        },
        read(token) {
            if (typeof token !== 'string' || token.length > 4096)
                throw invalid();
            const parts = token.split('.');
            if (parts.length !== 3 || parts[0] !== PREFIX)
                throw invalid();
            const expected = mac(`${parts[0]}.${parts[1]}`);
            const given = Buffer.from(parts[2], 'base64url');
            if (given.length !== expected.length || !timingSafeEqual(given, expected))
                throw invalid();
            let claims;
            try {
                claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
            }
            catch {
                throw invalid();
            }
            if (!isClaims(claims))
                throw invalid();
            return claims;
        },
        sessionHash: (sessionId) => createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 32),
    };
}
