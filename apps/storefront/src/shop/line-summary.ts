import type { Line, Product } from './shop-api.ts';

/** A chosen option as a person reads it: "Printed sides", "Front and back". */
export interface OptionLabel {
  label: string;
  value: string;
}

/** One row of a line's price: what it is for and what it adds to the line (all units). */
export interface PriceRow {
  label: string;
  amount: number;
  /** Per unit, for rows charged on every unit (base price and options) of a line of several. */
  unit?: number;
}

/**
 * The line's options in the product's words, in the product's order: as the line froze them
 * (`meta.line`, what the print shop receives), else from the product; a key the product no longer
 * has keeps its raw name and value rather than vanishing from what the customer ordered.
 */
export function optionLabels(line: Pick<Line, 'options' | 'meta'>, product: Product | undefined): OptionLabel[] {
  const frozen = line.meta.line?.options;
  if (Array.isArray(frozen)) return frozen.map((option) => ({ label: option.label, value: option.valueLabel }));
  const known = new Set<string>();
  const rows: OptionLabel[] = [];
  for (const option of product?.options ?? []) {
    const value = line.options[option.name];
    if (value === undefined) continue;
    known.add(option.name);
    rows.push({ label: option.label, value: option.values.find((candidate) => candidate.value === value)?.label ?? value });
  }
  for (const [name, value] of Object.entries(line.options)) if (!known.has(name)) rows.push({ label: name, value });
  return rows;
}

/**
 * What the line costs, row by row, for all its units: the product's base price, each option's
 * surcharge, each line of the price (`meta.price_lines`: pricing rules, printing method charges,
 * addons' lines; a `unit` line counts for every item). Rows of zero are left out; the rows add up to the
 * line total: what spreading the price over the items rounds shows as "Rounding", anything else (the
 * product changed since the line was priced, or is gone) as one more row.
 */
export function priceRows(line: Line, product: Product | undefined): PriceRow[] {
  const { quantity } = line;
  const per = (label: string, unit: number): PriceRow => ({ label, amount: unit * quantity, ...(quantity > 1 ? { unit } : {}) });
  const rows: PriceRow[] = [];
  if (product) {
    rows.push(per('Base price', product.base_price));
    for (const option of product.options) {
      const value = option.values.find((candidate) => candidate.value === line.options[option.name]);
      if (value && value.price_delta !== 0) rows.push(per(`${option.label}: ${value.label}`, value.price_delta));
    }
  }
  for (const entry of line.meta.price_lines ?? []) rows.push(entry.scope === 'unit' ? per(entry.label, entry.amount) : { label: entry.label, amount: entry.amount });
  const rest = line.line_total - rows.reduce((sum, row) => sum + row.amount, 0);
  // Rounding the subtotal to a unit price moves the total by at most half a cent per item.
  if (rest !== 0) rows.push({ label: !product ? 'Price' : Math.abs(rest) * 2 <= quantity ? 'Rounding' : 'Other charges', amount: rest });
  return rows.filter((row) => row.amount !== 0);
}
