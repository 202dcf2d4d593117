/** What a dcs line keeps in its Medusa line item's metadata (set only by the plugin's store route). */
export interface DcsLineMetadata {
  dcs_product_id: number;
  dcs_quantity: number;
  dcs_options: Record<string, string>;
  dcs_design?: unknown;
  dcs_design_id?: number;
  dcs_quote_token: string;
  /** dcs's verified unit price in minor units, the price charged. */
  dcs_unit_price: number;
}

export function dcsLineOf(metadata: Record<string, unknown> | null | undefined): DcsLineMetadata | null {
  if (!metadata || typeof metadata.dcs_quote_token !== 'string' || typeof metadata.dcs_product_id !== 'number') return null;
  return metadata as unknown as DcsLineMetadata;
}

/** The dcs product a Medusa product is linked to (its metadata `dcs_product_id`), or null. */
export function linkedDcsProduct(metadata: Record<string, unknown> | null | undefined): number | null {
  const value = Number(metadata?.dcs_product_id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
