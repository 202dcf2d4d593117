import { Type } from 'typebox';
/** A design color: `#RRGGBB` or a palette color (name, hex, optional CMYK percentages and spot name). */
export declare const ColorSchema: Type.TUnion<[Type.TString, Type.TObject<{
    name: Type.TString;
    hex: Type.TString;
    cmyk: Type.TOptional<Type.TArray<Type.TNumber>>;
    spot: Type.TOptional<Type.TString>;
}>]>;
/** One layer change; `action` says which. */
export declare const LayerChangeSchema: Type.TUnion<[Type.TObject<{
    action: Type.TLiteral<"show">;
    layer: Type.TString;
}>, Type.TObject<{
    action: Type.TLiteral<"hide">;
    layer: Type.TString;
}>, Type.TObject<{
    action: Type.TLiteral<"set_text">;
    layer: Type.TString;
    text: Type.TString;
}>, Type.TObject<{
    action: Type.TLiteral<"set_color">;
    layer: Type.TString;
    color: Type.TUnion<[Type.TString, Type.TObject<{
        name: Type.TString;
        hex: Type.TString;
        cmyk: Type.TOptional<Type.TArray<Type.TNumber>>;
        spot: Type.TOptional<Type.TString>;
    }>]>;
    target: Type.TOptional<Type.TUnion<[Type.TLiteral<"fill">, Type.TLiteral<"stroke">]>>;
    region: Type.TOptional<Type.TString>;
}>, Type.TObject<{
    action: Type.TLiteral<"set_image">;
    layer: Type.TString;
    media: Type.TString;
}>, Type.TObject<{
    action: Type.TLiteral<"set_clipart">;
    layer: Type.TString;
    clipart: Type.TString;
}>, Type.TObject<{
    action: Type.TLiteral<"set_font">;
    layer: Type.TString;
    fontFamily: Type.TString;
    fontWeight: Type.TOptional<Type.TInteger>;
    fontStyle: Type.TOptional<Type.TUnion<[Type.TLiteral<"normal">, Type.TLiteral<"italic">]>>;
}>, Type.TObject<{
    action: Type.TLiteral<"move_to_anchor">;
    layer: Type.TString;
    anchor: Type.TString;
    resize: Type.TOptional<Type.TBoolean>;
}>]>;
/** A named place on a side, in millimetres from the trim box's top-left corner. */
export declare const AnchorSchema: Type.TObject<{
    name: Type.TString;
    side: Type.TString;
    x: Type.TNumber;
    y: Type.TNumber;
    width: Type.TNumber;
    height: Type.TNumber;
}>;
/** Option value → changes. */
export declare const RuleSchema: Type.TObject<{
    option: Type.TString;
    value: Type.TString;
    changes: Type.TArray<Type.TUnion<[Type.TObject<{
        action: Type.TLiteral<"show">;
        layer: Type.TString;
    }>, Type.TObject<{
        action: Type.TLiteral<"hide">;
        layer: Type.TString;
    }>, Type.TObject<{
        action: Type.TLiteral<"set_text">;
        layer: Type.TString;
        text: Type.TString;
    }>, Type.TObject<{
        action: Type.TLiteral<"set_color">;
        layer: Type.TString;
        color: Type.TUnion<[Type.TString, Type.TObject<{
            name: Type.TString;
            hex: Type.TString;
            cmyk: Type.TOptional<Type.TArray<Type.TNumber>>;
            spot: Type.TOptional<Type.TString>;
        }>]>;
        target: Type.TOptional<Type.TUnion<[Type.TLiteral<"fill">, Type.TLiteral<"stroke">]>>;
        region: Type.TOptional<Type.TString>;
    }>, Type.TObject<{
        action: Type.TLiteral<"set_image">;
        layer: Type.TString;
        media: Type.TString;
    }>, Type.TObject<{
        action: Type.TLiteral<"set_clipart">;
        layer: Type.TString;
        clipart: Type.TString;
    }>, Type.TObject<{
        action: Type.TLiteral<"set_font">;
        layer: Type.TString;
        fontFamily: Type.TString;
        fontWeight: Type.TOptional<Type.TInteger>;
        fontStyle: Type.TOptional<Type.TUnion<[Type.TLiteral<"normal">, Type.TLiteral<"italic">]>>;
    }>, Type.TObject<{
        action: Type.TLiteral<"move_to_anchor">;
        layer: Type.TString;
        anchor: Type.TString;
        resize: Type.TOptional<Type.TBoolean>;
    }>]>>;
}>;
export declare const ProductIdSchema: Type.TInteger;
/** The body of `PUT /smart-configurator/{product_id}`. */
export declare const mappingArgs: {
    product_id: {
        schema: Type.TInteger;
        required: true;
    };
    anchors: {
        schema: Type.TArray<Type.TObject<{
            name: Type.TString;
            side: Type.TString;
            x: Type.TNumber;
            y: Type.TNumber;
            width: Type.TNumber;
            height: Type.TNumber;
        }>>;
        default: never[];
        description: string;
    };
    rules: {
        schema: Type.TArray<Type.TObject<{
            option: Type.TString;
            value: Type.TString;
            changes: Type.TArray<Type.TUnion<[Type.TObject<{
                action: Type.TLiteral<"show">;
                layer: Type.TString;
            }>, Type.TObject<{
                action: Type.TLiteral<"hide">;
                layer: Type.TString;
            }>, Type.TObject<{
                action: Type.TLiteral<"set_text">;
                layer: Type.TString;
                text: Type.TString;
            }>, Type.TObject<{
                action: Type.TLiteral<"set_color">;
                layer: Type.TString;
                color: Type.TUnion<[Type.TString, Type.TObject<{
                    name: Type.TString;
                    hex: Type.TString;
                    cmyk: Type.TOptional<Type.TArray<Type.TNumber>>;
                    spot: Type.TOptional<Type.TString>;
                }>]>;
                target: Type.TOptional<Type.TUnion<[Type.TLiteral<"fill">, Type.TLiteral<"stroke">]>>;
                region: Type.TOptional<Type.TString>;
            }>, Type.TObject<{
                action: Type.TLiteral<"set_image">;
                layer: Type.TString;
                media: Type.TString;
            }>, Type.TObject<{
                action: Type.TLiteral<"set_clipart">;
                layer: Type.TString;
                clipart: Type.TString;
            }>, Type.TObject<{
                action: Type.TLiteral<"set_font">;
                layer: Type.TString;
                fontFamily: Type.TString;
                fontWeight: Type.TOptional<Type.TInteger>;
                fontStyle: Type.TOptional<Type.TUnion<[Type.TLiteral<"normal">, Type.TLiteral<"italic">]>>;
            }>, Type.TObject<{
                action: Type.TLiteral<"move_to_anchor">;
                layer: Type.TString;
                anchor: Type.TString;
                resize: Type.TOptional<Type.TBoolean>;
            }>]>>;
        }>>;
        required: true;
        description: string;
    };
};
/** The body of `POST /smart-configurator/apply`. */
export declare const applyArgs: {
    productId: {
        schema: Type.TInteger;
        required: true;
        description: string;
    };
    design: {
        schema: Type.TObject<{}>;
        required: true;
        description: string;
    };
    options: {
        schema: Type.TRecord<"^.*$", Type.TString>;
        default: {};
        description: string;
    };
};
/** A stored mapping, as answered (OpenAPI documentation only). */
export declare const MappingResponseSchema: Type.TObject<{
    productId: Type.TInteger;
    anchors: Type.TArray<Type.TObject<{
        name: Type.TString;
        side: Type.TString;
        x: Type.TNumber;
        y: Type.TNumber;
        width: Type.TNumber;
        height: Type.TNumber;
    }>>;
    rules: Type.TArray<Type.TObject<{
        option: Type.TString;
        value: Type.TString;
        changes: Type.TArray<Type.TUnion<[Type.TObject<{
            action: Type.TLiteral<"show">;
            layer: Type.TString;
        }>, Type.TObject<{
            action: Type.TLiteral<"hide">;
            layer: Type.TString;
        }>, Type.TObject<{
            action: Type.TLiteral<"set_text">;
            layer: Type.TString;
            text: Type.TString;
        }>, Type.TObject<{
            action: Type.TLiteral<"set_color">;
            layer: Type.TString;
            color: Type.TUnion<[Type.TString, Type.TObject<{
                name: Type.TString;
                hex: Type.TString;
                cmyk: Type.TOptional<Type.TArray<Type.TNumber>>;
                spot: Type.TOptional<Type.TString>;
            }>]>;
            target: Type.TOptional<Type.TUnion<[Type.TLiteral<"fill">, Type.TLiteral<"stroke">]>>;
            region: Type.TOptional<Type.TString>;
        }>, Type.TObject<{
            action: Type.TLiteral<"set_image">;
            layer: Type.TString;
            media: Type.TString;
        }>, Type.TObject<{
            action: Type.TLiteral<"set_clipart">;
            layer: Type.TString;
            clipart: Type.TString;
        }>, Type.TObject<{
            action: Type.TLiteral<"set_font">;
            layer: Type.TString;
            fontFamily: Type.TString;
            fontWeight: Type.TOptional<Type.TInteger>;
            fontStyle: Type.TOptional<Type.TUnion<[Type.TLiteral<"normal">, Type.TLiteral<"italic">]>>;
        }>, Type.TObject<{
            action: Type.TLiteral<"move_to_anchor">;
            layer: Type.TString;
            anchor: Type.TString;
            resize: Type.TOptional<Type.TBoolean>;
        }>]>>;
    }>>;
    createdAt: Type.TInteger;
    updatedAt: Type.TInteger;
}>;
/** The answer of `POST /smart-configurator/apply` (OpenAPI documentation only). */
export declare const ApplyResponseSchema: Type.TObject<{
    productId: Type.TInteger;
    options: Type.TRecord<"^.*$", Type.TString>;
    design: Type.TObject<{}>;
    applied: Type.TArray<Type.TObject<{
        option: Type.TString;
        value: Type.TString;
        action: Type.TString;
        layer: Type.TString;
        elementIds: Type.TArray<Type.TString>;
    }>>;
}>;
