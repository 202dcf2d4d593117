import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Button, Stack } from '@mui/material';
import { JobActionDialog, isAsked, type AskedAction } from './JobActionDialog.tsx';
import { JOB_ACTIONS } from './job-states.ts';
import { useJobAction, type JobAction } from './use-job-action.ts';

/**
 * The moves the job's state allows, on the job's page: hold (with an optional reason), process,
 * retry, and reprint (confirmed: it prints the job again). The queue's rows draw the same moves as
 * plain buttons (`QueueRows.tsx`).
 */
export function JobActions({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const job = useRecordContext<{ id: number; number: string; state: string }>();
  const translate = useTranslate();
  const { run, busy } = useJobAction();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  if (!job) return null;
  const actions = JOB_ACTIONS[job.state] ?? [];
  const click = (action: JobAction) => (event: React.MouseEvent) => {
    event.stopPropagation();
    if (isAsked(action)) return setAsking(action);
    void run(job.id, action);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" onClick={(event) => event.stopPropagation()}>
      {actions.map((action) => (
        <Button key={action} size={size} variant="outlined" disabled={busy} onClick={click(action)} aria-label={`${translate(`dcs.queue.${action}`)} ${job.number}`}>
          {translate(`dcs.queue.${action}`)}
        </Button>
      ))}
      {asking ? (
        <JobActionDialog
          job={job}
          action={asking}
          onClose={() => setAsking(null)}
          onConfirm={(body) => {
            setAsking(null);
            void run(job.id, asking, body);
          }}
        />
      ) : null}
    </Stack>
  );
}
