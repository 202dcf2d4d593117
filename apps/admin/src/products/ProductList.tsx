import { BooleanField, ChipField, Datagrid, FunctionField, List, ReferenceArrayField, SearchInput, SelectInput, SingleFieldList, TextField, WrapperField, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { ArchiveButton, ArchivedChip, PRODUCT_STATUS_CHOICES } from './ProductStatus.tsx';

/**
 * Products with their printing methods in view: a product without one prints with the RGB fallback.
 * Products on sale by default; archived ones under the status filter, each with Archive or Restore.
 */
export default function ProductList() {
  const translate = useTranslate();
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" label="dcs.products.status" choices={PRODUCT_STATUS_CHOICES} alwaysOn emptyText="dcs.products.status_all" />]}
      filterDefaultValues={{ status: 'active' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <WrapperField source="name" sortable={false}>
          <TextField source="name" sx={{ mr: 1 }} />
          <ArchivedChip />
        </WrapperField>
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
        <WrapperField label="dcs.products.status" textAlign="right">
          <ArchiveButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
