import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { DesignSketch, type SketchSide } from '../common/DesignSketch.tsx';

interface Rule {
  option: string;
  value: string;
}

/** Option name → the values the mapping's rules name, in order of appearance. */
function optionsOf(rules: readonly Rule[]): Map<string, string[]> {
  const options = new Map<string, string[]>();
  for (const rule of rules) {
    const values = options.get(rule.option) ?? [];
    if (!values.includes(rule.value)) values.push(rule.value);
    options.set(rule.option, values);
  }
  return options;
}

/**
 * The mapping applied to a template's design as fitted to the product (`POST /smart-configurator/apply`,
 * the same call the storefront makes): the design before and after, and the changes that applied. The
 * mapping must be saved first: the server applies the stored one.
 */
export function ConfiguratorPreview({ productId, rules }: { productId: number; rules: readonly Rule[] }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [templates, setTemplates] = useState<Array<{ id: number; name: string }>>([]);
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [design, setDesign] = useState<{ sides: SketchSide[] } | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ design: { sides: SketchSide[] }; applied: Array<Record<string, unknown>> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = optionsOf(rules);

  useEffect(() => {
    client.get('svc', '/design-templates', { per_page: 100 }).then((answer) => setTemplates(answer.body), () => setTemplates([]));
  }, [client]);
  useEffect(() => {
    setDesign(null);
    setResult(null);
    if (templateId === '') return;
    client
      .get('svc', '/design-templates/assignment', { template_id: templateId, shop_product_id: productId })
      .then((answer) => setDesign(answer.body.design), (cause) => setError(describeError(cause)));
  }, [client, templateId, productId]);

  const apply = async () => {
    setError(null);
    try {
      setResult((await client.post('svc', '/smart-configurator/apply', { productId, design, options: chosen })).body);
    } catch (cause) {
      setError(describeError(cause));
    }
  };
  const side = (of: { sides: SketchSide[] } | null) => of?.sides[0];
  return (
    <Box component="section" aria-label={translate('dcs.configurator.preview')}>
      <Typography variant="h6" component="h2">
        {translate('dcs.configurator.preview')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" sx={{ my: 1 }}>
        <TextField select label={translate('dcs.configurator.template')} value={templateId} onChange={(event) => setTemplateId(Number(event.target.value))} sx={{ minWidth: 220 }}>
          {templates.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        {[...options].map(([name, values]) => (
          <TextField key={name} select label={name} value={chosen[name] ?? ''} onChange={(event) => setChosen({ ...chosen, [name]: event.target.value })} sx={{ minWidth: 140 }}>
            {values.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Button variant="outlined" onClick={apply} disabled={!design}>
          {translate('dcs.configurator.apply')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Stack direction="row" spacing={2} flexWrap="wrap">
        {side(design) ? <DesignSketch side={side(design)!} width={260} title={translate('dcs.configurator.before')} /> : null}
        {side(result?.design ?? null) ? <DesignSketch side={side(result!.design)!} width={260} title={translate('dcs.configurator.after')} /> : null}
      </Stack>
      {result ? (
        <List dense data-testid="configurator-applied">
          {result.applied.map((change, index) => (
            <ListItem key={index}>
              <ListItemText primary={Object.entries(change).map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join(' · ')} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
