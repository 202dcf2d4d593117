import { useRecordContext, useTranslate } from 'react-admin';
import { STATE_COLORS } from './job-states.ts';

// Plain inline styles: the queue draws one per row, and a MUI Chip is several styled components each.
const BADGE = { display: 'inline-block', padding: '0 10px', borderRadius: 12, fontSize: '0.8125rem', lineHeight: '24px', whiteSpace: 'nowrap', color: '#fff' } as const;

/** The job's state as a coloured badge (with its text: colour is never the only signal). */
export function StateField(_props: { label?: string; source?: string }) {
  const job = useRecordContext<{ state: string; holdReason: string | null }>();
  const translate = useTranslate();
  if (!job) return null;
  const label = translate(`dcs.states.${job.state}`) + (job.holdReason ? ` (${job.holdReason})` : '');
  return <span style={{ ...BADGE, background: STATE_COLORS[job.state] }}>{label}</span>;
}
