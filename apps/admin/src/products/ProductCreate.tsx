import { BooleanInput, Create, SelectInput, SimpleForm, TextInput, required, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { ProductOptionsInput } from './ProductOptionsInput.tsx';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'CAD', 'AUD', 'JPY'].map((id) => ({ id, name: id }));
const SKU = /^[A-Za-z0-9._-]+$/;

/**
 * A new product of the standalone shop: name, SKU, currency, base price and options. Sides, print
 * areas, mockups and printing methods follow on the edit screen it opens next, where the sides are
 * drawn over the mockup.
 */
export default function ProductCreate() {
  const translate = useTranslate();
  const sku = (value: string | undefined) => (value && !SKU.test(value) ? translate('dcs.products.sku_invalid') : undefined);
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ currency: 'EUR', basePrice: 0, designable: true, options: [] }}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('dcs.products.create_hint')}
        </Alert>
        <TextInput source="name" validate={required()} />
        <TextInput source="sku" validate={[required(), sku]} helperText={translate('dcs.products.sku_hint')} />
        <SelectInput source="currency" choices={CURRENCIES} validate={required()} />
        <BooleanInput source="designable" />
        <ProductOptionsInput />
      </SimpleForm>
    </Create>
  );
}
