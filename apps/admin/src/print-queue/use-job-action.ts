import { useCallback, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';

export type JobAction = 'hold' | 'process' | 'retry' | 'reprint';

/** Runs one action on a job through its route, tells the result, and refreshes the screen. */
export function useJobAction() {
  const client = useApiClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  // Stable across renders: the queue's memoized rows receive it.
  const run = useCallback(async (id: number, action: JobAction, body?: unknown): Promise<void> => {
    setBusy(true);
    try {
      const job = (await client.post('svc', `/print-queue/${id}/${action}`, body)).body;
      notify(translate('dcs.queue.done', { number: job.number, state: translate(`dcs.states.${job.state}`) }), { type: 'success' });
    } catch (error) {
      notify(describeError(error, false), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  }, [client, notify, refresh, translate]);
  return { run, busy };
}
