import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';

interface OptionValue {
  value: string;
  label?: string;
}
interface Option {
  name: string;
  label?: string;
  values?: OptionValue[];
}
interface PrintedSides {
  option: string;
  values: Record<string, string[]>;
}

/**
 * For each value of the printed-sides option, which sides it prints: a checkbox per side. Choosing
 * the option starts every value at "all sides", so the rule is complete (the API wants every value).
 */
function PrintedSidesMatrix({ option, sideIds }: { option: Option; sideIds: string[] }) {
  const { setValue } = useFormContext();
  const rule = useWatch({ name: 'printedSides' }) as PrintedSides | null | undefined;
  const values = rule?.values ?? {};
  const toggle = (value: string, side: string, on: boolean) => {
    const current = values[value] ?? sideIds;
    const next = on ? sideIds.filter((id) => id === side || current.includes(id)) : current.filter((id) => id !== side);
    setValue('printedSides.values', { ...values, [value]: next }, { shouldDirty: true });
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {(option.values ?? []).map((value) => (
        <FormGroup key={value.value} row role="group" aria-label={`Sides printed for ${value.label ?? value.value}`}>
          <Typography sx={{ minWidth: 180, alignSelf: 'center' }}>{value.label ?? value.value}</Typography>
          {sideIds.map((side) => (
            <FormControlLabel
              key={side}
              label={side}
              control={<Checkbox checked={(values[value.value] ?? sideIds).includes(side)} onChange={(event) => toggle(value.value, side, event.target.checked)} />}
            />
          ))}
        </FormGroup>
      ))}
    </Stack>
  );
}

/**
 * The product's order rules, which every file the shop prints from follows: the option that decides
 * the printed (and paid) sides, what one unit of the quantity is ("1 pack of 500 cards"), and the
 * option naming the paper or blank (JDF Media).
 */
export function OrderRulesInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const options = (useWatch({ name: 'options' }) as Option[] | undefined) ?? [];
  const sides = (useWatch({ name: 'sides' }) as Array<{ id?: string }> | undefined) ?? [];
  const sideIds = sides.map((side) => side.id ?? '').filter((id) => id !== '');
  const chosen = useWatch({ name: 'printedSides.option' }) as string | undefined;
  const choices = options.filter((option) => option.name).map((option) => ({ id: option.name, name: option.label || option.name }));
  const sidesOption = options.find((option) => option.name === chosen);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2">
        {translate('dcs.products.order_rules')}
      </Typography>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('dcs.products.order_rules_hint')}
      </Alert>
      <SelectInput
        source="printedSides.option"
        label="dcs.products.printed_sides_option"
        choices={choices}
        emptyText={translate('dcs.products.every_side_prints')}
        onChange={(event) => {
          const name = event.target.value as string;
          const option = options.find((candidate) => candidate.name === name);
          setValue('printedSides', option ? { option: name, values: Object.fromEntries((option.values ?? []).map((value) => [value.value, sideIds])) } : null, { shouldDirty: true });
        }}
      />
      {sidesOption && sideIds.length > 0 ? <PrintedSidesMatrix option={sidesOption} sideIds={sideIds} /> : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextInput source="quantityUnit.unit" label="dcs.products.unit" helperText="pack" />
        <TextInput source="quantityUnit.unitPlural" label="dcs.products.unit_plural" helperText="packs" />
        <SelectInput source="quantityUnit.piecesOption" label="dcs.products.pieces_option" choices={choices} emptyText="—" helperText={false} />
        <TextInput source="quantityUnit.piece" label="dcs.products.piece" helperText="card" />
        <TextInput source="quantityUnit.piecePlural" label="dcs.products.piece_plural" helperText="cards" />
      </Stack>
      <SelectInput source="mediaOption" label="dcs.products.media_option" choices={choices} emptyText="—" />
    </Box>
  );
}

/** The rules as the API takes them: an unfinished rule is none (null), empty texts are left out. */
export function orderRulesBody(data: Record<string, any>): Record<string, unknown> {
  const printedSides = data.printedSides?.option ? { option: data.printedSides.option, values: data.printedSides.values ?? {} } : null;
  const unit = data.quantityUnit ?? {};
  const quantityUnit = unit.unit && unit.unitPlural
    ? Object.fromEntries(Object.entries({ unit: unit.unit, unitPlural: unit.unitPlural, piecesOption: unit.piecesOption || null, piece: unit.piece || undefined, piecePlural: unit.piecePlural || undefined }).filter(([, value]) => value !== undefined))
    : null;
  return { printedSides, quantityUnit, mediaOption: data.mediaOption || null };
}
