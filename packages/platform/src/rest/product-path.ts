/**
 * The demo shop's address of a product page, `products/{id}-{slug}` (relative to the shop's base
 * URL): the id finds the product, the slug (from its name) is for people and search engines, and a
 * page asked for under an old slug is redirected to the current one. The browser's links and the
 * server's redirect both come from here, so they agree. Imported as `@dcs/platform/product-path`, so the
 * shop's first chunk takes this module alone, not the package's index (its error catalogue).
 */
export function productPath(product: { id: number; name: string }): string {
  const slug = product.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `products/${product.id}${slug ? `-${slug}` : ''}`;
}

/** The product id of a `products/{id}-{slug}` segment (the part after `products/`), or `null`. */
export function productIdOfPath(segment: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(segment);
  return match ? Number(match[1]) : null;
}
