/** Colour per job state (white text passes AA contrast on each). */
export const STATE_COLORS: Record<string, string> = {
  held: '#8a4b00',
  queued: '#1b5e9e',
  processing: '#5e35b1',
  completed: '#00695c',
  delivered: '#2e7d32',
  failed: '#b71c1c',
  cancelled: '#546e7a',
};

/** What an admin may do with a job in each state (the addon's transitions). */
export const JOB_ACTIONS: Record<string, ReadonlyArray<'hold' | 'process' | 'retry' | 'reprint'>> = {
  held: ['process'],
  queued: ['hold'],
  processing: [],
  completed: ['hold', 'retry', 'reprint'],
  delivered: ['reprint'],
  failed: ['retry', 'hold'],
  // Its order was cancelled or refunded: final.
  cancelled: [],
};
