import type { Clock, DatabaseService, MediaUse } from '@dcs/platform';
import type { DesignDocument, LayoutRule, RefitIssue, RefitPlacement } from '@dcs/design';
import type { FieldConstraints } from './template-fields.ts';

/** A stored design template. */
export interface TemplateRecord {
  id: number;
  name: string;
  category: string | null;
  tags: string[];
  design: DesignDocument;
  /** Smart-layout rule per top-level element id. */
  layout: Record<string, LayoutRule>;
  /** Constraints per placeholder element id. */
  fields: Record<string, FieldConstraints>;
  /** Resolution images must keep when the template is fitted to a product. */
  minPpi: number;
  thumbnailKey: string | null;
  createdAt: number;
  updatedAt: number;
}

/** What fitting a template to a product reported. */
export interface FitReport {
  fits: boolean;
  issues: RefitIssue[];
  placements: RefitPlacement[];
}

/** A template assigned to a shop product, with the design fitted to the product's sides. */
export interface AssignmentRecord {
  id: number;
  templateId: number;
  shopProductId: number;
  design: DesignDocument;
  fit: FitReport;
  mockupMediaId: number | null;
  createdAt: number;
  updatedAt: number;
}

/** The fields of a template an admin writes. */
export type TemplateInput = Pick<TemplateRecord, 'name' | 'category' | 'tags' | 'design' | 'layout' | 'fields' | 'minPpi'>;

