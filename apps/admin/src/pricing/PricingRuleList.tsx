import { BooleanField, Datagrid, List, NumberField, TextField } from 'react-admin';
import { TryItQuote } from './TryItQuote.tsx';

/** Rules in evaluation order, and a quote to see what they do together. */
export default function PricingRuleList() {
  return (
    <List perPage={50} empty={false}>
      <Datagrid rowClick="edit">
        <NumberField source="priority" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="scope" sortable={false} />
        <TextField source="action.type" label="Action" sortable={false} />
        <TextField source="stacking" sortable={false} />
        <BooleanField source="enabled" sortable={false} />
      </Datagrid>
      <TryItQuote />
    </List>
  );
}
