import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { formatMoney } from '../common/format.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';
import { sampleDesign } from './sample-design.ts';
import { Text } from '../common/Text.tsx';

interface Quote {
  currency: string;
  base_total: number;
  breakdown: Array<{ rule_id: number; name: string; action: string; amount: number; units?: number }>;
  rounding: number;
  unit_price: number;
  total: number;
}

/** A quote of a sample design with the saved rules, showing the breakdown line by line. */
export function TryItQuote() {
  const client = useApiClient();
  const translate = useTranslate();
  const [productId, setProductId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState(10);
  const [text, setText] = useState('Hello print shop');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The product's options: the quote charges the chosen values' price deltas (the server reads them from the product).
  const [product, setProduct] = useState<{ currency: string; options: Array<{ name: string; label: string; values: Array<{ value: string; label: string; priceDelta: number }> }> } | null>(null);
  const [options, setOptions] = useState<Record<string, string>>({});
  useEffect(() => {
    setOptions({});
    setProduct(null);
    if (productId !== '') client.get('admin', `/products/${productId}`).then((answer) => setProduct(answer.body), () => setProduct(null));
  }, [client, productId]);

  const run = async () => {
    setError(null);
    try {
      setQuote((await client.post('svc', '/pricing/quote', { product_id: productId, quantity, options, design: sampleDesign(text) })).body);
    } catch (cause) {
      setQuote(null);
      setError(describeError(cause));
    }
  };
  return (
    <Card variant="outlined" component="section" aria-label={translate('dcs.pricing.try_it')} sx={{ mt: 2, width: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('dcs.pricing.try_it')}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" sx={{ my: 1 }}>
          <ProductSelect value={productId} onChange={setProductId} selectFirst />
          <TextField type="number" label={translate('dcs.pricing.quantity')} value={quantity} onChange={(event) => setQuantity(Math.max(1, Number(event.target.value)))} sx={{ width: 120 }} />
          {product?.options.map((option) => (
            <TextField key={option.name} select fullWidth={false} label={option.label} value={options[option.name] ?? option.values[0]?.value ?? ''} onChange={(event) => setOptions({ ...options, [option.name]: event.target.value })} sx={{ minWidth: 140 }}>
              {option.values.map((value) => (
                <MenuItem key={value.value} value={value.value}>
                  {value.priceDelta ? `${value.label} (${value.priceDelta > 0 ? '+' : ''}${formatMoney(value.priceDelta, product.currency)})` : value.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <TextField label={translate('dcs.pricing.sample')} value={text} onChange={(event) => setText(event.target.value)} sx={{ minWidth: 240 }} />
          <Button variant="contained" onClick={run} disabled={productId === ''}>
            {translate('dcs.pricing.quote')}
          </Button>
        </Stack>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {quote ? (
          <Table size="small" aria-label={translate('dcs.pricing.breakdown')} data-testid="quote-breakdown">
            <TableBody>
              <TableRow>
                <TableCell><Text>Base (with options)</Text></TableCell>
                <TableCell align="right">{formatMoney(quote.base_total, quote.currency)}</TableCell>
              </TableRow>
              {quote.breakdown.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>{`${line.name} (${line.action}${line.units !== undefined ? ` × ${line.units}` : ''})`}</TableCell>
                  <TableCell align="right">{formatMoney(line.amount, quote.currency)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell>
                  <strong><Text>Total</Text></strong> ({formatMoney(quote.unit_price, quote.currency)} / unit)
                </TableCell>
                <TableCell align="right" data-testid="quote-total">
                  <strong>{formatMoney(quote.total, quote.currency)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
