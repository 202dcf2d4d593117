import type { Color, DesignDocument, DesignSide } from '@dcs/design';
import type { Product } from '@dcs/platform';

/** `GET /catalog` (see docs/storefront.md, "Storefront API"). */
export interface Catalog {
  fonts: CatalogFont[];
  /** The shop's fallback chain, in order: a text's characters its font lacks come from these (their files load only when needed). */
  fallback_fonts?: CatalogFont[];
  palette: { groups: Array<{ id: number | string; name: string; colors: Array<{ id: number | string; name: string; hex: string; cmyk?: [number, number, number, number] | null }> }> };
  text_styles: TextStyleCard[];
  clipart_categories: Array<{ id: number; name: string; parent_id: number | null; count: number }>;
  limits: { upload_max_bytes: number; upload_max_pixels: number; upload_types: string[]; low_resolution?: 'block' | 'accept' };
}

/** A font of the catalog: each variant's files (a hosted family's subsets, in the order a character looks for its file). */
export interface CatalogFont {
  id: number;
  family: string;
  variants: Array<{
    weight: number;
    style: 'normal' | 'italic';
    /** The first file (line metrics). */
    url: string;
    files?: Array<{ url: string; subset: string | null; unicode_range: string | null }>;
  }>;
}

/** A text style card: a preset of text fields applied in one click. */
export interface TextStyleCard {
  id: number;
  name: string;
  [field: string]: unknown;
}

/** `GET /catalog/cliparts` items. */
export interface CatalogClipart {
  id: number;
  name: string;
  ref: string;
  thumbnail_url: string;
  width?: number;
  height?: number;
  regions: Array<{ id: string; color: string }>;
}

/** `GET /products/{id}`. */
export interface ShopProduct {
  id: number;
  name: string;
  sku: string;
  base_price: number;
  currency: string;
  options: Array<{ name: string; label: string; values: Array<{ value: string; label: string; price_delta: number; swatch?: string }> }>;
  meta: { sides?: Array<Omit<DesignSide, 'elements'> & { mockup?: string | null; mockupMediaId?: number | null; mockupPlacement?: unknown }>; [key: string]: unknown };
}

/**
 * The product as `@dcs/design`'s rules read it (`judgeSides`, `paidSides`): the shop's own record,
 * whose option values say `priceDelta` where the `svc/v1` answer says `price_delta`.
 */
export function productForRules(product: Pick<ShopProduct, 'options' | 'meta'>): Pick<Product, 'options' | 'meta'> {
  return {
    meta: product.meta,
    options: product.options.map((option) => ({ ...option, values: option.values.map(({ price_delta, ...value }) => ({ ...value, priceDelta: price_delta })) })),
  };
}

/** `GET /design-templates/designer-config`. */
export interface DesignerConfig {
  product_id: number;
  default_template_id: number | null;
  templates: Array<{ id: number; name: string; thumbnail_url: string | null; mockup_url: string | null; assignment_url: string; fits: boolean }>;
}

/** `POST /pricing/quote`. */
export interface Quote {
  currency: string;
  unit_price: number;
  total: number;
  quantity: number;
  breakdown: Array<{ label?: string; name?: string; amount?: number; [key: string]: unknown }>;
  quote_token: string;
  expires_at: string;
  preflight?: { ok: boolean; issues: Array<{ code: string; severity: 'error' | 'warning'; side_id: string; element_id: string; message: string }> };
  /** The printed-sides verdict of the server (`judgeSides`) with the upgrade priced in full; null without a design. */
  sides?: {
    paid: string[];
    unpaid: string[];
    upgrade: { option: string; value: string; label: string; price_delta: number; total: number; difference: number } | null;
  } | null;
}

/** A saved design of `svc/v1/designs`. */
export interface SavedDesign {
  id: number;
  name: string;
  product_id: number | null;
  /** Epoch milliseconds. */
  updated_at: number;
  design: DesignDocument;
  [key: string]: unknown;
}

/** The color the palette offers: a palette reference keeps its name and CMYK for print. */
export function paletteColor(color: Catalog['palette']['groups'][number]['colors'][number]): Color {
  return color.cmyk ? { name: color.name, hex: color.hex.toUpperCase(), cmyk: color.cmyk } : color.hex.toUpperCase();
}
