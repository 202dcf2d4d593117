/**
 * dcs speaks minor units (1980 = €19.80); Medusa 2 stores amounts in the currency's main unit (19.8).
 * The currency's own number of decimals converts between them (0 for JPY, 3 for KWD).
 */
function decimals(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function toMedusaAmount(minor: number, currency: string): number {
  return minor / 10 ** decimals(currency);
}

export function toMinorUnits(amount: number | string, currency: string): number {
  return Math.round(Number(amount) * 10 ** decimals(currency));
}
