import { useState } from 'react';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';

function Assign({ templateId }: { templateId: number }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [productId, setProductId] = useState<number | ''>('');
  const [fit, setFit] = useState<{ stored: boolean; fits: boolean; issues: Array<{ kind: string; side: string; elementId?: string }> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const assign = async (dryRun: boolean) => {
    setError(null);
    try {
      const answer = (await client.post('svc', `/design-templates/${templateId}/assign`, { shopProductId: productId, dryRun })).body;
      setFit({ stored: !dryRun, fits: answer.fit.fits, issues: answer.fit.issues });
    } catch (cause) {
      setError(describeError(cause));
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <ProductSelect value={productId} onChange={setProductId} />
        <Button variant="outlined" disabled={productId === ''} onClick={() => assign(true)}>
          {translate('dcs.templates.check_fit')}
        </Button>
        <Button variant="contained" disabled={productId === ''} onClick={() => assign(false)}>
          {translate('dcs.templates.assign')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {fit ? (
        <Alert severity={fit.fits ? 'success' : 'warning'} role="status" data-testid="fit-report">
          {translate(fit.stored ? 'dcs.templates.assigned' : 'dcs.templates.checked', { report: fit.fits ? translate('dcs.templates.fits') : translate('dcs.templates.issues', { count: fit.issues.length }) })}
          <List dense>
            {fit.issues.map((issue, index) => (
              <ListItem key={index}>
                <ListItemText primary={`${issue.kind.replace(/_/g, ' ')}: ${issue.side}${issue.elementId ? ` / ${issue.elementId}` : ''}`} />
              </ListItem>
            ))}
          </List>
        </Alert>
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
