import type { Clock, DatabaseService } from '@dcs/platform';
import type { ConfiguratorMapping } from '@dcs/design';
/** A product's stored mapping. */
export interface MappingRecord extends ConfiguratorMapping {
    productId: number;
    createdAt: number;
    updatedAt: number;
}
/** Dependencies of {@link createMappingStore}. */
export interface MappingStoreDeps {
    database: DatabaseService;
    clock: Clock;
}
/** Mappings by product id. */
export declare function createMappingStore(deps: MappingStoreDeps): {
    get(productId: number): Promise<MappingRecord | null>;
    /**
     * Creates or replaces the product's mapping. Two first saves at once: the loser's insert hits the
     * primary key, and its second attempt replaces the row.
     */
    put(productId: number, mapping: ConfiguratorMapping): Promise<{
        record: MappingRecord;
        created: boolean;
    }>;
    delete(productId: number): Promise<MappingRecord | null>;
};
/** The store's interface. */
export type MappingStore = ReturnType<typeof createMappingStore>;
