import { useEffect, useState } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ApiError, describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';
import { MockupPanel } from './MockupPanel.tsx';

interface Assignment {
  design: { sides: Array<{ id: string; name: string }> };
  updated_at: number;
}

function Assign({ templateId }: { templateId: number }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [productId, setProductId] = useState<number | ''>('');
  const [fit, setFit] = useState<{ stored: boolean; fits: boolean; issues: Array<{ kind: string; side: string; elementId?: string }> } | null>(null);
  const [assignment, setAssignment] = useState<Assignment | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setAssignment(null);
    setFit(null);
    if (productId === '') return;
    // A product already assigned shows its mockup at once; an unassigned one answers 404.
    client.get('svc', '/design-templates/assignment', { template_id: templateId, shop_product_id: productId }).then(
      (answer) => setAssignment(answer.body),
      (cause: unknown) => (cause instanceof ApiError && cause.status === 404 ? undefined : setError(describeError(cause))),
    );
  }, [client, templateId, productId]);
  const assign = async (dryRun: boolean) => {
    setError(null);
    try {
      const answer = (await client.post('svc', `/design-templates/${templateId}/assign`, { shop_product_id: productId, dry_run: dryRun })).body;
      setFit({ stored: !dryRun, fits: answer.fit.fits, issues: answer.fit.issues });
      if (!dryRun) setAssignment(answer);
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
      {assignment && productId !== '' ? <MockupPanel key={`${productId}:${assignment.updated_at}`} templateId={templateId} productId={productId} design={assignment.design} version={assignment.updated_at} /> : null}
    </Stack>
  );
}

function Detail() {
  const template = useRecordContext<{ id: number; name: string; updated_at: number; placeholders?: Array<{ id: string; label: string; type: string }> }>();
  const client = useApiClient();
  const translate = useTranslate();
  if (!template) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {template.name}
      </Typography>
      <Box component="img" data-testid="template-thumbnail" src={client.url('svc', `/design-templates/${template.id}/thumbnail`, { v: template.updated_at })} alt={template.name} sx={{ maxWidth: 320, border: '1px solid #ccc' }} />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap role="list" aria-label={translate('dcs.templates.placeholders')}>
        {(template.placeholders ?? []).map((placeholder) => (
          <Chip key={placeholder.id} role="listitem" label={`${placeholder.label} (${placeholder.type})`} />
        ))}
      </Stack>
      <Assign templateId={template.id} />
    </Stack>
  );
}

/** A template: thumbnail, placeholders, assignment to a product with the re-fit report, and the assignment's mockup. */
export default function TemplateShow() {
  return (
    <Show component="div" actions={<TopToolbar><EditButton /></TopToolbar>}>
      <Detail />
    </Show>
  );
}
