import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { DesignSketch, type SketchSide } from '../common/DesignSketch.tsx';
import type { Mapping, ProductOption } from './mapping-model.ts';

/** How long the preview waits after the last edit before it asks the server again. */
const DEBOUNCE_MS = 300;

interface PreviewProps {
  productId: number;
  options: readonly ProductOption[];
  /** The chosen template's design as fitted to the product; null until one is chosen. */
  design: { sides: SketchSide[] } | null;
  /** The mapping as edited, saved or not. */
  mapping: Mapping;
}

/**
 * The mapping being edited applied to the template's design (`POST /smart-configurator/apply` with
 * the unsaved `mapping`, the same function the storefront runs): the design before and after, and
 * the changes that applied. It follows every edit, so nothing needs saving to see its effect.
 */
export function ConfiguratorPreview({ productId, options, design, mapping }: PreviewProps) {
  const client = useApiClient();
  const translate = useTranslate();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ design: { sides: SketchSide[] }; applied: Array<Record<string, unknown>>; skipped?: Array<{ reason: string }> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const body = JSON.stringify({ product_id: productId, design, options: chosen, mapping });

  useEffect(() => setChosen({}), [productId]);
  useEffect(() => {
    if (!design) return setResult(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.request('POST', 'svc', '/smart-configurator/apply', { body: JSON.parse(body), signal: controller.signal }).then(
        (answer) => {
          setError(null);
          setResult(answer.body);
        },
        (cause) => {
          if (controller.signal.aborted) return;
          setResult(null);
          setError(describeError(cause));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, body, design]);

  const first = (of: { sides: SketchSide[] } | null | undefined) => of?.sides[0];
  return (
    <Box component="section" aria-label={translate('dcs.configurator.preview')}>
      <Typography variant="h6" component="h2">
        {translate('dcs.configurator.preview')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 1 }}>
        {options.map((option) => (
          <TextField key={option.name} select size="small" fullWidth={false} label={option.label} value={chosen[option.name] ?? option.values[0]?.value ?? ''} onChange={(event) => setChosen({ ...chosen, [option.name]: event.target.value })} sx={{ minWidth: 140 }}>
            {option.values.map((value) => (
              <MenuItem key={value.value} value={value.value}>
                {value.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      {!design ? <Alert severity="info">{translate('dcs.configurator.pick_template')}</Alert> : null}
      {error ? (
        <Alert severity="error" data-testid="configurator-preview-error">
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} flexWrap="wrap">
        {first(design) ? <DesignSketch side={first(design)!} width={260} title={translate('dcs.configurator.before')} /> : null}
        {first(result?.design) ? <DesignSketch side={first(result!.design)!} width={260} title={translate('dcs.configurator.after')} /> : null}
      </Stack>
      {result ? (
        <List dense data-testid="configurator-applied" aria-label={translate('dcs.configurator.applied')}>
          {result.applied.length === 0 ? (
            <ListItem>
              <ListItemText primary={translate('dcs.configurator.nothing_applied')} />
            </ListItem>
          ) : null}
          {result.applied.map((change, index) => (
            <ListItem key={index}>
              <ListItemText primary={`${change.option} = ${change.value}: ${change.action} “${change.layer}” (${(change.elementIds as string[]).join(', ')})`} />
            </ListItem>
          ))}
          {/* A change the design cannot take (a layer it lacks) is left out for customers, never an error: shown so the admin sees it. */}
          {(result.skipped ?? []).map((change, index) => (
            <ListItem key={`skipped-${index}`} data-testid="configurator-skipped">
              <ListItemText primary={translate('dcs.configurator.skipped', { reason: change.reason })} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
