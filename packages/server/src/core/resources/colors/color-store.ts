import { Type, type Static } from 'typebox';
import type { Clock, DatabaseService, Migration } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, type StoredRecord } from '../common/record-store.ts';

const Percent = Type.Number({ minimum: 0, maximum: 100 });

/** A palette entry as admins write it. */
export const ColorInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    hex: Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: 'Screen color, #RRGGBB.' }),
    cmyk: Type.Optional(Type.Union([Type.Tuple([Percent, Percent, Percent, Percent]), Type.Null()], { description: 'Print color [c, m, y, k] in percent.' })),
    spot: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], { description: 'Spot color name (e.g. "PANTONE 186 C").' })),
    group: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()], { description: 'Group shown as a section of the palette.' })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Order in the palette, lowest first.' })),
  },
  { additionalProperties: false },
);
export const ColorSchema = Type.Object({
  ...StoredFields,
  name: Type.String(),
  hex: Type.String(),
  cmyk: Type.Union([Type.Array(Type.Number()), Type.Null()]),
  spot: Type.Union([Type.String(), Type.Null()]),
  group: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
});

export type ColorFields = { name: string; hex: string; cmyk: number[] | null; spot: string | null; group: string | null; position: number };
export type Color = ColorFields & StoredRecord;
export type ColorInput = Static<typeof ColorInputSchema>;

export const colorMigrations: Migration[] = [
  recordTableMigration(
    'admin_colors',
    (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('group_name', 'text').addColumn('position', 'integer', (c) => c.notNull()),
    ['position'],
  ),
];

/** The global palette: entries for text and cliparts, ordered, in optional groups. */
export class ColorStore {
  readonly records: RecordStore<ColorFields>;

  constructor(deps: { database: DatabaseService; clock: Clock }) {
    this.records = new RecordStore<ColorFields>({
      ...deps,
      table: 'admin_colors',
      resource: 'Color',
      columns: (c) => ({ name: c.name.toLowerCase(), group_name: c.group, position: c.position }),
      search: (c) => searchText(c.name, c.hex, c.spot, c.group),
      sortColumns: { name: 'name', position: 'position', group: 'group_name' },
    });
  }

  /** Normalizes input: upper-case hex, nulls for absent optional fields, position after the last. */
  async create(input: ColorInput): Promise<Color> {
    const position = input.position ?? (await this.records.count());
    return this.records.insert({
      name: input.name,
      hex: input.hex.toUpperCase(),
      cmyk: input.cmyk ?? null,
      spot: input.spot ?? null,
      group: input.group ?? null,
      position,
    });
  }

  async update(id: number, patch: Partial<ColorInput>): Promise<Color> {
    const current = await this.records.get(id);
    const next = { ...current, ...patch };
    return this.records.replace(id, { ...next, hex: next.hex.toUpperCase(), cmyk: next.cmyk ?? null, spot: next.spot ?? null, group: next.group ?? null });
  }

  /** Gives the listed colors positions 0, 1, 2… in that order; others keep theirs after them. */
  async reorder(ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.records.get(id);
    for (const [index, id] of ids.entries()) {
      const current = await this.records.get(id);
      await this.records.replace(id, { ...current, position: index });
    }
  }

  /** Group names with how many colors each holds. */
  async groups(database: DatabaseService): Promise<Array<{ name: string; count: number }>> {
    const rows = await database
      .db()
      .selectFrom('admin_colors')
      .select(['group_name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('group_name', 'is not', null)
      .groupBy('group_name')
      .orderBy('group_name')
      .execute();
    return rows.map((r) => ({ name: String(r.group_name), count: Number(r.n) }));
  }
}
