import { Type, type Static } from 'typebox';
import type { Clock, DatabaseService, Migration } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, encodeRefs, recordTableMigration, widenIdColumnsMigration, type StoredRecord } from '../common/record-store.ts';
import type { ClipartRegion } from './svg-regions.ts';

const Tag = Type.String({ minLength: 1, maxLength: 40, pattern: '^[^,]+$' });
export const ClipartPatchSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    categoryIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, uniqueItems: true })),
    tags: Type.Optional(Type.Array(Tag, { maxItems: 50, uniqueItems: true })),
    price: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'Added to the item price, in minor units.' })),
    recolorable: Type.Optional(Type.Boolean({ description: 'Whether customers may recolor the regions.' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export const RegionSchema = Type.Object({ id: Type.String(), color: Type.String(), shapes: Type.Integer() });
export const ClipartSchema = Type.Object({
  ...StoredFields,
  title: Type.String(),
  mediaId: Type.Integer(),
  format: Type.Union([Type.Literal('svg'), Type.Literal('png')]),
  width: Type.Number(),
  height: Type.Number(),
  categoryIds: Type.Array(Type.Integer()),
  tags: Type.Array(Type.String()),
  price: Type.Integer(),
  recolorable: Type.Boolean(),
  regions: Type.Array(RegionSchema, { description: 'Solid colors of an SVG, one region each; empty for PNG.' }),
});
export type ClipartPatch = Static<typeof ClipartPatchSchema>;
export interface ClipartFields {
  title: string;
  mediaId: number;
  format: 'svg' | 'png';
  width: number;
  height: number;
  categoryIds: number[];
  tags: string[];
  price: number;
  recolorable: boolean;
  regions: ClipartRegion[];
}
export type Clipart = ClipartFields & StoredRecord;

export const clipartMigrations: Migration[] = [
  recordTableMigration(
    'admin_cliparts',
    (t) =>
      t
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('media_id', 'integer', (c) => c.notNull())
        .addColumn('category_refs', 'text', (c) => c.notNull())
        .addColumn('tag_refs', 'text', (c) => c.notNull())
        .addColumn('price', 'bigint', (c) => c.notNull()),
    ['media_id'],
  ),
  widenIdColumnsMigration(2, 'admin_cliparts', ['media_id']),
];

/** The clipart library: each clipart is a media file (SVG or PNG) with categories, tags, a price and regions. */
export function createClipartRecords(deps: { database: DatabaseService; clock: Clock }): RecordStore<ClipartFields> {
  return new RecordStore<ClipartFields>({
    ...deps,
    table: 'admin_cliparts',
    resource: 'Clipart',
    columns: (c) => ({
      title: c.title.toLowerCase(),
      media_id: c.mediaId,
      category_refs: encodeRefs(c.categoryIds),
      tag_refs: encodeRefs(c.tags.map((t) => t.toLowerCase())),
      price: c.price,
    }),
    search: (c) => searchText(c.title, c.tags),
    sortColumns: { title: 'title', price: 'price' },
  });
}
