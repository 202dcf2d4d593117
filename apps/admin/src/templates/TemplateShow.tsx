import { useEffect, useState } from 'react';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';

function Assign({ templateId }: { templateId: number }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [products, setProducts] = useState<Array<{ id: number; name: string }>>([]);
  const [productId, setProductId] = useState<number | ''>('');
  const [report, setReport] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.get('admin', '/products', { per_page: 100 }).then((answer) => setProducts(answer.body));
  }, [client]);
  const assign = async (dryRun: boolean) => {
    setError(null);
    try {
      const answer = (await client.post('svc', `/design-templates/${templateId}/assign`, { shopProductId: productId, dryRun })).body;
      setReport(JSON.stringify(answer.report ?? answer.fit ?? answer, null, 2));
    } catch (cause) {
      setError(cause instanceof ApiError ? `${cause.message} (${cause.code})` : String(cause));
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField select label={translate('dcs.pricing.product')} value={productId} onChange={(event) => setProductId(Number(event.target.value))} sx={{ minWidth: 220 }}>
          {products.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={productId === ''} onClick={() => assign(true)}>
          Check fit
        </Button>
        <Button variant="contained" disabled={productId === ''} onClick={() => assign(false)}>
          {translate('dcs.templates.assign')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {report ? (
        <Box component="pre" sx={{ bgcolor: '#f5f5f5', p: 1, maxHeight: 240, overflow: 'auto', fontSize: 12 }} aria-label="Re-fit report">
          {report}
        </Box>
      ) : null}
    </Stack>
  );
}

function Detail() {
  const template = useRecordContext<{ id: number; name: string }>();
  const client = useApiClient();
  const translate = useTranslate();
  if (!template) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {template.name}
      </Typography>
      <Box component="img" src={client.url('svc', `/design-templates/${template.id}/thumbnail`)} alt={template.name} sx={{ maxWidth: 320, border: '1px solid #ccc' }} />
      <Alert severity="info">{translate('dcs.templates.editor_pending')}</Alert>
      <Assign templateId={template.id} />
    </Stack>
  );
}

/** A template: thumbnail and assignment to a product with the re-fit report. */
export default function TemplateShow() {
  return (
    <Show component="div">
      <Detail />
    </Show>
  );
}
