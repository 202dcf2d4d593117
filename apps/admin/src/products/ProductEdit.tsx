import { ArrayInput, BooleanInput, Edit, FormDataConsumer, NumberInput, ReferenceArrayInput, ReferenceInput, AutocompleteArrayInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { Alert, Typography } from '@mui/material';
import { OrderRulesInput, orderRulesBody } from './OrderRulesInput.tsx';
import { ProductOptionsInput } from './ProductOptionsInput.tsx';
import { SidesPreview } from './SidesPreview.tsx';

/** The API refuses fields it does not take: the side's `mockup` key is derived from `mockupMediaId`. */
function transform(data: Record<string, any>) {
  const { name: _name, sku: _sku, currency: _currency, ...rest } = data;
  return { ...rest, ...orderRulesBody(rest), sides: (rest.sides ?? []).map(({ mockup: _mockup, ...side }: Record<string, unknown>) => side) };
}

/** Base price and options with price deltas, sides and print areas (drawn over the mockup), printing methods, and the default template. */
export default function ProductEdit() {
  const translate = useTranslate();
  return (
    <Edit transform={transform} mutationMode="pessimistic">
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="name" disabled />
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