/** Filters and page of a template list. */
export interface TemplateListQuery {
  search?: string;
  category?: string;
  tag?: string;
  orderby: 'created_at' | 'name' | 'id';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

interface TemplateRow {
  id: number;
  name: string;
  category: string | null;
  tags: string;
  tag_index: string;
  search_text: string;
  design: string;
  layout: string;
  fields: string;
  min_ppi: number;
  thumbnail_key: string | null;
  created_at: number;
  updated_at: number;
}

interface AssignmentRow {
  id: number;
  template_id: number;
  shop_product_id: number;
  design: string;
  fit: string;
  mockup_media_id: number | null;
  created_at: number;
  updated_at: number;
}

interface Tables {
  addon_dt_templates: TemplateRow;
  addon_dt_assignments: AssignmentRow;
}

/** Dependencies of {@link createTemplateStore}. */
export interface TemplateStoreDeps {
  database: DatabaseService;
  clock: Clock;
}

function toTemplate(row: TemplateRow): TemplateRecord {
  return {
    id: Number(row.id),
    name: row.name,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    design: JSON.parse(row.design) as DesignDocument,
    layout: JSON.parse(row.layout) as Record<string, LayoutRule>,
    fields: JSON.parse(row.fields) as Record<string, FieldConstraints>,
    minPpi: Number(row.min_ppi),
    thumbnailKey: row.thumbnail_key,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function toAssignment(row: AssignmentRow): AssignmentRecord {
  return {
    id: Number(row.id),
    templateId: Number(row.template_id),
    shopProductId: Number(row.shop_product_id),
    design: JSON.parse(row.design) as DesignDocument,
    fit: JSON.parse(row.fit) as FitReport,
    mockupMediaId: row.mockup_media_id === null ? null : Number(row.mockup_media_id),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function templateColumns(input: TemplateInput) {
  return {
    name: input.name,
    category: input.category,
    tags: JSON.stringify(input.tags),
    tag_index: `,${input.tags.map((tag) => tag.toLowerCase()).join(',')},`,
    search_text: [input.name, input.category ?? '', ...input.tags].join(' ').toLowerCase(),
    design: JSON.stringify(input.design),
    layout: JSON.stringify(input.layout),
    fields: JSON.stringify(input.fields),
    min_ppi: input.minPpi,
  };
}

/** Templates and their assignments in the addon's tables. */
export function createTemplateStore(deps: TemplateStoreDeps) {
  const db = () => deps.database.db<Tables>();
  // Substring search without LIKE, so `%` and `_` in the search text are plain characters on both engines.
  const position = deps.database.dialect === 'sqlite' ? 'instr' : 'strpos';

  return {
    async createTemplate(input: TemplateInput): Promise<TemplateRecord> {
      const now = deps.clock.now();
      const row = await db()
        .insertInto('addon_dt_templates')
        .values({ ...templateColumns(input), thumbnail_key: null, created_at: now, updated_at: now } as Omit<TemplateRow, 'id'> as TemplateRow)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTemplate(row);
    },

    async updateTemplate(id: number, input: TemplateInput): Promise<TemplateRecord | null> {
      const row = await db()
        .updateTable('addon_dt_templates')
        .set({ ...templateColumns(input), updated_at: deps.clock.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toTemplate(row) : null;
    },

    async setThumbnail(id: number, key: string | null): Promise<void> {
      await db().updateTable('addon_dt_templates').set({ thumbnail_key: key }).where('id', '=', id).execute();
    },

    async getTemplate(id: number): Promise<TemplateRecord | null> {
      const row = await db().selectFrom('addon_dt_templates').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toTemplate(row) : null;
    },

    async getTemplates(ids: readonly number[]): Promise<TemplateRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db().selectFrom('addon_dt_templates').selectAll().where('id', 'in', [...ids]).execute();
      return rows.map(toTemplate);
    },

    async listTemplates(query: TemplateListQuery): Promise<{ items: TemplateRecord[]; total: number }> {
      let base = db().selectFrom('addon_dt_templates');
      if (query.search) {
        const term = query.search.toLowerCase();
        base = base.where((eb) => eb(eb.fn<number>(position, [eb.ref('search_text'), eb.val(term)]), '>', 0));
      }
      if (query.category !== undefined) base = base.where('category', '=', query.category);
      if (query.tag !== undefined) {
        const needle = `,${query.tag.toLowerCase()},`;
        base = base.where((eb) => eb(eb.fn<number>(position, [eb.ref('tag_index'), eb.val(needle)]), '>', 0));
      }
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await base
        .selectAll()
        .orderBy(query.orderby, query.order)
        .orderBy('id', query.order)
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return { items: rows.map(toTemplate), total: Number(counted?.total ?? 0) };
    },

    /** Deletes the template and its assignments; returns the assignments removed. */
    async deleteTemplate(id: number): Promise<AssignmentRecord[]> {
      return deps.database.transaction<AssignmentRecord[], Tables>(async (trx) => {
        const removed = await trx.deleteFrom('addon_dt_assignments').where('template_id', '=', id).returningAll().execute();
        await trx.deleteFrom('addon_dt_templates').where('id', '=', id).execute();
        return removed.map(toAssignment);
      });
    },

    async getAssignment(templateId: number, shopProductId: number): Promise<AssignmentRecord | null> {
      const row = await db()
        .selectFrom('addon_dt_assignments')
        .selectAll()
        .where('template_id', '=', templateId)
        .where('shop_product_id', '=', shopProductId)
        .executeTakeFirst();
      return row ? toAssignment(row) : null;
    },

    /** The product's assignments, most recently changed first. */
    async listProductAssignments(shopProductId: number): Promise<AssignmentRecord[]> {
      const rows = await db()
        .selectFrom('addon_dt_assignments')
        .selectAll()
        .where('shop_product_id', '=', shopProductId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toAssignment);
    },

    /**
     * Creates or replaces the assignment of the pair, keeping its mockup. Two first assignments of one
     * pair at once: the loser's insert hits the unique pair, and its second attempt finds the row.
     */
    async saveAssignment(templateId: number, shopProductId: number, design: DesignDocument, fit: FitReport): Promise<{ assignment: AssignmentRecord; created: boolean }> {
      const attempt = () =>
        deps.database.transaction<{ assignment: AssignmentRecord; created: boolean }, Tables>(async (trx) => {
          const now = deps.clock.now();
          const values = { design: JSON.stringify(design), fit: JSON.stringify(fit), updated_at: now };
          const updated = await trx
            .updateTable('addon_dt_assignments')
            .set(values)
            .where('template_id', '=', templateId)
            .where('shop_product_id', '=', shopProductId)
            .returningAll()
            .executeTakeFirst();
          if (updated) return { assignment: toAssignment(updated), created: false };
          const row = await trx
            .insertInto('addon_dt_assignments')
            .values({ template_id: templateId, shop_product_id: shopProductId, ...values, mockup_media_id: null, created_at: now } as Omit<AssignmentRow, 'id'> as AssignmentRow)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { assignment: toAssignment(row), created: true };
        });
      return attempt().catch(attempt);
    },

    async setMockup(id: number, mediaId: number | null): Promise<AssignmentRecord | null> {
      const row = await db()
        .updateTable('addon_dt_assignments')
        .set({ mockup_media_id: mediaId, updated_at: deps.clock.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toAssignment(row) : null;
    },

    /**
     * The templates and assignments that use media item `id`: designs naming `media:<id>` (the JSON holds
     * it as a whole string, quotes included, so `media:1` never matches `media:12`) and assignments with
     * it as their mockup. All are published: customers see them in the designer and the shop grid.
     */
    async mediaUses(id: number): Promise<MediaUse[]> {
      const needle = JSON.stringify(`media:${id}`);
      const templates = await db()
        .selectFrom('addon_dt_templates')
        .select(['id', 'name'])
        .where((eb) => eb(eb.fn<number>(position, [eb.ref('design'), eb.val(needle)]), '>', 0))
        .orderBy('id')
        .limit(100)
        .execute();
      const assignments = await db()
        .selectFrom('addon_dt_assignments')
        .select(['id', 'template_id', 'shop_product_id'])
        .where((eb) => eb.or([eb(eb.fn<number>(position, [eb.ref('design'), eb.val(needle)]), '>', 0), eb('mockup_media_id', '=', id)]))
        .orderBy('id')
        .limit(100)
        .execute();
      return [
        ...templates.map((t) => ({ type: 'design_template', id: Number(t.id), name: t.name, published: true })),
        ...assignments.map((a) => ({
          type: 'template_assignment',
          id: Number(a.id),
          name: `Template ${Number(a.template_id)} on product ${Number(a.shop_product_id)}`,
          published: true,
        })),
      ];
    },

    async deleteAssignment(id: number): Promise<boolean> {
      const result = await db().deleteFrom('addon_dt_assignments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

/** The store's interface. */
export type TemplateStore = ReturnType<typeof createTemplateStore>;
