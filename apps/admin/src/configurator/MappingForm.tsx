import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { AnchorsEditor } from './AnchorsEditor.tsx';
import { ChangeRow } from './ChangeRow.tsx';
import { changeRow, changesByValue, groupKey, newChange, withChanges, type Mapping, type ProductOption, type RowErrors } from './mapping-model.ts';
import type { ConfiguratorCatalog } from './use-configurator-catalog.ts';

interface MappingFormProps {
  mapping: Mapping;
  options: readonly ProductOption[];
  sides: readonly string[];
  layers: ReadonlyArray<{ layer: string; types: string[] }>;
  catalog: ConfiguratorCatalog;
  errors: RowErrors;
  onChange: (mapping: Mapping) => void;
}

/**
 * The mapping per option value of the product: for each value, the layer changes it makes. Rules of
 * options or values the product no longer has are listed apart (the server refuses them on save).
 */
export function MappingForm({ mapping, options, sides, layers, catalog, errors, onChange }: MappingFormProps) {
  const translate = useTranslate();
  const groups = changesByValue(mapping.rules);
  const known = new Set(options.flatMap((option) => option.values.map((value) => groupKey(option.name, value.value))));
  const stale = mapping.rules.filter((rule) => !known.has(groupKey(rule.option, rule.value)));
  const anchorNames = mapping.anchors.map((anchor) => anchor.name).filter(Boolean);
  const firstLayer = layers[0]?.layer ?? '';
  return (
    <Stack spacing={2}>
      {errors.mapping ? <Alert severity="error">{errors.mapping}</Alert> : null}
      {options.length === 0 ? <Alert severity="info">{translate('dcs.configurator.no_options')}</Alert> : null}
      {options.map((option) => (
        <Box key={option.name} component="section" aria-label={option.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography variant="subtitle1" component="h3">
            {`${option.label} (${option.name})`}
          </Typography>
          {option.values.map((value) => {
            const key = groupKey(option.name, value.value);
            const changes = groups.get(key) ?? [];
            const label = `${option.name} = ${value.value}`;
            const update = (next: typeof changes) => onChange(withChanges(mapping, options, key, next));
            return (
              <Box key={value.value} role="group" aria-label={label} sx={{ mt: 1 }}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Chip size="small" label={value.label} variant="outlined" />
                  <Typography variant="body2" color="text.secondary">
                    {translate('dcs.configurator.change_count', { smart_count: changes.length })}
                  </Typography>
                  <Button size="small" onClick={() => update([...changes, newChange('hide', firstLayer)])} aria-label={translate('dcs.configurator.add_change_for', { value: label })}>
                    {translate('dcs.configurator.add_change')}
                  </Button>
                </Stack>
                {errors[key] ? (
                  <FormHelperText error role="alert">
                    {errors[key]}
                  </FormHelperText>
                ) : null}
                <Stack spacing={1} sx={{ mt: 0.5, ml: 2 }}>
                  {changes.map((change, index) => (
                    <ChangeRow
                      key={index}
                      label={`${label}, ${translate('dcs.configurator.change')} ${index + 1}`}
                      change={change}
                      layers={layers}
                      anchors={anchorNames}
                      catalog={catalog}
                      error={errors[changeRow(key, index)]}
                      onChange={(next) => update(changes.map((current, i) => (i === index ? next : current)))}
                      onRemove={() => update(changes.filter((_, i) => i !== index))}
                    />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Box>
      ))}
      {stale.length ? (
        <Alert severity="warning">
          {translate('dcs.configurator.stale', { rules: stale.map((rule) => `${rule.option} = ${rule.value}`).join(', ') })}
          {stale.map((rule) => (errors[groupKey(rule.option, rule.value)] ? <FormHelperText key={groupKey(rule.option, rule.value)} error>{errors[groupKey(rule.option, rule.value)]}</FormHelperText> : null))}
        </Alert>
      ) : null}
      <AnchorsEditor anchors={mapping.anchors} sides={sides} errors={errors} onChange={(anchors) => onChange({ ...mapping, anchors })} />
    </Stack>
  );
}
