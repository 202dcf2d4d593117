/**
 * A print job's change as the print queue announces it, with what a connected shop needs to find its
 * line (`orderId` and `itemId` of the shop facade's order).
 */
export interface PrintJobEvent {
  id: number;
  /** The human job number on files and tickets (`PQ000042`). */
  number: string;
  orderId: number;
  itemId: number;
  state: string;
  /** Increases with every process, retry and reprint. */
  round: number;
  holdReason: string | null;
  error: { code: string; message: string } | null;
  /** Clock time of the change. */
  at: number;
}

/**
 * Actions a print queue fires after each state change of a job is stored: `print_job.state_changed`
 * (event, previous state or null for a new job), then `print_job.<state>` (event), for example
 * `print_job.delivered`. Listeners run after the change; their failure changes nothing.
 */
export const PRINT_JOB_HOOKS = {
  stateChanged: 'print_job.state_changed',
} as const;
