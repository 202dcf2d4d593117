import { ArrayInput, SimpleFormIterator, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Typography } from '@mui/material';
import { MoneyInput } from './MoneyInput.tsx';

/**
 * The product's base price and its options, each value with the price delta the shop adds to the
 * base price (a cart line, a quote and checkout all compute it on the server from what is stored here)
 * and, for a colour, the product's colour in it (`swatch`, which tints the storefront's mockups).
 */
export function ProductOptionsInput() {
  const translate = useTranslate();
  // A new product's currency is the form's (chosen above); a stored one's is the record's.
  const chosen = useWatch<{ currency?: string }>({ name: 'currency' });
  const currency = useRecordContext<{ currency: string }>()?.currency ?? chosen ?? 'EUR';
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('dcs.products.pricing')}
      </Typography>
      <MoneyInput source="basePrice" currency={currency} label={translate('resources.products.fields.basePrice', { currency })} />
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('dcs.products.options_hint')}
      </Alert>
      <ArrayInput source="options" label="resources.products.fields.options">
        <SimpleFormIterator>
          <TextInput source="name" label="dcs.products.option_name" helperText={false} />
          <TextInput source="label" label="dcs.products.option_label" helperText={false} />
          <ArrayInput source="values" label="dcs.products.values">
            <SimpleFormIterator inline>
              <TextInput source="value" label="dcs.products.value" helperText={false} />
              <TextInput source="label" label="dcs.products.value_label" helperText={false} />
              <MoneyInput source="priceDelta" currency={currency} label={translate('dcs.products.price_delta', { currency })} helperText={false} defaultValue={0} />
              {/* The product's colour in this value: the storefront tints the mockup photos with it. */}
              <TextInput source="swatch" label="dcs.products.swatch" helperText={false} parse={(value: string) => (value === '' ? null : value)} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
