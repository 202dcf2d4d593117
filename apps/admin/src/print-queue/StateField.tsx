import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import { STATE_COLORS } from './job-states.ts';

/** The job's state as a coloured chip (with its text: colour is never the only signal). */
export function StateField(_props: { label?: string; source?: string }) {
  const job = useRecordContext<{ state: string; holdReason: string | null }>();
  const translate = useTranslate();
  if (!job) return null;
  const label = translate(`dcs.states.${job.state}`) + (job.holdReason ? ` (${job.holdReason})` : '');
  return <Chip size="small" label={label} sx={{ bgcolor: STATE_COLORS[job.state], color: '#fff' }} />;
}
