import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { startAddonTestSystem } from '@dcs/server/addon-testing';
const require = createRequire(import.meta.url);
const ROBOTO = join(dirname(require.resolve('@fontsource/roboto/package.json')), 'files', 'roboto-latin-400-normal.woff');
/** A real PNG of `width` × `height` pixels in one color (no library: IHDR, one IDAT, IEND). */
export function solidPng(width, height, rgb = [200, 30, 30]) {
    const chunk = (type, data) => {
        const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
        const out = Buffer.alloc(12 + data.length);
        out.writeUInt32BE(data.length, 0);
        body.copy(out, 4);
        out.writeUInt32BE(crc32(body), 8 + data.length);
        return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
    const pixels = Buffer.concat(Array.from({ length: height }, () => row));
    return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
/** A side as the products resource writes it into `meta.sides`. */
export function productSide(id, trim, areas) {
    return { id, name: id, trim, bleed: 2, safeMargin: 3, printAreas: areas.map((a) => ({ name: a.id, ...a })), mockup: null };
}
let skuCounter = 0;
/**
 * Starts a system with the addon at `addonDir` active (license for `slug`), plus fonts and images for
 * designs; on `database` when given (then dropped on close), else a fresh SQLite file.
 */
export async function startWithAddon(addonDir, slug, database) {
    const kit = await startAddonTestSystem(database ? { database } : {});
    const admin = await kit.t.admin();
    const zip = await kit.buildSigned(addonDir);
    const upload = await kit.upload(admin, zip, { license_key: kit.license([slug]) });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const state = await admin.post('/api/v1/addons/state', [slug]);
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    const roboto = new Uint8Array(readFileSync(ROBOTO));
    const images = { 'photo-600.png': solidPng(600, 600), 'photo-60.png': solidPng(60, 60) };
    kit.t.system.services.assets.addSource({
        loadFont: async (request) => (request.family.toLowerCase() === 'roboto' ? roboto : null),
        loadImage: async (ref) => {
            const bytes = images[ref];
            if (!bytes)
                return null;
            return { bytes: new Uint8Array(bytes), mimeType: 'image/png', widthPx: bytes.readUInt32BE(16), heightPx: bytes.readUInt32BE(20) };
        },
    });
    return {
        kit,
        createProduct: ({ sides, ...input }) => kit.t.system.services.shop.createProduct({
            name: 'Product',
            sku: `T-${++skuCounter}-${Date.now()}`,
            basePrice: 1000,
            currency: 'EUR',
            ...input,
            meta: { ...(input.meta ?? {}), ...(sides ? { sides } : {}) },
        }),
        close: async () => {
            await kit.close();
            await database?.drop();
        },
    };
}
/**
 * The access rules of admin routes: anonymous → 401 `rest_forbidden`; on writes, an admin without the
 * nonce → 401 and with a wrong nonce → 403 `rest_cookie_invalid_nonce`.
 */
export async function expectAdminOnly(kit, requests) {
    const admin = await kit.t.admin();
    for (const r of requests) {
        const anonymous = await kit.t.client().request(r.method, r.path, { json: r.json, body: r.body });
        expect(anonymous.status, `${r.method} ${r.path} anonymous`).toBe(401);
        expect(anonymous.body.code).toBe('rest_forbidden');
        if (r.method === 'GET')
            continue;
        const noNonce = await admin.request(r.method, r.path, { json: r.json, body: r.body, nonce: false });
        expect(noNonce.status, `${r.method} ${r.path} without a nonce`).toBe(401);
        const badNonce = await admin.request(r.method, r.path, { json: r.json, body: r.body, nonce: false, headers: { 'x-wp-nonce': 'f'.repeat(24) } });
        expect(badNonce.status, `${r.method} ${r.path} with a bad nonce`).toBe(403);
        expect(badNonce.body.code).toBe('rest_cookie_invalid_nonce');
    }
}
