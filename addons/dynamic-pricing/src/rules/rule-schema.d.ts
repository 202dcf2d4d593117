import { Type } from 'typebox';
/** Figures measured per element and, summed, per design (see `docs/pricing.md`). */
export declare const FIGURE_NAMES: readonly ['characters', 'lines', 'words', 'images', 'cliparts', 'texts', 'shapes', 'groups', 'elements', 'distinct_colors', 'covered_area_mm2', 'covered_area_cm2'];
/** A figure of a design or an element. */
export type FigureName = (typeof FIGURE_NAMES)[number];
/** Numbers of the cart line itself; the same in both scopes. */
export declare const LINE_NUMBER_NAMES: readonly ['quantity', 'base_unit_price', 'sides_used'];
/** Everything a numeric condition, a per-metric charge or a tier table can read. */
export declare const NUMERIC_SUBJECTS: readonly ["characters", "lines", "words", "images", "cliparts", "texts", "shapes", "groups", "elements", "distinct_colors", "covered_area_mm2", "covered_area_cm2", "quantity", "base_unit_price", "sides_used"];
export type NumericSubject = (typeof NUMERIC_SUBJECTS)[number];
export declare const ELEMENT_TYPES: readonly ['text', 'image', 'clipart', 'shape', 'group'];
declare const Per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
/** One test a rule makes; `match` combines them. */
export declare const ConditionSchema: Type.TUnion<[Type.TObject<{
    subject: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
    op: Type.TUnion<Type.TLiteral<"eq" | "gt" | "gte" | "lt" | "lte" | "ne">[]>;
    value: Type.TNumber;
}>, Type.TObject<{
    subject: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
    op: Type.TLiteral<"between">;
    value: Type.TTuple<[Type.TNumber, Type.TNumber]>;
}>, Type.TObject<{
    subject: Type.TLiteral<"product">;
    op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
    value: Type.TArray<Type.TInteger>;
}>, Type.TObject<{
    subject: Type.TLiteral<"option">;
    name: Type.TString;
    op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
    value: Type.TArray<Type.TString>;
}>, Type.TObject<{
    subject: Type.TLiteral<"printing_method">;
    op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
    value: Type.TArray<Type.TString>;
}>, Type.TObject<{
    subject: Type.TLiteral<"side">;
    op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
    value: Type.TArray<Type.TString>;
}>, Type.TObject<{
    subject: Type.TLiteral<"element_type">;
    op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
    value: Type.TArray<Type.TUnion<Type.TLiteral<"clipart" | "group" | "image" | "shape" | "text">[]>>;
}>]>;
/** A condition of a rule (the TypeScript view of {@link ConditionSchema}). */
export type Condition = {
    subject: NumericSubject;
    op: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte';
    value: number;
} | {
    subject: NumericSubject;
    op: 'between';
    value: readonly [number, number];
} | {
    subject: 'product';
    op: SetOperator;
    value: readonly number[];
} | {
    subject: 'option';
    name: string;
    op: SetOperator;
    value: readonly string[];
} | {
    subject: 'printing_method' | 'side';
    op: SetOperator;
    value: readonly string[];
} | {
    subject: 'element_type';
    op: SetOperator;
    value: ReadonlyArray<(typeof ELEMENT_TYPES)[number]>;
};
type SetOperator = 'in' | 'not_in';
/** What a rule adds to the price once its conditions match. */
export declare const ActionSchema: Type.TUnion<[Type.TObject<{
    type: Type.TLiteral<"fixed">;
    amount: Type.TInteger;
    per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
}>, Type.TObject<{
    type: Type.TLiteral<"per_metric">;
    metric: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
    rate: Type.TNumber;
    free: Type.TOptional<Type.TNumber>;
    per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
}>, Type.TObject<{
    type: Type.TLiteral<"percent">;
    percent: Type.TNumber;
    of: Type.TUnion<[Type.TLiteral<"base">, Type.TLiteral<"subtotal">]>;
}>, Type.TObject<{
    type: Type.TLiteral<"tiers">;
    basis: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
    per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
    tiers: Type.TArray<Type.TObject<{
        min: Type.TNumber;
        amount: Type.TOptional<Type.TInteger>;
        percent: Type.TOptional<Type.TNumber>;
    }>>;
}>, Type.TObject<{
    type: Type.TLiteral<"minimum">;
    amount: Type.TInteger;
    per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
}>, Type.TObject<{
    type: Type.TLiteral<"maximum">;
    amount: Type.TInteger;
    per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
}>]>;
type Per = 'unit' | 'line';
/** An action of a rule (the TypeScript view of {@link ActionSchema}). */
export type Action = {
    type: 'fixed';
    amount: number;
    per?: Per;
} | {
    type: 'per_metric';
    metric: NumericSubject;
    rate: number;
    free?: number;
    per?: Per;
} | {
    type: 'percent';
    percent: number;
    of: 'base' | 'subtotal';
} | {
    type: 'tiers';
    basis: NumericSubject;
    per?: Per;
    tiers: ReadonlyArray<{
        min: number;
        amount?: number;
        percent?: number;
    }>;
} | {
    type: 'minimum' | 'maximum';
    amount: number;
    per?: Per;
};
/** Fields of a rule an admin writes, as route arguments (POST /pricing/rules). */
export declare const RULE_ARGS: {
    name: {
        schema: Type.TString;
        required: true;
    };
    description: {
        schema: Type.TString;
        default: string;
    };
    enabled: {
        schema: Type.TBoolean;
        default: boolean;
    };
    priority: {
        schema: Type.TInteger;
        default: number;
        description: string;
    };
    scope: {
        schema: Type.TUnion<Type.TLiteral<"design" | "element">[]>;
        default: string;
    };
    match: {
        schema: Type.TUnion<Type.TLiteral<"all" | "any">[]>;
        default: string;
    };
    conditions: {
        schema: Type.TArray<Type.TUnion<[Type.TObject<{
            subject: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
            op: Type.TUnion<Type.TLiteral<"eq" | "gt" | "gte" | "lt" | "lte" | "ne">[]>;
            value: Type.TNumber;
        }>, Type.TObject<{
            subject: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
            op: Type.TLiteral<"between">;
            value: Type.TTuple<[Type.TNumber, Type.TNumber]>;
        }>, Type.TObject<{
            subject: Type.TLiteral<"product">;
            op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
            value: Type.TArray<Type.TInteger>;
        }>, Type.TObject<{
            subject: Type.TLiteral<"option">;
            name: Type.TString;
            op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
            value: Type.TArray<Type.TString>;
        }>, Type.TObject<{
            subject: Type.TLiteral<"printing_method">;
            op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
            value: Type.TArray<Type.TString>;
        }>, Type.TObject<{
            subject: Type.TLiteral<"side">;
            op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
            value: Type.TArray<Type.TString>;
        }>, Type.TObject<{
            subject: Type.TLiteral<"element_type">;
            op: Type.TUnion<Type.TLiteral<"in" | "not_in">[]>;
            value: Type.TArray<Type.TUnion<Type.TLiteral<"clipart" | "group" | "image" | "shape" | "text">[]>>;
        }>]>>;
        default: never[];
        description: string;
    };
    action: {
        schema: Type.TUnion<[Type.TObject<{
            type: Type.TLiteral<"fixed">;
            amount: Type.TInteger;
            per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
        }>, Type.TObject<{
            type: Type.TLiteral<"per_metric">;
            metric: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
            rate: Type.TNumber;
            free: Type.TOptional<Type.TNumber>;
            per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
        }>, Type.TObject<{
            type: Type.TLiteral<"percent">;
            percent: Type.TNumber;
            of: Type.TUnion<[Type.TLiteral<"base">, Type.TLiteral<"subtotal">]>;
        }>, Type.TObject<{
            type: Type.TLiteral<"tiers">;
            basis: Type.TUnion<Type.TLiteral<"base_unit_price" | "characters" | "cliparts" | "covered_area_cm2" | "covered_area_mm2" | "distinct_colors" | "elements" | "groups" | "images" | "lines" | "quantity" | "shapes" | "sides_used" | "texts" | "words">[]>;
            per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
            tiers: Type.TArray<Type.TObject<{
                min: Type.TNumber;
                amount: Type.TOptional<Type.TInteger>;
                percent: Type.TOptional<Type.TNumber>;
            }>>;
        }>, Type.TObject<{
            type: Type.TLiteral<"minimum">;
            amount: Type.TInteger;
            per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
        }>, Type.TObject<{
            type: Type.TLiteral<"maximum">;
            amount: Type.TInteger;
            per: Type.TOptional<Type.TUnion<[Type.TLiteral<"unit">, Type.TLiteral<"line">]>>;
        }>]>;
        required: true;
    };
    stacking: {
        schema: Type.TUnion<Type.TLiteral<"continue" | "stop">[]>;
        default: string;
    };
    exclusive_group: {
        schema: Type.TUnion<[Type.TString, Type.TNull]>;
        default: null;
        description: string;
    };
    starts_at: {
        schema: Type.TUnion<[Type.TString, Type.TNull]>;
        default: null;
        description: string;
    };
    ends_at: {
        schema: Type.TUnion<[Type.TString, Type.TNull]>;
        default: null;
        description: string;
    };
};
/** A rule as written by an admin, after the route validated and defaulted it. */
export interface PricingRuleInput {
    name: string;
    description: string;
    enabled: boolean;
    priority: number;
    scope: 'design' | 'element';
    match: 'all' | 'any';
    conditions: Condition[];
    action: Action;
    stacking: 'continue' | 'stop';
    exclusive_group: string | null;
    starts_at: string | null;
    ends_at: string | null;
}
/** A stored rule, as the API returns it. */
export interface PricingRule extends PricingRuleInput {
    id: number;
    created_at: string;
    updated_at: string;
}
export {};
