import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';
import { ConfiguratorPreview } from './ConfiguratorPreview.tsx';

/** The option → layer mapping of a product (`svc/v1/smart-configurator/{product}`), edited as JSON and checked by the server. */
export default function ConfiguratorPage() {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [productId, setProductId] = useState<number | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The preview applies what the server stores, so it offers the options of the saved mapping.
  const [savedRules, setSavedRules] = useState<Array<{ option: string; value: string }>>([]);
  useEffect(() => {
    if (productId === '') return;
    setError(null);
    client.get('svc', `/smart-configurator/${productId}`).then(
      (answer) => {
        const { anchors = [], rules = [] } = answer.body ?? {};
        setText(JSON.stringify({ anchors, rules }, null, 2));
        setSavedRules(rules);
      },
      () => {
        setText(JSON.stringify({ anchors: [], rules: [] }, null, 2));
        setSavedRules([]);
      },
    );
  }, [client, productId]);
  const save = async () => {
    setError(null);
    try {
      const mapping = JSON.parse(text);
      await client.request('PUT', 'svc', `/smart-configurator/${productId}`, { body: mapping });
      setSavedRules(mapping.rules ?? []);
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
          {productId !== '' ? <ConfiguratorPreview productId={productId} rules={savedRules} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
