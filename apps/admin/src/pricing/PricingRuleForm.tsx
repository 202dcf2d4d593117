import { ArrayInput, BooleanInput, FormDataConsumer, NumberInput, SelectInput, SimpleForm, SimpleFormIterator, TextInput, required } from 'react-admin';
import { Typography } from '@mui/material';
import { usePricingVocabulary } from './pricing-vocabulary.ts';
import { conditionValueText } from './rule-values.ts';
import { Text } from '../common/Text.tsx';

const choices = (values: readonly string[]) => values.map((id) => ({ id, name: id.replace(/_/g, ' ') }));

/** The rule builder: conditions and the action offered exactly as the engine's schema defines them. */
export function PricingRuleForm({ aside }: { aside?: React.ReactNode }) {
  const vocabulary = usePricingVocabulary();
  if (!vocabulary) return null;
  const subjects = [...vocabulary.metrics, ...Object.keys(vocabulary.listSubjects)];
  return (
    <SimpleForm warnWhenUnsavedChanges>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline fullWidth />
      <BooleanInput source="enabled" defaultValue />
      <NumberInput source="priority" helperText="Lower runs first" defaultValue={100} />
      <SelectInput source="scope" choices={choices(['design', 'element'])} defaultValue="design" />
      <SelectInput source="match" choices={choices(['all', 'any'])} defaultValue="all" />
      <SelectInput source="stacking" choices={choices(['continue', 'stop'])} defaultValue="continue" />
      <TextInput source="exclusive_group" label="Exclusive group" />
      <Typography variant="h6" component="h2">
        <Text>Conditions</Text>
      </Typography>
      <ArrayInput source="conditions" label={false}>
        <SimpleFormIterator inline>
          <SelectInput source="subject" choices={choices(subjects)} helperText={false} />
          <FormDataConsumer>
            {({ scopedFormData }) => {
              const list = scopedFormData?.subject ? vocabulary.listSubjects[scopedFormData.subject] : undefined;
              return (
                <>
                  {scopedFormData?.subject === 'option' ? <TextInput source="name" label="Option name" helperText={false} /> : null}
                  <SelectInput source="op" choices={choices(list ? list.ops : vocabulary.numericOps)} helperText={false} />
                  <TextInput source="value" format={conditionValueText} helperText={list ? 'Comma-separated' : scopedFormData?.op === 'between' ? 'from, to' : false} />
                </>
              );
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="h6" component="h2">
        <Text>Action</Text>
      </Typography>
      <SelectInput source="action.type" label="Action" choices={choices(Object.keys(vocabulary.actions))} validate={required()} />
      <FormDataConsumer>
        {({ formData }) => {
          const fields = vocabulary.actions[formData.action?.type] ?? [];
          return (
            <>
              {fields.includes('amount') ? <NumberInput source="action.amount" label="Amount (minor units)" /> : null}
              {fields.includes('metric') ? <SelectInput source="action.metric" label="Metric" choices={choices(vocabulary.metrics)} /> : null}
              {fields.includes('basis') ? <SelectInput source="action.basis" label="Basis" choices={choices(vocabulary.metrics)} /> : null}
              {fields.includes('rate') ? <NumberInput source="action.rate" label="Rate per unit (minor units)" /> : null}
              {fields.includes('free') ? <NumberInput source="action.free" label="Free units" /> : null}
              {fields.includes('percent') ? <NumberInput source="action.percent" label="Percent" /> : null}
              {fields.includes('of') ? <SelectInput source="action.of" label="Of" choices={choices(vocabulary.percentOf)} /> : null}
              {fields.includes('per') ? <SelectInput source="action.per" label="Per" choices={choices(vocabulary.perChoices)} /> : null}
              {fields.includes('tiers') ? (
                <ArrayInput source="action.tiers" label="Tiers">
                  <SimpleFormIterator inline>
                    <NumberInput source="min" label="From" helperText={false} />
                    <NumberInput source="amount" label="Amount" helperText={false} />
                    <NumberInput source="percent" label="Percent" helperText={false} />
                  </SimpleFormIterator>
                </ArrayInput>
              ) : null}
            </>
          );
        }}
      </FormDataConsumer>
      {aside}
    </SimpleForm>
  );
}
