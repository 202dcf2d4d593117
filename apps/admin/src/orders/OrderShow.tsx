import { useState } from 'react';
import { Confirm, Show, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { DesignPreview } from '../common/DesignPreview.tsx';
import type { SketchSide } from '../common/DesignSketch.tsx';
import { formatMoney } from '../common/format.ts';
import { ORDER_TRANSITIONS, shopOrderLabel } from './order-statuses.ts';

interface Order {
  id: number;
  status: string;
  currency: string;
  total: number;
  email: string | null;
  source: string | null;
  externalId: string | null;
  createdAt: number;
  items: Array<{ id: number; productName: string; sku: string; quantity: number; unitPrice: number; lineTotal: number; options: Record<string, string>; design: { sides?: SketchSide[] } | null }>;
}

function StatusButtons({ order }: { order: Order }) {
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState<string | null>(null);
  const move = async (status: string) => {
    setPending(null);
    try {
      await client.post('admin', `/orders/${order.id}/status`, { status });
      notify(translate('dcs.orders.status_changed', { id: order.id, status: translate(`dcs.order_status.${status}`) }), { type: 'success' });
    } catch (error) {
      notify(describeError(error, false), { type: 'error' });
    }
    refresh();
  };
  const destructive = (status: string) => status === 'cancelled' || status === 'refunded';
  return (
    // Wraps on a phone: four status buttons side by side are wider than 390 px.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(ORDER_TRANSITIONS[order.status] ?? []).map((status) => (
        <Button key={status} variant="outlined" color={destructive(status) ? 'error' : 'primary'} onClick={() => (destructive(status) ? setPending(status) : move(status))}>
          {translate('dcs.orders.set_status', { status: translate(`dcs.order_status.${status}`) })}
        </Button>
      ))}
      <Confirm isOpen={pending !== null} title={translate('dcs.orders.set_status', { status: pending ?? '' })} content={`#${order.id}`} onConfirm={() => move(pending!)} onClose={() => setPending(null)} />
    </Stack>
  );
}

function OrderDetail() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">{`#${order.id} · ${translate(`dcs.order_status.${order.status}`)} · ${formatMoney(order.total, order.currency)}`}</Typography>
      <Typography>{[order.email, new Date(order.createdAt).toLocaleString(), order.source ? `${translate('dcs.orders.from_shop', { _: 'From' })} ${shopOrderLabel(order)}` : null].filter(Boolean).join(' · ')}</Typography>
      <StatusButtons order={order} />
      <Typography variant="h6" component="h2">
        {translate('dcs.orders.items')}
      </Typography>
      {order.items.map((item) => (
        <Card key={item.id}>
          <CardContent>
            <Typography>{`${item.productName} (${item.sku}) × ${item.quantity} · ${formatMoney(item.lineTotal, order.currency)}`}</Typography>
            <Typography variant="body2">{Object.entries(item.options).map(([name, value]) => `${name}: ${value}`).join(' · ')}</Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 1 }} flexWrap="wrap">
              {(item.design?.sides ?? []).map((side) => (
                <Box key={side.id}>
                  <Typography variant="caption">{side.name ?? side.id}</Typography>
                  <DesignPreview orderId={order.id} itemId={item.id} side={side} width={220} title={`${translate('dcs.orders.preview')} ${item.productName} ${side.name ?? side.id}`} />
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** One order: items with design previews, and the status moves the shop allows from here. */
export default function OrderShow() {
  return (
    <Show component="div">
      <OrderDetail />
    </Show>
  );
}
