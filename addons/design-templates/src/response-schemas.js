import { Type } from 'typebox';
import { FieldConstraintsSchema, LayoutRuleSchema } from './template-schemas.js';
/** Schemas of this addon's answers, for the svc/v1 OpenAPI document only (never enforced). */
const Design = Type.Object({}, { additionalProperties: true, description: 'A design document of @dcs/design (schema version 3).' });
const Rect = { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() };
const Font = Type.Object({ family: Type.String(), weight: Type.Number(), style: Type.String() });
const Time = Type.Integer({ description: 'Epoch milliseconds.' });
const Placeholder = Type.Object({
    id: Type.String(),
    side: Type.String(),
    layer: Type.String(),
    type: Type.String({ description: 'Element type: text, image, clipart, shape or group.' }),
    label: Type.String(),
    editable: Type.Boolean(),
});
/** A template in a list. */
export const TemplateSummarySchema = Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    category: Type.Union([Type.String(), Type.Null()]),
    tags: Type.Array(Type.String()),
    thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
    sides: Type.Array(Type.Object({
        id: Type.String(),
        name: Type.String(),
        trim: Type.Object({ width: Type.Number(), height: Type.Number() }),
        printAreas: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), ...Rect })),
    })),
    placeholders: Type.Array(Placeholder),
    fonts: Type.Array(Font),
    minPpi: Type.Integer(),
    createdAt: Time,
    updatedAt: Time,
});
/** A whole template. */
export const TemplateSchema = Type.Intersect([
    TemplateSummarySchema,
    Type.Object({
        design: Design,
        layout: Type.Record(Type.String(), LayoutRuleSchema),
        fields: Type.Record(Type.String(), FieldConstraintsSchema),
    }),
]);
const Issue = Type.Object({
    kind: Type.Union(['outside_print_area', 'low_resolution', 'text_overflow', 'side_dropped'].map((kind) => Type.Literal(kind))),
    side: Type.String(),
    elementId: Type.Optional(Type.String()),
    printArea: Type.Optional(Type.String()),
    overflow: Type.Optional(Type.Object({ left: Type.Number(), top: Type.Number(), right: Type.Number(), bottom: Type.Number() })),
    media: Type.Optional(Type.String()),
    ppi: Type.Optional(Type.Number()),
    minPpi: Type.Optional(Type.Number()),
    elementIds: Type.Optional(Type.Array(Type.String())),
}, { description: 'Something that no longer fits after the re-fit.' });
/** What fitting a template to a product reported. */
export const FitSchema = Type.Object({
    fits: Type.Boolean(),
    issues: Type.Array(Issue),
    placements: Type.Array(Type.Object({
        elementId: Type.String(),
        fromSide: Type.String(),
        toSide: Type.String(),
        fromArea: Type.String(),
        toArea: Type.String(),
        rule: LayoutRuleSchema,
        scale: Type.Number(),
    })),
});
/** An assignment of a template to a shop product. */
export const AssignmentSchema = Type.Object({
    id: Type.Integer(),
    templateId: Type.Integer(),
    shopProductId: Type.Integer(),
    design: Design,
    fit: FitSchema,
    mockup: Type.Union([Type.Object({ mediaId: Type.Integer(), url: Type.String() }), Type.Null()]),
    createdAt: Time,
    updatedAt: Time,
});
/** The answer of the change-product flow (`dryRun: true` leaves out the stored fields). */
export const AssignResponseSchema = Type.Intersect([
    Type.Object({ dryRun: Type.Boolean(), templateId: Type.Integer(), shopProductId: Type.Integer(), design: Design, fit: FitSchema }),
    Type.Partial(Type.Object({ id: Type.Integer(), mockup: AssignmentSchema.properties.mockup, createdAt: Time, updatedAt: Time })),
]);
export const DesignerConfigSchema = Type.Object({
    productId: Type.Integer(),
    defaultTemplateId: Type.Union([Type.Integer(), Type.Null()]),
    templates: Type.Array(Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        category: Type.Union([Type.String(), Type.Null()]),
        tags: Type.Array(Type.String()),
        thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
        mockupUrl: Type.Union([Type.String(), Type.Null()]),
        assignmentUrl: Type.String(),
        fonts: Type.Array(Font),
        placeholders: Type.Array(Placeholder),
        fits: Type.Boolean(),
        issues: Type.Integer({ description: 'Number of fit issues.' }),
    })),
    fonts: Type.Array(Font),
});
export const QuickConfigSchema = Type.Object({
    shopProductId: Type.Integer(),
    templateId: Type.Integer(),
    templateName: Type.String(),
    thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
    mockupUrl: Type.Union([Type.String(), Type.Null()]),
    fields: Type.Array(Type.Intersect([
        Placeholder,
        Type.Object({
            default: Type.String({ description: 'Text content, or the image media reference.' }),
            maxLength: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
            fontFamily: Type.Optional(Type.String()),
            allowedFonts: Type.Optional(Type.Array(Type.String())),
            allowedColors: Type.Optional(Type.Array(Type.String())),
            box: Type.Optional(Type.Object({ width: Type.Number(), height: Type.Number() }, { description: 'Fitted image box, mm.' })),
            minPpi: Type.Optional(Type.Integer()),
            minWidthPx: Type.Optional(Type.Integer()),
            minHeightPx: Type.Optional(Type.Integer()),
        }),
    ])),
});
