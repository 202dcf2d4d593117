import { NumberInput, type NumberInputProps } from 'react-admin';
import { currencyDigits } from '../common/format.ts';

/**
 * An amount typed in the currency's units ("12.50") and sent as the API's integer minor units (1250),
 * so staff never type cents and the server never sees a fraction of one.
 */
export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: string }) {
  const scale = 10 ** currencyDigits(currency);
  return (
    <NumberInput
      {...props}
      step={1 / scale}
      format={(minor: number | null | undefined) => (typeof minor === 'number' ? minor / scale : minor)}
      parse={(typed: string) => (typed === '' || typed === null ? null : Math.round(Number(typed) * scale))}
    />
  );
}
