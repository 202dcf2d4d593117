import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';

/** The option → layer mapping of a product (`svc/v1/smart-configurator/{product}`), edited as JSON and checked by the server. */
export default function ConfiguratorPage() {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [productId, setProductId] = useState<number | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (productId === '') return;
    setError(null);
    client.get('svc', `/smart-configurator/${productId}`).then(
      (answer) => {
        const { anchors = [], rules = [] } = answer.body ?? {};
        setText(JSON.stringify({ anchors, rules }, null, 2));
      },
      () => setText(JSON.stringify({ anchors: [], rules: [] }, null, 2)),
    );
  }, [client, productId]);
  const save = async () => {
    setError(null);
    try {
      await client.request('PUT', 'svc', `/smart-configurator/${productId}`, { body: JSON.parse(text) });
      notify(translate('dcs.configurator.saved'), { type: 'success' });
    } catch (cause) {
      setError(cause instanceof ApiError ? `${cause.message} (${cause.code}) ${JSON.stringify(cause.fieldErrors)}` : String(cause));
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('dcs.configurator.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('dcs.configurator.title')}
          </Typography>
          <ProductSelect value={productId} onChange={setProductId} label="dcs.configurator.product" />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField label={translate('dcs.configurator.mapping')} multiline minRows={12} value={text} onChange={(event) => setText(event.target.value)} disabled={productId === ''} slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }} />
          <Button variant="contained" onClick={save} disabled={productId === ''} sx={{ alignSelf: 'flex-start' }}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
