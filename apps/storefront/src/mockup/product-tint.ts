/*
 * The product's colour for its mockups, read from the chosen options. No import: the shop's pages and
 * the elements' small chunks use it without loading @dcs/design.
 */

/** A product's options as far as the mockups care: the colour of each value, if it has one. */
export type SwatchOptions = ReadonlyArray<{ name: string; values: ReadonlyArray<{ value: string; swatch?: string }> }>;

/** The product's colour in the chosen options: the swatch of the first chosen value that has one. */
export function productTint(options: SwatchOptions, selected: Readonly<Record<string, string>>): string | undefined {
  for (const option of options) {
    const swatch = option.values.find((value) => value.value === selected[option.name])?.swatch;
    if (swatch) return swatch;
  }
  return undefined;
}
