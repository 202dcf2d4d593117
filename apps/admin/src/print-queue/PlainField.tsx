import { useRecordContext } from 'react-admin';

/**
 * A record's value as plain text in a list cell, for the print queue's columns: react-admin's fields
 * wrap each value in a themed Typography (a styled component per cell), which on a page of 25 jobs
 * is a good part of the time to first rows. `source` is a dotted path; `label` names the column.
 */
export function PlainField({ source, format = String }: { source: string; label?: string; sortable?: boolean; textAlign?: 'left' | 'right'; format?: (value: any) => string }) {
  const record = useRecordContext();
  const value = source.split('.').reduce<any>((at, key) => (at == null ? at : at[key]), record);
  return <span>{value == null ? '' : format(value)}</span>;
}

const numbers = new Intl.NumberFormat();
const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });
export const formatNumber = (value: number) => numbers.format(value);
export const formatDateTime = (value: string) => dates.format(new Date(value));
