import { Type } from 'typebox';
/** A template in a list. */
export declare const TemplateSummarySchema: Type.TObject<{
    id: Type.TInteger;
    name: Type.TString;
    category: Type.TUnion<[Type.TString, Type.TNull]>;
    tags: Type.TArray<Type.TString>;
    thumbnailUrl: Type.TUnion<[Type.TString, Type.TNull]>;
    sides: Type.TArray<Type.TObject<{
        id: Type.TString;
        name: Type.TString;
        trim: Type.TObject<{
            width: Type.TNumber;
            height: Type.TNumber;
        }>;
        printAreas: Type.TArray<Type.TObject<{
            x: Type.TNumber;
            y: Type.TNumber;
            width: Type.TNumber;
            height: Type.TNumber;
            id: Type.TString;
            name: Type.TString;
        }>>;
    }>>;
    placeholders: Type.TArray<Type.TObject<{
        id: Type.TString;
        side: Type.TString;
        layer: Type.TString;
        type: Type.TString;
        label: Type.TString;
        editable: Type.TBoolean;
    }>>;
    fonts: Type.TArray<Type.TObject<{
        family: Type.TString;
        weight: Type.TNumber;
        style: Type.TString;
    }>>;
    minPpi: Type.TInteger;
    createdAt: Type.TInteger;
    updatedAt: Type.TInteger;
}>;
/** A whole template. */
export declare const TemplateSchema: Type.TIntersect<[Type.TObject<{
    id: Type.TInteger;
    name: Type.TString;
    category: Type.TUnion<[Type.TString, Type.TNull]>;
    tags: Type.TArray<Type.TString>;
    thumbnailUrl: Type.TUnion<[Type.TString, Type.TNull]>;
    sides: Type.TArray<Type.TObject<{
        id: Type.TString;
        name: Type.TString;
        trim: Type.TObject<{
            width: Type.TNumber;
            height: Type.TNumber;
        }>;
        printAreas: Type.TArray<Type.TObject<{
            x: Type.TNumber;
            y: Type.TNumber;
            width: Type.TNumber;
            height: Type.TNumber;
            id: Type.TString;
            name: Type.TString;
        }>>;
    }>>;
    placeholders: Type.TArray<Type.TObject<{
        id: Type.TString;
        side: Type.TString;
        layer: Type.TString;
        type: Type.TString;
        label: Type.TString;
        editable: Type.TBoolean;
    }>>;
    fonts: Type.TArray<Type.TObject<{
        family: Type.TString;
        weight: Type.TNumber;
        style: Type.TString;
    }>>;
    minPpi: Type.TInteger;
    createdAt: Type.TInteger;
    updatedAt: Type.TInteger;
}>, Type.TObject<{
    design: Type.TObject<{}>;
    layout: Type.TRecord<"^.*$", Type.TObject<{
        anchor: Type.TUnion<Type.TLiteral<string>[]>;
        scale: Type.TUnion<Type.TLiteral<string>[]>;
    }>>;
    fields: Type.TRecord<"^.*$", Type.TObject<{
        label: Type.TOptional<Type.TString>;
        allowedFonts: Type.TOptional<Type.TArray<Type.TString>>;
        allowedColors: Type.TOptional<Type.TArray<Type.TString>>;
        minPpi: Type.TOptional<Type.TInteger>;
    }>>;
}>]>;
/** What fitting a template to a product reported. */
export declare const FitSchema: Type.TObject<{
    fits: Type.TBoolean;
    issues: Type.TArray<Type.TObject<{
        kind: Type.TUnion<Type.TLiteral<string>[]>;
        side: Type.TString;
        elementId: Type.TOptional<Type.TString>;
        printArea: Type.TOptional<Type.TString>;
        overflow: Type.TOptional<Type.TObject<{
            left: Type.TNumber;
            top: Type.TNumber;
            right: Type.TNumber;
            bottom: Type.TNumber;
        }>>;
        media: Type.TOptional<Type.TString>;
        ppi: Type.TOptional<Type.TNumber>;
        minPpi: Type.TOptional<Type.TNumber>;
        elementIds: Type.TOptional<Type.TArray<Type.TString>>;
    }>>;
    placements: Type.TArray<Type.TObject<{
        elementId: Type.TString;
        fromSide: Type.TString;
        toSide: Type.TString;
        fromArea: Type.TString;
        toArea: Type.TString;
        rule: Type.TObject<{
            anchor: Type.TUnion<Type.TLiteral<string>[]>;
            scale: Type.TUnion<Type.TLiteral<string>[]>;
        }>;
        scale: Type.TNumber;
    }>>;
}>;
/** An assignment of a template to a shop product. */
export declare const AssignmentSchema: Type.TObject<{
    id: Type.TInteger;
    templateId: Type.TInteger;
    shopProductId: Type.TInteger;
    design: Type.TObject<{}>;
    fit: Type.TObject<{
        fits: Type.TBoolean;
        issues: Type.TArray<Type.TObject<{
            kind: Type.TUnion<Type.TLiteral<string>[]>;
            side: Type.TString;
            elementId: Type.TOptional<Type.TString>;
            printArea: Type.TOptional<Type.TString>;
            overflow: Type.TOptional<Type.TObject<{
                left: Type.TNumber;
                top: Type.TNumber;
                right: Type.TNumber;
                bottom: Type.TNumber;
            }>>;
            media: Type.TOptional<Type.TString>;
            ppi: Type.TOptional<Type.TNumber>;
            minPpi: Type.TOptional<Type.TNumber>;
            elementIds: Type.TOptional<Type.TArray<Type.TString>>;
        }>>;
        placements: Type.TArray<Type.TObject<{
            elementId: Type.TString;
            fromSide: Type.TString;
            toSide: Type.TString;
            fromArea: Type.TString;
            toArea: Type.TString;
            rule: Type.TObject<{
                anchor: Type.TUnion<Type.TLiteral<string>[]>;
                scale: Type.TUnion<Type.TLiteral<string>[]>;
            }>;
            scale: Type.TNumber;
        }>>;
    }>;
    mockup: Type.TUnion<[Type.TObject<{
        mediaId: Type.TInteger;
        url: Type.TString;
    }>, Type.TNull]>;
    createdAt: Type.TInteger;
    updatedAt: Type.TInteger;
}>;
/** The answer of the change-product flow (`dryRun: true` leaves out the stored fields). */
export declare const AssignResponseSchema: Type.TIntersect<[Type.TObject<{
    dryRun: Type.TBoolean;
    templateId: Type.TInteger;
    shopProductId: Type.TInteger;
    design: Type.TObject<{}>;
    fit: Type.TObject<{
        fits: Type.TBoolean;
        issues: Type.TArray<Type.TObject<{
            kind: Type.TUnion<Type.TLiteral<string>[]>;
            side: Type.TString;
            elementId: Type.TOptional<Type.TString>;
            printArea: Type.TOptional<Type.TString>;
            overflow: Type.TOptional<Type.TObject<{
                left: Type.TNumber;
                top: Type.TNumber;
                right: Type.TNumber;
                bottom: Type.TNumber;
            }>>;
            media: Type.TOptional<Type.TString>;
            ppi: Type.TOptional<Type.TNumber>;
            minPpi: Type.TOptional<Type.TNumber>;
            elementIds: Type.TOptional<Type.TArray<Type.TString>>;
        }>>;
        placements: Type.TArray<Type.TObject<{
            elementId: Type.TString;
            fromSide: Type.TString;
            toSide: Type.TString;
            fromArea: Type.TString;
            toArea: Type.TString;
            rule: Type.TObject<{
                anchor: Type.TUnion<Type.TLiteral<string>[]>;
                scale: Type.TUnion<Type.TLiteral<string>[]>;
            }>;
            scale: Type.TNumber;
        }>>;
    }>;
}>, Type.TObject<{
    id: Type.TOptional<Type.TInteger>;
    mockup: Type.TOptional<Type.TUnion<[Type.TObject<{
        mediaId: Type.TInteger;
        url: Type.TString;
    }>, Type.TNull]>>;
    createdAt: Type.TOptional<Type.TInteger>;
    updatedAt: Type.TOptional<Type.TInteger>;
}>]>;
export declare const DesignerConfigSchema: Type.TObject<{
    productId: Type.TInteger;
    defaultTemplateId: Type.TUnion<[Type.TInteger, Type.TNull]>;
    templates: Type.TArray<Type.TObject<{
        id: Type.TInteger;
        name: Type.TString;
        category: Type.TUnion<[Type.TString, Type.TNull]>;
        tags: Type.TArray<Type.TString>;
        thumbnailUrl: Type.TUnion<[Type.TString, Type.TNull]>;
        mockupUrl: Type.TUnion<[Type.TString, Type.TNull]>;
        assignmentUrl: Type.TString;
        fonts: Type.TArray<Type.TObject<{
            family: Type.TString;
            weight: Type.TNumber;
            style: Type.TString;
        }>>;
        placeholders: Type.TArray<Type.TObject<{
            id: Type.TString;
            side: Type.TString;
            layer: Type.TString;
            type: Type.TString;
            label: Type.TString;
            editable: Type.TBoolean;
        }>>;
        fits: Type.TBoolean;
        issues: Type.TInteger;
    }>>;
    fonts: Type.TArray<Type.TObject<{
        family: Type.TString;
        weight: Type.TNumber;
        style: Type.TString;
    }>>;
}>;
export declare const QuickConfigSchema: Type.TObject<{
    shopProductId: Type.TInteger;
    templateId: Type.TInteger;
    templateName: Type.TString;
    thumbnailUrl: Type.TUnion<[Type.TString, Type.TNull]>;
    mockupUrl: Type.TUnion<[Type.TString, Type.TNull]>;
    fields: Type.TArray<Type.TIntersect<[Type.TObject<{
        id: Type.TString;
        side: Type.TString;
        layer: Type.TString;
        type: Type.TString;
        label: Type.TString;
        editable: Type.TBoolean;
    }>, Type.TObject<{
        default: Type.TString;
        maxLength: Type.TOptional<Type.TUnion<[Type.TInteger, Type.TNull]>>;
        fontFamily: Type.TOptional<Type.TString>;
        allowedFonts: Type.TOptional<Type.TArray<Type.TString>>;
        allowedColors: Type.TOptional<Type.TArray<Type.TString>>;
        box: Type.TOptional<Type.TObject<{
            width: Type.TNumber;
            height: Type.TNumber;
        }>>;
        minPpi: Type.TOptional<Type.TInteger>;
        minWidthPx: Type.TOptional<Type.TInteger>;
        minHeightPx: Type.TOptional<Type.TInteger>;
    }>]>>;
}>;
