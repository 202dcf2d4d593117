import type { ReactNode } from 'react';
import { StateBadge } from './StateField.tsx';

/** A job as the queue's list route answers it (the fields the table shows). */
export interface QueueJob {
  id: number;
  number: string;
  state: string;
  hold_reason: string | null;
  product: { name: string };
  order: { id: number };
  quantity: number;
  round: number;
  created_at: string;
}

/** One column of the queue's table: its header (label, alignment) and what its cell shows. */
export interface QueueColumn {
  source: string;
  label: string;
  align?: 'right';
  cell: (job: QueueJob) => ReactNode;
}

const numbers = new Intl.NumberFormat();
const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The queue's columns in order; the row actions follow them in a column of their own. */
export const QUEUE_COLUMNS: readonly QueueColumn[] = [
  { source: 'number', label: 'resources.print-queue.fields.number', cell: (job) => job.number },
  { source: 'state', label: 'resources.print-queue.fields.state', cell: (job) => <StateBadge job={job} /> },
  { source: 'product.name', label: 'resources.print-queue.fields.product', cell: (job) => job.product.name },
  { source: 'order.id', label: 'dcs.orders.order', align: 'right', cell: (job) => numbers.format(job.order.id) },
  { source: 'quantity', label: 'resources.print-queue.fields.quantity', align: 'right', cell: (job) => numbers.format(job.quantity) },
  { source: 'round', label: 'resources.print-queue.fields.round', align: 'right', cell: (job) => numbers.format(job.round) },
  { source: 'created_at', label: 'resources.print-queue.fields.createdAt', cell: (job) => dates.format(new Date(job.created_at)) },
];

/**
 * A column header of the queue's table. It draws nothing itself: react-admin's Datagrid reads its
 * props to draw the header row (labels, alignment, no sorting: the queue is newest first), and
 * `QueueRows` draws the cells from {@link QUEUE_COLUMNS}.
 */
export function QueueHeader(_props: { source?: string; label?: string; textAlign?: 'right'; sortable: false }): null {
  return null;
}
