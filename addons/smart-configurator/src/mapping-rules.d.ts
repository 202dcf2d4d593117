import { type Product } from '@dcs/platform';
import type { ConfiguratorMapping } from '@dcs/design';
/**
 * What the schema cannot say about a mapping: every rule names an option and a value the product
 * has, anchors are unique per side and on a side the product has (when it declares sides), and every
 * `move_to_anchor` names an anchor. Layers are not checked here: they belong to designs, which vary;
 * applying to a design without the layer is `svc_configurator_layer_unknown`.
 *
 * @throws `svc_configurator_mapping_invalid` (400) with `data.path` and `data.reason`.
 */
export declare function assertMappingFitsProduct(mapping: ConfiguratorMapping, product: Product): void;
/** The selected options completed with each option's first value, as the shop prices a cart line. */
export declare function effectiveOptions(product: Product, selected: Readonly<Record<string, string>>): Record<string, string>;
