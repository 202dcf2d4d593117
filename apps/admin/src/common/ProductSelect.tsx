import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';

/** A choice among the shop's products (the first 100), for panels that act on one product. */
export function ProductSelect({ value, onChange, selectFirst = false, label = 'dcs.pricing.product' }: { value: number | ''; onChange: (id: number) => void; selectFirst?: boolean; label?: string }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [products, setProducts] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => {
    client.get('admin', '/products', { per_page: 100 }).then((answer) => {
      setProducts(answer.body);
      if (selectFirst && answer.body[0]) onChange(answer.body[0].id);
    });
    // Loaded once per mount; `onChange` is a fresh closure each render.
  }, [client, selectFirst]);
  return (
    <TextField select label={translate(label)} value={value} onChange={(event) => onChange(Number(event.target.value))} sx={{ minWidth: 220 }}>
      {products.map((product) => (
        <MenuItem key={product.id} value={product.id}>
          {product.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
