import { Type, type Static } from 'typebox';
import { createError, type Clock, type DatabaseService, type Migration } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, widenIdColumnsMigration, type StoredRecord } from '../common/record-store.ts';

export const CategoryInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    parentId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Parent category; null for a top-level one.' })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export const CategorySchema = Type.Object({
  ...StoredFields,
  name: Type.String(),
  description: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
});
export type CategoryInput = Static<typeof CategoryInputSchema>;
export interface CategoryFields {
  name: string;
  description: string;
  parentId: number | null;
  position: number;
}
export type Category = CategoryFields & StoredRecord;
export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** Deepest nesting of the tree; deeper trees are hard to show and usually a mistake. */
const MAX_DEPTH = 8;

export const categoryMigrations: Migration[] = [
  recordTableMigration(
    'admin_categories',
    (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('parent_id', 'integer').addColumn('position', 'integer', (c) => c.notNull()),
    ['parent_id'],
  ),
  widenIdColumnsMigration(2, 'admin_categories', ['parent_id']),
];

/** Clipart categories as a tree (each has at most one parent; cycles and depth beyond 8 are refused). */
export class CategoryStore {
  readonly records: RecordStore<CategoryFields>;

  constructor(deps: { database: DatabaseService; clock: Clock }) {
    this.records = new RecordStore<CategoryFields>({
      ...deps,
      table: 'admin_categories',
      resource: 'Category',
      columns: (c) => ({ name: c.name.toLowerCase(), parent_id: c.parentId, position: c.position }),
      search: (c) => searchText(c.name, c.description),
      sortColumns: { name: 'name', position: 'position' },
    });
  }

  async create(input: CategoryInput): Promise<Category> {
    const parentId = input.parentId ?? null;
    await this.#assertParent(null, parentId);
    return this.records.insert({ name: input.name, description: input.description ?? '', parentId, position: input.position ?? 0 });
  }

  async update(id: number, patch: Partial<CategoryInput>): Promise<Category> {
    const current = await this.records.get(id);
    const next = { ...current, ...patch, parentId: patch.parentId === undefined ? current.parentId : patch.parentId };
    if (patch.parentId !== undefined) await this.#assertParent(id, next.parentId);
    return this.records.replace(id, next);
  }

  /** The parent must exist, must not be the category or one of its descendants, and keeps the depth bounded. */
  async #assertParent(id: number | null, parentId: number | null): Promise<void> {
    let depth = 1;
    for (let cursor = parentId; cursor !== null; depth++) {
      if (cursor === id) throw createError('svc_resource_invalid', { params: { resource: 'category', reason: 'a category cannot be inside itself or its own descendants.' } });
      if (depth > MAX_DEPTH) throw createError('svc_resource_invalid', { params: { resource: 'category', reason: `categories nest at most ${MAX_DEPTH} levels deep.` } });
      cursor = (await this.records.get(cursor)).parentId;
    }
  }

  /** Every category as a tree, siblings by position then name. */
  async tree(): Promise<CategoryNode[]> {
    const all = await this.records.all('position');
    const nodes = new Map(all.map((c) => [c.id, { ...c, children: [] as CategoryNode[] }]));
    const roots: CategoryNode[] = [];
    for (const node of nodes.values()) (node.parentId !== null && nodes.get(node.parentId) ? nodes.get(node.parentId)!.children : roots).push(node);
    const sort = (list: CategoryNode[]) => {
      list.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
      for (const n of list) sort(n.children);
    };
    sort(roots);
    return roots;
  }

  /** Finds a category by name under a parent, creating it when missing (for imports). */
  async ensurePath(names: readonly string[]): Promise<number | null> {
    let parentId: number | null = null;
    for (const name of names) {
      const found: Category | undefined = (await this.records.findBy('parent_id', parentId)).find((c) => c.name === name);
      parentId = found ? found.id : (await this.create({ name: name.slice(0, 100), parentId })).id;
    }
    return parentId;
  }
}
