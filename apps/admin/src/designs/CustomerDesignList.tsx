import { Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';

export default function CustomerDesignList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="productId" sortable={false} />
        <DateField source="createdAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}
