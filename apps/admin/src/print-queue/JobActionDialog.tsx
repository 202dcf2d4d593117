import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { JobAction } from './use-job-action.ts';

/** A move that asks first: hold (with an optional reason) and reprint (it prints the job again, with a reason). */
export type AskedAction = Extract<JobAction, 'hold' | 'reprint'>;

export const isAsked = (action: JobAction): action is AskedAction => action === 'hold' || action === 'reprint';

/**
 * The question before a hold or a reprint, for one job. A reprint needs its reason (the job page keeps it,
 * so the shop knows later why the job printed twice); a hold's is optional. Mounted only while open, and
 * once per screen (the queue's rows share one), so a page of jobs carries no dialog per row.
 */
export function JobActionDialog({ job, action, onClose, onConfirm }: {
  job: { id: number; number: string };
  action: AskedAction;
  onClose: () => void;
  onConfirm: (body?: { reason: string }) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const reprint = action === 'reprint';
  const text = reason.trim();
  const titleId = `${action}-${job.id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${translate(`dcs.queue.${action}`)} ${job.number}`}</DialogTitle>
      <DialogContent>
        {reprint ? <DialogContentText>{translate('dcs.queue.reprint_confirm', { number: job.number })}</DialogContentText> : null}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          required={reprint}
          label={translate(reprint ? 'dcs.queue.reprint_reason' : 'dcs.queue.hold_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value.replace(/[\u0000-\u001f\u007f]/g, ' '))}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={reprint && !text} onClick={() => onConfirm(text ? { reason: text } : undefined)}>
          {translate(`dcs.queue.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
