import { BooleanField, Datagrid, List, SearchInput, TextField, ReferenceField } from 'react-admin';

/** Printing methods with colour mode and profile in view. */
export default function PrintingMethodList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="name" />
        <TextField source="code" />
        <TextField source="output.colorMode" label="Colour mode" sortable={false} />
        <ReferenceField source="output.iccProfileId" reference="icc_profiles" label="ICC profile" sortable={false} emptyText="default">
          <TextField source="name" />
        </ReferenceField>
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  );
}
