import { Datagrid, DateField, FunctionField, List, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty.tsx';
import { formatMoney } from '../common/format.ts';
import { ORDER_STATUSES, shopOrderLabel } from './order-statuses.ts';

/** Orders newest first, filtered by status (the route's only filter). */
export default function OrderList() {
  const translate = useTranslate();
  const filters = [<SelectInput key="status" source="status" alwaysOn choices={ORDER_STATUSES.map((id) => ({ id, name: translate(`dcs.order_status.${id}`) }))} />];
  return (
    <List filters={filters} perPage={25} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<ListEmpty title="dcs.empty.orders_title" hint="dcs.empty.orders_hint" link={{ to: '/shop-keys', label: 'dcs.empty.go_keys' }} />}>
        <NumberField source="id" sortable={false} />
        <FunctionField source="status" sortable={false} render={(order: { status: string }) => translate(`dcs.order_status.${order.status}`)} />
        <TextField source="email" sortable={false} />
        <FunctionField source="source" sortable={false} render={(order: { source: string | null; externalId: string | null }) => shopOrderLabel(order)} />
        <FunctionField source="items" sortable={false} label="dcs.orders.items" render={(order: { items: unknown[] }) => order.items.length} />
        <FunctionField source="total" sortable={false} render={(order: { total: number; currency: string }) => formatMoney(order.total, order.currency)} />
        <DateField source="createdAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}
