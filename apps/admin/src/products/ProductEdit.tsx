import { ArrayInput, BooleanInput, Edit, FormDataConsumer, NumberInput, ReferenceArrayInput, ReferenceInput, AutocompleteArrayInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, TopToolbar, maxLength, required, useRecordContext, useTranslate } from 'react-admin';
import { Alert, Typography } from '@mui/material';
import { OrderRulesInput, orderRulesBody } from './OrderRulesInput.tsx';
import { ProductOptionsInput } from './ProductOptionsInput.tsx';
import { ArchiveButton, ArchivedChip } from './ProductStatus.tsx';
import { SidesPreview } from './SidesPreview.tsx';

/**
 * The API refuses fields it does not take: the side's `mockup` key is derived from `mockupMediaId`.
 * The status is changed by Archive / Restore alone, never by saving the form.
 */
function transform(data: Record<string, any>) {
  const { sku: _sku, currency: _currency, status: _status, ...rest } = data;
  return { ...rest, ...orderRulesBody(rest), sides: (rest.sides ?? []).map(({ mockup: _mockup, ...side }: Record<string, unknown>) => side) };
}

function EditActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ArchivedChip />
      <ArchiveButton />
    </TopToolbar>
  );
}

/** Says what archiving did while the product is archived. */
function ArchivedNotice() {
  const record = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  return record?.status === 'archived' ? <Alert severity="warning" sx={{ mb: 1 }}>{translate('dcs.products.archived_hint')}</Alert> : null;
}

/** Base price and options with price deltas, sides and print areas (drawn over the mockup), printing methods, and the default template. */
export default function ProductEdit() {
  const translate = useTranslate();
  return (
    <Edit transform={transform} mutationMode="pessimistic" actions={<EditActions />}>
      <SimpleForm warnWhenUnsavedChanges>
        <ArchivedNotice />
        <TextInput source="name" validate={[required(), maxLength(200)]} />
        <BooleanInput source="designable" />
        <ProductOptionsInput />
        <Typography variant="h6" component="h2">
          {translate('resources.products.fields.printingMethodIds')}
        </Typography>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('dcs.products.methods_hint')}
        </Alert>
        <FormDataConsumer>{({ formData }) => (formData.printingMethodIds?.length ? null : <Alert severity="warning">{translate('dcs.products.no_method')}</Alert>)}</FormDataConsumer>
        <ReferenceArrayInput source="printingMethodIds" reference="printing-methods">
          <AutocompleteArrayInput optionText="name" label="resources.products.fields.printingMethodIds" />
        </ReferenceArrayInput>
        <ReferenceInput source="defaultTemplateId" reference="design-templates">
          <SelectInput optionText="name" label="resources.products.fields.defaultTemplateId" emptyText="—" />
        </ReferenceInput>
        <Typography variant="h6" component="h2">
          {translate('dcs.products.sides')}
        </Typography>
        <SidesPreview />
        <ArrayInput source="sides">
          <SimpleFormIterator>
            <TextInput source="id" helperText={false} />
            <TextInput source="name" helperText={false} />
            <NumberInput source="trim.width" label="Width (mm)" helperText={false} />
            <NumberInput source="trim.height" label="Height (mm)" helperText={false} />
            <NumberInput source="bleed" label="Bleed (mm)" helperText={false} />
            <NumberInput source="safeMargin" label="Safe margin (mm)" helperText={false} />
            <ReferenceInput source="mockupMediaId" reference="media">
              <SelectInput optionText="title" label="Mockup" emptyText="—" helperText={false} />
            </ReferenceInput>
            <SelectInput
              source="mockupKind"
              label="dcs.products.mockup_kind"
              choices={[{ id: 'flat', name: 'dcs.products.mockup_flat' }, { id: 'mug', name: 'dcs.products.mockup_mug' }]}
              defaultValue="flat"
              helperText={false}
            />
            <ArrayInput source="printAreas" label="Print areas">
              <SimpleFormIterator inline>
                <TextInput source="id" helperText={false} />
                <TextInput source="name" helperText={false} />
                <NumberInput source="x" label="x (mm)" helperText={false} />
                <NumberInput source="y" label="y (mm)" helperText={false} />
                <NumberInput source="width" label="Width (mm)" helperText={false} />
                <NumberInput source="height" label="Height (mm)" helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
        <OrderRulesInput />
      </SimpleForm>
    </Edit>
  );
}
