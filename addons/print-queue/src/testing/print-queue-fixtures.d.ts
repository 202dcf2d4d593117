import type { CartItemInput, Order, PlatformServices } from '@dcs/platform';
import type { HttpTestClient } from '../../../../packages/server/src/testing/http-test-client.ts';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';
/** The addon's source folder. */
export declare const PRINT_QUEUE_DIR: string;
/** Ghostscript's CMYK profile (Debian libgs-common), the test output profile as in `packages/print`. */
export declare const GHOSTSCRIPT_CMYK_ICC = "/usr/share/color/icc/ghostscript/default_cmyk.icc";
export declare const sha256: (bytes: Uint8Array) => string;
/** Builds, signs, uploads and activates the print queue addon. */
export declare function installPrintQueue(kit: AddonTestKit, admin: HttpTestClient): Promise<void>;
/**
 * A test system with the print test assets (fonts, photos, cliparts) as an asset source, the print
 * queue installed and active, and an empty hotfolder (not yet in the settings). `database` and `clock`
 * go to {@link startAddonTestSystem} (another engine; a clock the test moves).
 */
export declare function startPrintQueueSystem(options?: Parameters<typeof startAddonTestSystem>[0]): Promise<{
    kit: AddonTestKit;
    services: PlatformServices;
    admin: HttpTestClient;
    hotfolder: string;
}>;
/** Runs the due queue jobs (renders, deliveries) in this process; answers how many ran. */
export declare function drainQueue(services: PlatformServices): Promise<number>;
/** Uploads the Ghostscript CMYK profile through the admin API; answers its record (`id`, `storageKey`…). */
export declare function uploadCmykProfileRecord(admin: HttpTestClient): Promise<{
    id: number;
    storageKey: string;
    sha256: string;
}>;
/** Uploads the Ghostscript CMYK profile through the admin API; answers its storage key. */
export declare function uploadCmykProfile(admin: HttpTestClient): Promise<string>;
/** Places and pays an order with the given lines. */
export declare function paidOrderOf(services: PlatformServices, lines: readonly CartItemInput[]): Promise<Order>;
/** Places and pays an order of postcards with one line per design (null = an item without a design). */
export declare function paidOrder(services: PlatformServices, designs: readonly unknown[], quantity?: number): Promise<Order>;
/** A raw GET with the admin's cookies: bytes and headers of a download. */
export declare function download(t: {
    url: string;
}, admin: HttpTestClient, path: string, init?: RequestInit): Promise<{
    status: number;
    headers: Headers;
    bytes: Buffer;
}>;
/** A design with only shapes and hosted-font text (what every worker process can render). */
export declare function shapesDesign(name?: string, text?: string): Record<string, unknown>;
