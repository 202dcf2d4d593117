import { Type } from 'typebox';
/** A positive integer id in the path or the query string. */
export declare const IdSchema: Type.TInteger;
/** The smart-layout rule of one element. */
export declare const LayoutRuleSchema: Type.TObject<{
    anchor: Type.TUnion<Type.TLiteral<string>[]>;
    scale: Type.TUnion<Type.TLiteral<string>[]>;
}>;
/** Constraints of one placeholder. */
export declare const FieldConstraintsSchema: Type.TObject<{
    label: Type.TOptional<Type.TString>;
    allowedFonts: Type.TOptional<Type.TArray<Type.TString>>;
    allowedColors: Type.TOptional<Type.TArray<Type.TString>>;
    minPpi: Type.TOptional<Type.TInteger>;
}>;
/** The body fields of creating or replacing a template. */
export declare const templateArgs: {
    name: {
        schema: Type.TString;
        required: true;
        description: string;
    };
    category: {
        schema: Type.TUnion<[Type.TString, Type.TNull]>;
        description: string;
    };
    tags: {
        schema: Type.TArray<Type.TString>;
        description: string;
    };
    design: {
        schema: Type.TObject<{}>;
        required: true;
        description: string;
    };
    layout: {
        schema: Type.TRecord<"^.*$", Type.TObject<{
            anchor: Type.TUnion<Type.TLiteral<string>[]>;
            scale: Type.TUnion<Type.TLiteral<string>[]>;
        }>>;
        description: string;
    };
    fields: {
        schema: Type.TRecord<"^.*$", Type.TObject<{
            label: Type.TOptional<Type.TString>;
            allowedFonts: Type.TOptional<Type.TArray<Type.TString>>;
            allowedColors: Type.TOptional<Type.TArray<Type.TString>>;
            minPpi: Type.TOptional<Type.TInteger>;
        }>>;
        description: string;
    };
    minPpi: {
        schema: Type.TInteger;
        description: string;
    };
};
/** The template and product of an assignment, as query parameters (or multipart fields). */
export declare const assignmentArgs: {
    template_id: {
        schema: Type.TInteger;
        required: true;
        description: string;
    };
    shop_product_id: {
        schema: Type.TInteger;
        required: true;
        description: string;
    };
};
/** The body of the change-product flow. */
export declare const assignArgs: {
    id: {
        schema: Type.TInteger;
        required: true;
    };
    shopProductId: {
        schema: Type.TInteger;
        required: true;
        description: string;
    };
    sideMap: {
        schema: Type.TRecord<"^.*$", Type.TString>;
        description: string;
    };
    minPpi: {
        schema: Type.TInteger;
        description: string;
    };
    dryRun: {
        schema: Type.TBoolean;
        default: boolean;
        description: string;
    };
};
