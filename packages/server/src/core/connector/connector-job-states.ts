import type { DatabaseService, PrintJobEvent } from '@dcs/platform';
import type { ConnectorTables } from './connector-migrations.ts';

/** A print job of an order as a connected shop reads it. */
export interface ConnectorJobState {
  job_id: number;
  number: string;
  item_id: number;
  state: string;
  round: number;
  hold_reason: string | null;
  error: { code: string; message: string } | null;
  updated_at: string;
}

/**
 * The state of every print job as the print queue announced it, so a shop reads its order's jobs
 * without core reaching into an addon's tables. An announcement older than the stored one (a listener
 * running late) changes nothing: rounds and times only move forward.
 */
export function createConnectorJobStates(deps: { database: DatabaseService }) {
  const db = () => deps.database.db<ConnectorTables>();
  return {
    async record(event: PrintJobEvent): Promise<void> {
      const row = {
        job_id: event.id,
        number: event.number,
        order_id: event.orderId,
        item_id: event.itemId,
        state: event.state,
        round: event.round,
        hold_reason: event.holdReason,
        error_code: event.error?.code ?? null,
        error_message: event.error?.message ?? null,
        updated_at: event.at,
      };
      await db()
        .insertInto('connector_print_jobs')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('job_id')
            .doUpdateSet({ state: row.state, round: row.round, hold_reason: row.hold_reason, error_code: row.error_code, error_message: row.error_message, updated_at: row.updated_at })
            .where('connector_print_jobs.updated_at', '<=', row.updated_at),
        )
        .execute();
    },

    async ofOrder(orderId: number): Promise<ConnectorJobState[]> {
      const rows = await db().selectFrom('connector_print_jobs').selectAll().where('order_id', '=', orderId).orderBy('item_id').orderBy('job_id').execute();
      return rows.map((row) => ({
        job_id: Number(row.job_id),
        number: row.number,
        item_id: Number(row.item_id),
        state: row.state,
        round: Number(row.round),
        hold_reason: row.hold_reason,
        error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
        updated_at: new Date(Number(row.updated_at)).toISOString(),
      }));
    },
  };
}

/** The store made by {@link createConnectorJobStates}. */
export type ConnectorJobStates = ReturnType<typeof createConnectorJobStates>;
