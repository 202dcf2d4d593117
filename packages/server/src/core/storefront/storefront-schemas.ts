import { Type } from 'typebox';
import { designFormat } from '@dcs/platform';
import { TextStyleCardSchema } from '../resources/text-style-cards/text-style-card-store.ts';

/** Answers of the storefront API, for the OpenAPI document (and the typed client generated from it). */

const { createdAt: _createdAt, updatedAt: _updatedAt, ...cardFields } = TextStyleCardSchema.properties;

export const CatalogSchema = Type.Object({
  fonts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      family: Type.String(),
      category: Type.String(),
      variants: Type.Array(Type.Object({ weight: Type.Integer(), style: Type.Union([Type.Literal('normal'), Type.Literal('italic')]), url: Type.String({ description: 'The file the server lays text out with.' }) })),
    }),
  ),
  palette: Type.Object({
    groups: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        colors: Type.Array(
          Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            hex: Type.String(),
            cmyk: Type.Union([Type.Array(Type.Number()), Type.Null()]),
            spot: Type.Union([Type.String(), Type.Null()]),
          }),
        ),
      }),
    ),
  }),
  // A card is a text element's style, applied as is: @dcs/design's property names (fontFamily).
  text_styles: designFormat(Type.Array(Type.Object(cardFields))),
  clipart_categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parent_id: Type.Union([Type.Integer(), Type.Null()]), count: Type.Integer() })),
  limits: Type.Object({
    upload_max_bytes: Type.Integer(),
    upload_max_pixels: Type.Integer(),
    upload_types: Type.Array(Type.String()),
    min_ppi: Type.Integer(),
    low_resolution: Type.Union([Type.Literal('block'), Type.Literal('accept')], { description: 'accept: a customer may accept a photo below the printing resolution (cart item accept_low_resolution).' }),
  }),
});

export const CatalogClipartSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category_ids: Type.Array(Type.Integer()),
  tags: Type.Array(Type.String()),
  ref: Type.String({ description: 'What a design clipart element names: clipart:<id>.' }),
  format: Type.Union([Type.Literal('svg'), Type.Literal('png')]),
  width: Type.Number(),
  height: Type.Number(),
  price: Type.Integer({ description: 'Minor units added to the item price.' }),
  url: Type.String(),
  thumbnail_url: Type.String(),
  regions: Type.Array(Type.Object({ id: Type.String(), color: Type.String() }), { description: 'Recolorable regions (the keys of the element colors).' }),
});

export const UploadSchema = Type.Object({
  id: Type.Integer(),
  ref: Type.String({ description: 'What a design names: image element media (photos) or clipart element clipart (SVG).' }),
  url: Type.String(),
  thumbnail_url: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('svg')]),
  width: Type.Number(),
  height: Type.Number(),
  mime: Type.String({ description: 'Sniffed from the content.' }),
  bytes: Type.Integer({ description: 'Stored size.' }),
  created_at: Type.String({ format: 'date-time' }),
});
