import type { Product } from '@dcs/platform';
import { type AddonTestKit } from '@dcs/server/addon-testing';
type Client = Awaited<ReturnType<AddonTestKit['t']['admin']>>;
/** A running system with the pricing addon built, signed, uploaded and activated, and a product. */
export interface PricingTestSystem {
    kit: AddonTestKit;
    admin: Client;
    /** A T-shirt: 1500 EUR cents, size M (+0) / L (+200), printing_method dtg (+0) / screen (+100). */
    product: Product;
    /** Moves the system's clock. */
    advance(ms: number): void;
    close(): Promise<void>;
}
/** Starts the system; every pricing test file begins here. */
export declare function startPricingTestSystem(): Promise<PricingTestSystem>;
/** A two-side design: "Hello world" (11 graphemes, 2 words) in Roboto and a red rectangle on the front, a line of text on the back. */
export declare function sampleDesign(front?: string): Record<string, unknown>;
export {};
