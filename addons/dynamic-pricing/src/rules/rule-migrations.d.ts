import type { Generated } from 'kysely';
import type { Migration } from '@dcs/platform';
/** Tables of the addon (namespace `addon.dynamic-pricing`). A migration is never deleted or renumbered. */
export declare const pricingMigrations: Migration[];
/** The tables as the query builder sees them. */
export interface PricingTables {
    pricing_rules: {
        id: Generated<number>;
        name: string;
        priority: number;
        definition: string;
        created_at: number;
        updated_at: number;
    };
    pricing_secrets: {
        name: string;
        value: string;
    };
}
