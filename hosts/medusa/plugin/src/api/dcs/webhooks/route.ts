import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { DCS_MODULE } from '../../../modules/dcs';
import type DcsConnectorService from '../../../modules/dcs/service';

/** A print job's state as the order keeps it (metadata `dcs_jobs`, keyed by the Medusa line id). */
export interface DcsJobState {
  job_id: number;
  number: string;
  state: string;
  round: number;
  hold_reason: string | null;
  error: string | null;
  updated_at: string;
}

type JobEvent = { type: string; timestamp: string; data: { job_id: number; number: string; state: string; round: number; hold_reason: string | null; error: string | null; shop_order_id?: string; line_id?: string } };

/**
 * dcs's Standard Webhooks: the signature is checked on the raw body (401 otherwise, and dcs tries
 * again), then a print job event writes the job's state on its Medusa order, where the admin widget
 * shows it. dcs sends one message per endpoint at a time and in order, so the last write is the newest.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const dcs = req.scope.resolve<DcsConnectorService>(DCS_MODULE);
  let event: JobEvent;
  try {
    event = dcs.verifyWebhook((req as unknown as { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '', req.headers) as JobEvent;
  } catch {
    res.status(401).json({ code: 'dcs_webhook_signature_invalid', message: 'The webhook signature does not verify.', data: {} });
    return;
  }
  const data = event.data;
  if (!event.type.startsWith('print_job.') || !data?.shop_order_id || !data.line_id) {
    res.status(204).end();
    return;
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const { data: [order] } = await query.graph({ entity: 'order', fields: ['id', 'metadata'], filters: { id: data.shop_order_id } });
  // Another shop's order (the key's shop is this Medusa, so this is an old or foreign id): nothing to do.
  if (!order) {
    res.status(204).end();
    return;
  }
  const jobs = { ...((order.metadata?.dcs_jobs as Record<string, DcsJobState> | undefined) ?? {}) };
  jobs[data.line_id] = { job_id: data.job_id, number: data.number, state: data.state, round: data.round, hold_reason: data.hold_reason, error: data.error, updated_at: event.timestamp };
  await req.scope.resolve(Modules.ORDER).updateOrders([{ id: order.id, metadata: { dcs_jobs: jobs } }]);
  res.status(204).end();
}
