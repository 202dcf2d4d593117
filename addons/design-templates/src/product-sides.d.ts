import { type Product } from '@dcs/platform';
import type { RefitTargetSide } from '@dcs/design';
/**
 * The designable sides of a shop product (`meta.sides`, written by the products resource), as
 * targets of a re-fit. The products resource validates what it writes; products made elsewhere may
 * carry anything, so sides that are not usable (no trim, no print area) are left out.
 *
 * @throws `svc_template_product_not_designable` (422) when no side is left.
 */
export declare function productSidesOf(product: Product): RefitTargetSide[];
/** The template id the product's configuration names as its default (`meta.defaultTemplateId`), if any. */
export declare function defaultTemplateIdOf(product: Product): number | null;
