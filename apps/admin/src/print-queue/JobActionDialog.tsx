import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { JobAction } from './use-job-action.ts';

/** A move that asks first: hold (with an optional reason) and reprint (it prints the job again). */
export type AskedAction = Extract<JobAction, 'hold' | 'reprint'>;

export const isAsked = (action: JobAction): action is AskedAction => action === 'hold' || action === 'reprint';

/**
 * The question before a hold or a reprint, for one job. Mounted only while open, and once per screen
 * (the queue's rows share one), so a page of jobs carries no dialog per row.
 */
export function JobActionDialog({ job, action, onClose, onConfirm }: {
  job: { id: number; number: string };
  action: AskedAction;
  onClose: () => void;
  onConfirm: (body?: { reason: string }) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  if (action === 'reprint') {
    return (
      <Confirm
        isOpen
        title={`${translate('dcs.queue.reprint')} ${job.number}`}
        content={translate('dcs.queue.reprint_confirm', { number: job.number })}
        onConfirm={() => onConfirm()}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={`hold-${job.id}`}>
      <DialogTitle id={`hold-${job.id}`}>{`${translate('dcs.queue.hold')} ${job.number}`}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth margin="dense" label={translate('dcs.queue.hold_reason')} value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onConfirm(reason.trim() ? { reason: reason.trim() } : undefined)}>
          {translate('dcs.queue.hold')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
