import { Type } from 'typebox';
import type { DesignDocument } from '@dcs/design';
import { createError, type Clock, type DatabaseService, type Migration } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, widenIdColumnsMigration, type StoredRecord } from '../common/record-store.ts';

/** Designs one customer session may keep: enough for any real customer, a bound for a script. */
export const DESIGNS_PER_SESSION = 200;

export interface CustomerDesignFields {
  name: string;
  sessionId: string;
  productId: number | null;
  design: DesignDocument;
  sides: number;
  elements: number;
}
export type CustomerDesign = CustomerDesignFields & StoredRecord;

const Summary = {
  ...StoredFields,
  name: Type.String(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  sides: Type.Integer(),
  elements: Type.Integer({ description: 'Elements in the whole design, groups counted with their children.' }),
};
/** A saved design as admins see it: also whose session saved it. */
export const CustomerDesignSchema = Type.Object({ ...Summary, sessionId: Type.String(), design: Type.Unknown() });

export const customerDesignMigrations: Migration[] = [
  recordTableMigration(
    'admin_customer_designs',
    (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('session_id', 'text', (c) => c.notNull()).addColumn('product_id', 'integer'),
    ['session_id', 'product_id'],
  ),
  widenIdColumnsMigration(2, 'admin_customer_designs', ['product_id']),
];

function countElements(elements: readonly unknown[]): number {
  return elements.reduce<number>((n, e) => n + 1 + countElements(((e as { children?: unknown[] }).children ?? []) as unknown[]), 0);
}

/** Saved customer designs, each owned by the customer session that saved it. */
export class CustomerDesignStore {
  readonly records: RecordStore<CustomerDesignFields>;
  readonly #database: DatabaseService;

  constructor(deps: { database: DatabaseService; clock: Clock }) {
    this.#database = deps.database;
    this.records = new RecordStore<CustomerDesignFields>({
      ...deps,
      table: 'admin_customer_designs',
      resource: 'Design',
      columns: (d) => ({ name: d.name.toLowerCase(), session_id: d.sessionId, product_id: d.productId }),
      search: (d) => searchText(d.name, d.sessionId),
      sortColumns: { name: 'name' },
    });
  }

  async #fields(input: { name?: string; productId?: number | null; design: unknown }, sessionId: string): Promise<CustomerDesignFields> {
    // The design package loads with the first saved design, not when the server starts.
    const { validateDesign } = await import('@dcs/design');
    const design = validateDesign(input.design);
    return {
      name: input.name ?? design.name.slice(0, 200) ?? 'Design',
      sessionId,
      productId: input.productId ?? null,
      design,
      sides: design.sides.length,
      elements: design.sides.reduce((n, side) => n + countElements(side.elements), 0),
    };
  }

  async save(sessionId: string, input: { name?: string; productId?: number | null; design: unknown }): Promise<CustomerDesign> {
    const fields = await this.#fields(input, sessionId);
    if ((await this.records.count({ session_id: sessionId })) >= DESIGNS_PER_SESSION) {
      throw createError('svc_resource_conflict', { params: { resource: 'design', reason: `a session keeps at most ${DESIGNS_PER_SESSION} designs; delete some first.` } });
    }
    return this.records.insert(fields);
  }

  /**
   * The session's own design; another session's design is "not found", never "forbidden", so ids reveal
   * nothing. A caller without a session (null) owns none.
   */
  async own(sessionId: string | null, id: number): Promise<CustomerDesign> {
    const design = sessionId === null ? null : await this.records.get(id).catch(() => null);
    if (!design || design.sessionId !== sessionId) throw createError('svc_resource_not_found', { params: { resource: 'Design', id } });
    return design;
  }

  /**
   * Deletes the designs of ended sessions (the maintenance job's `customer_sessions.expired`): only that
   * session could open them, and an order keeps its own copy of the design it was made from.
   */
  async forgetSessions(sessionIds: readonly string[]): Promise<number> {
    if (sessionIds.length === 0) return 0;
    const result = await this.#database.db().deleteFrom('admin_customer_designs').where('session_id', 'in', [...sessionIds]).executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  }

  async replace(sessionId: string | null, id: number, input: { name?: string; productId?: number | null; design: unknown }): Promise<CustomerDesign> {
    const design = await this.own(sessionId, id);
    return this.records.replace(id, await this.#fields(input, design.sessionId));
  }
}
