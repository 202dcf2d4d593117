import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { JOB_ACTIONS } from './job-states.ts';
import { useJobAction, type JobAction } from './use-job-action.ts';

/**
 * The moves the job's state allows: hold (with an optional reason), process, retry, and reprint
 * (confirmed: it prints the job again).
 */
export function JobActions({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const job = useRecordContext<{ id: number; number: string; state: string }>();
  const translate = useTranslate();
  const { run, busy } = useJobAction();
  const [holding, setHolding] = useState(false);
  const [reason, setReason] = useState('');
  const [reprinting, setReprinting] = useState(false);
  if (!job) return null;
  const actions = JOB_ACTIONS[job.state] ?? [];
  const click = (action: JobAction) => (event: React.MouseEvent) => {
    event.stopPropagation();
    if (action === 'hold') return setHolding(true);
    if (action === 'reprint') return setReprinting(true);
    void run(job.id, action);
  };
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {actions.map((action) => (
        <Button key={action} size={size} variant="outlined" disabled={busy} onClick={click(action)} aria-label={`${translate(`dcs.queue.${action}`)} ${job.number}`}>
          {translate(`dcs.queue.${action}`)}
        </Button>
      ))}
      {/* Mounted only while open: a page of 25 rows renders 25 × fewer components. */}
      {holding ? (
        <Dialog open={holding} onClose={() => setHolding(false)} aria-labelledby={`hold-${job.id}`}>
          <DialogTitle id={`hold-${job.id}`}>{`${translate('dcs.queue.hold')} ${job.number}`}</DialogTitle>
          <DialogContent>
            <TextField autoFocus fullWidth margin="dense" label={translate('dcs.queue.hold_reason')} value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setHolding(false)}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                setHolding(false);
                void run(job.id, 'hold', reason.trim() ? { reason: reason.trim() } : undefined);
                setReason('');
              }}
            >
              {translate('dcs.queue.hold')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      {reprinting ? (
        <Confirm
          isOpen={reprinting}
          title={`${translate('dcs.queue.reprint')} ${job.number}`}
          content={translate('dcs.queue.reprint_confirm', { number: job.number })}
          onConfirm={() => {
            setReprinting(false);
            void run(job.id, 'reprint');
          }}
          onClose={() => setReprinting(false)}
        />
      ) : null}
    </Stack>
  );
}
