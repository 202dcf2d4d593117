import { BooleanField, ChipField, Datagrid, FunctionField, List, ReferenceArrayField, SearchInput, SingleFieldList, TextField, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';

/** Products with their printing methods in view: a product without one prints with the RGB fallback. */
export default function ProductList() {
  const translate = useTranslate();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" sortable={false} />
        <TextField source="sku" sortable={false} />
        <BooleanField source="designable" sortable={false} />
        <FunctionField source="sides" sortable={false} render={(product: { sides: unknown[] }) => product.sides.length} />
        <FunctionField
          source="printingMethodIds"
          sortable={false}
          render={(product: { printingMethodIds: number[] }) =>
            product.printingMethodIds.length ? (
              <ReferenceArrayField source="printingMethodIds" reference="printing-methods">
                <SingleFieldList linkType={false}>
                  <ChipField source="name" size="small" />
                </SingleFieldList>
              </ReferenceArrayField>
            ) : (
              <Chip size="small" label={translate('dcs.products.fallback_chip')} sx={{ bgcolor: '#8a4b00', color: '#fff' }} />
            )
          }
        />
      </Datagrid>
    </List>
  );
}
