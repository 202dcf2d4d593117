import type { Product, ProductInput } from '@dcs/platform';
import { type AddonTestKit } from '@dcs/server/addon-testing';
import type { TestDatabase } from '../../../../packages/server/src/testing/test-databases.ts';
/** The HTTP client of the test system (cookie jar, nonce). */
export type TestClient = Awaited<ReturnType<AddonTestKit['t']['admin']>>;
/** A real PNG of `width` × `height` pixels in one color (no library: IHDR, one IDAT, IEND). */
export declare function solidPng(width: number, height: number, rgb?: [number, number, number]): Buffer;
/** A side as the products resource writes it into `meta.sides`. */
export declare function productSide(id: string, trim: {
    width: number;
    height: number;
}, areas: Array<{
    id: string;
    x: number;
    y: number;
    width: number;
    height: number;
}>): {
    id: string;
    name: string;
    trim: {
        width: number;
        height: number;
    };
    bleed: number;
    safeMargin: number;
    printAreas: {
        id: string;
        x: number;
        y: number;
        width: number;
        height: number;
        name: string;
    }[];
    mockup: null;
};
/** A running system with the built, signed, uploaded and activated addon, Roboto and two test images. */
export interface AddonUnderTest {
    kit: AddonTestKit;
    createProduct(input: Partial<ProductInput> & {
        sides?: unknown[];
    }): Promise<Product>;
    close(): Promise<void>;
}
/**
 * Starts a system with the addon at `addonDir` active (license for `slug`), plus fonts and images for
 * designs; on `database` when given (then dropped on close), else a fresh SQLite file.
 */
export declare function startWithAddon(addonDir: string, slug: string, database?: TestDatabase): Promise<AddonUnderTest>;
/**
 * The access rules of admin routes: anonymous → 401 `rest_forbidden`; on writes, an admin without the
 * nonce → 401 and with a wrong nonce → 403 `rest_cookie_invalid_nonce`.
 */
export declare function expectAdminOnly(kit: AddonTestKit, requests: Array<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    json?: unknown;
    body?: FormData;
}>): Promise<void>;
