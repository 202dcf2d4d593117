import { useState } from 'react';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';

function Assign({ templateId }: { templateId: number }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [productId, setProductId] = useState<number | ''>('');
  const [report, setReport] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const assign = async (dryRun: boolean) => {
    setError(null);
    try {
      const answer = (await client.post('svc', `/design-templates/${templateId}/assign`, { shopProductId: productId, dryRun })).body;
      setReport(JSON.stringify(answer.report ?? answer.fit ?? answer, null, 2));
    } catch (cause) {
      setError(describeError(cause));
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <ProductSelect value={productId} onChange={setProductId} />
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
