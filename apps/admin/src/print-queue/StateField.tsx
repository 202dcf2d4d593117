import { useRecordContext, useTranslate } from 'react-admin';
import { STATE_COLORS } from './job-states.ts';

// Plain inline styles: the queue draws one per row, and a MUI Chip is several styled components each.
const BADGE = { display: 'inline-block', padding: '0 10px', borderRadius: 12, fontSize: '0.8125rem', lineHeight: '24px', whiteSpace: 'nowrap', color: '#fff' } as const;
const BADGES = Object.fromEntries(Object.entries(STATE_COLORS).map(([state, background]) => [state, { ...BADGE, background }]));

/** A job's state as a coloured badge (with its text: colour is never the only signal). */
export function StateBadge({ job }: { job: { state: string; hold_reason: string | null } }) {
  const translate = useTranslate();
  const label = translate(`dcs.states.${job.state}`) + (job.hold_reason ? ` (${job.hold_reason})` : '');
  return <span style={BADGES[job.state] ?? BADGE}>{label}</span>;
}

/** The record's state badge, on the job's page. */
export function StateField(_props: { label?: string; source?: string }) {
  const job = useRecordContext<{ state: string; hold_reason: string | null }>();
  return job ? <StateBadge job={job} /> : null;
}
