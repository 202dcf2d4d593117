import { Type, type Static } from 'typebox';
import { createError, type Clock, type DatabaseService, type Migration } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { literals, searchText } from '../common/list-query.ts';
import { RecordStore, encodeRefs, recordTableMigration, type StoredRecord } from '../common/record-store.ts';
import type { ColorStore } from '../colors/color-store.ts';
import type { FontStore } from '../fonts/font-store.ts';

const Hex = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB.' });
const ColorId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'A palette color; its values are used when the card is applied (and the color counts as in use).' });

/** A text style preset as admins write it; the units are those of a design text element. */
export const TextStyleCardInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    fontFamily: Type.String({ minLength: 1, maxLength: 100, description: 'An enabled font family.' }),
    fontWeight: Type.Optional(Type.Integer({ minimum: 100, maximum: 900, multipleOf: 100 })),
    fontStyle: Type.Optional(literals(['normal', 'italic'])),
    fontSize: Type.Optional(Type.Number({ minimum: 1, maximum: 1000, description: 'Points.' })),
    fill: Type.Optional(Hex),
    fillColorId: Type.Optional(ColorId),
    stroke: Type.Optional(Type.Union([Type.Object({ color: Hex, colorId: Type.Optional(ColorId), width: Type.Number({ exclusiveMinimum: 0, maximum: 10, description: 'Millimetres.' }) }, { additionalProperties: false }), Type.Null()])),
    shadow: Type.Optional(Type.Union([Type.Object({
      color: Hex,
      colorId: Type.Optional(ColorId),
      offsetX: Type.Number({ minimum: -50, maximum: 50, description: 'Millimetres, right.' }),
      offsetY: Type.Number({ minimum: -50, maximum: 50, description: 'Millimetres, down.' }),
    }, { additionalProperties: false, description: 'A hard shadow: the text moved by the offset in one colour, printed as vector.' }), Type.Null()])),
    curve: Type.Optional(Type.Number({ minimum: -100, maximum: 100, description: 'Text on an arc: 0 straight, 100 the box width bent into a full circle below the text, -100 above it.' })),
    align: Type.Optional(literals(['left', 'center', 'right', 'justify'])),
    letterSpacing: Type.Optional(Type.Number({ minimum: -500, maximum: 2000, description: 'Thousandths of an em.' })),
    lineHeight: Type.Optional(Type.Number({ minimum: 0.5, maximum: 5, description: 'Multiple of the font size.' })),
    sampleText: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type TextStyleCardInput = Static<typeof TextStyleCardInputSchema>;

export interface TextStyleCardFields {
  name: string;
  fontFamily: string;
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
  fontSize: number;
  fill: string;
  fillColorId: number | null;
  stroke: { color: string; colorId: number | null; width: number } | null;
  /** Absent on cards saved before shadows and curves: read as none and straight. */
  shadow?: { color: string; colorId: number | null; offsetX: number; offsetY: number } | null;
  curve?: number;
  align: 'left' | 'center' | 'right' | 'justify';
  letterSpacing: number;
  lineHeight: number;
  sampleText: string;
  position: number;
}
export type TextStyleCard = TextStyleCardFields & StoredRecord;

export const TextStyleCardSchema = Type.Object({
  ...StoredFields,
  name: Type.String(),
  fontFamily: Type.String(),
  fontWeight: Type.Integer(),
  fontStyle: literals(['normal', 'italic']),
  fontSize: Type.Number(),
  fill: Type.String(),
  fillColorId: Type.Union([Type.Integer(), Type.Null()]),
  stroke: Type.Union([Type.Object({ color: Type.String(), colorId: Type.Union([Type.Integer(), Type.Null()]), width: Type.Number() }), Type.Null()]),
  shadow: Type.Optional(Type.Union([Type.Object({ color: Type.String(), colorId: Type.Union([Type.Integer(), Type.Null()]), offsetX: Type.Number(), offsetY: Type.Number() }), Type.Null()])),
  curve: Type.Optional(Type.Number()),
  align: literals(['left', 'center', 'right', 'justify']),
  letterSpacing: Type.Number(),
  lineHeight: Type.Number(),
  sampleText: Type.String(),
  position: Type.Integer(),
});

export const textStyleCardMigrations: Migration[] = [
  recordTableMigration(
    'admin_text_style_cards',
    (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('font_family', 'text', (c) => c.notNull()).addColumn('color_refs', 'text', (c) => c.notNull()).addColumn('position', 'integer', (c) => c.notNull()),
    ['font_family'],
  ),
];

const DEFAULTS = { fontWeight: 400, fontStyle: 'normal', fontSize: 24, fill: '#000000', fillColorId: null, stroke: null, shadow: null, curve: 0, align: 'left', letterSpacing: 0, lineHeight: 1.2, sampleText: 'The quick brown fox' } as const;

/** Text style presets; each names an enabled font and optionally palette colors. */
export class TextStyleCardStore {
  readonly records: RecordStore<TextStyleCardFields>;
  readonly #fonts: FontStore;
  readonly #colors: ColorStore;

  constructor(deps: { database: DatabaseService; clock: Clock; fonts: FontStore; colors: ColorStore }) {
    this.#fonts = deps.fonts;
    this.#colors = deps.colors;
    this.records = new RecordStore<TextStyleCardFields>({
      ...deps,
      table: 'admin_text_style_cards',
      resource: 'Text style card',
      columns: (c) => ({ name: c.name.toLowerCase(), font_family: c.fontFamily.toLowerCase(), color_refs: encodeRefs([c.fillColorId, c.stroke?.colorId, c.shadow?.colorId].filter((id): id is number => typeof id === 'number')), position: c.position }),
      search: (c) => searchText(c.name, c.fontFamily, c.sampleText),
      sortColumns: { name: 'name', position: 'position', font: 'font_family' },
    });
  }

  /** The font must exist and be enabled (the family is stored as the font spells it); palette colors must exist. */
  async #checked(card: TextStyleCardFields): Promise<TextStyleCardFields> {
    await this.#fonts.ready();
    const font = (await this.#fonts.records.findBy('family', card.fontFamily.toLowerCase()))[0];
    if (!font?.enabled) throw createError('svc_resource_invalid', { params: { resource: 'text style card', reason: `the font "${card.fontFamily}" is not an enabled font.` } });
    for (const id of [card.fillColorId, card.stroke?.colorId, card.shadow?.colorId]) if (typeof id === 'number') await this.#colors.records.get(id);
    return { ...card, fontFamily: font.family };
  }

  async create(input: TextStyleCardInput): Promise<TextStyleCard> {
    const position = input.position ?? (await this.records.count());
    const stroke = input.stroke ? { ...input.stroke, colorId: input.stroke.colorId ?? null } : null;
    const shadow = input.shadow ? { ...input.shadow, colorId: input.shadow.colorId ?? null } : null;
    return this.records.insert(await this.#checked({ ...DEFAULTS, ...input, stroke, shadow, position } as TextStyleCardFields));
  }

  async update(id: number, patch: Partial<TextStyleCardInput>): Promise<TextStyleCard> {
    const current = await this.records.get(id);
    const stroke = patch.stroke === undefined ? current.stroke : patch.stroke && { ...patch.stroke, colorId: patch.stroke.colorId ?? null };
    const shadow = patch.shadow === undefined ? (current.shadow ?? null) : patch.shadow && { ...patch.shadow, colorId: patch.shadow.colorId ?? null };
    return this.records.replace(id, await this.#checked({ ...current, ...patch, stroke, shadow } as TextStyleCardFields));
  }
}
