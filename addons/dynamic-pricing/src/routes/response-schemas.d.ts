import { Type } from 'typebox';
/** A stored rule as the rule routes answer it (OpenAPI documentation only). */
export declare const RuleResponseSchema: Type.TObject<{
    id: Type.TInteger;
    created_at: Type.TString;
    updated_at: Type.TString;
}>;
/** The answer of `POST /pricing/quote` (OpenAPI documentation only). */
export declare const QuoteResponseSchema: Type.TObject<{
    product_id: Type.TInteger;
    options: Type.TRecord<"^.*$", Type.TString>;
    quantity: Type.TInteger;
    printing_method: Type.TUnion<[Type.TString, Type.TNull]>;
    currency: Type.TString;
    base_unit_price: Type.TInteger;
    base_total: Type.TInteger;
    breakdown: Type.TArray<Type.TObject<{
        rule_id: Type.TInteger;
        name: Type.TString;
        scope: Type.TUnion<[Type.TLiteral<"design">, Type.TLiteral<"element">]>;
        action: Type.TString;
        amount: Type.TInteger;
        elements: Type.TOptional<Type.TArray<Type.TString>>;
        units: Type.TOptional<Type.TNumber>;
        tier: Type.TOptional<Type.TNumber>;
    }>>;
    subtotal: Type.TInteger;
    rounding: Type.TInteger;
    unit_price: Type.TInteger;
    total: Type.TInteger;
    metrics: Type.TUnion<[Type.TRecord<"^.*$", Type.TUnknown>, Type.TNull]>;
    design_hash: Type.TUnion<[Type.TString, Type.TNull]>;
    quote_token: Type.TString;
    expires_at: Type.TString;
}>;
