// Generated from the OpenAPI document "dcs extension API (svc/v1)" by npm run generate:api-client. Do not edit.

export type SchemaError = {
  /** A stable code from docs/errors.md. */
  code: string;
  message: string;
  data: {
    status: number;
  };
};

/** The operations of dcs extension API (svc/v1), by "METHOD /path". */
export interface SvcApi {
  /** The current session's cart. */
  "GET /cart": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      /** The customer session (empty before its first write). */
      session_id: string;
      currency: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
      }[];
      /** Sum of the lines, in minor units of the currency. */
      total: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
    };
  };
  /** Adds an item; its price is computed on the server. */
  "POST /cart/items": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      product_id: number;
      quantity?: number;
      options?: {
        [key: string]: unknown;
      };
      /** A design document; validated by the design addons. */
      design?: unknown;
      /** A price quote to honour, verified on the server. */
      quote_token?: string;
      /** The customer accepts photos below the printing resolution; only where the shop allows it (catalog limits.low_resolution = accept), else 422 svc_cart_low_resolution_refused. */
      accept_low_resolution?: boolean;
      /** Print only the sides the options pay for: sides with content beyond them are left out instead of refusing the line (svc_cart_side_unpaid). */
      drop_unpaid_sides?: boolean;
    };
    response: {
      /** The customer session (empty before its first write). */
      session_id: string;
      currency: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
      }[];
      /** Sum of the lines, in minor units of the currency. */
      total: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
    };
  };
  /** Removes an item from your cart. */
  "DELETE /cart/items/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      /** The customer session (empty before its first write). */
      session_id: string;
      currency: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
      }[];
      /** Sum of the lines, in minor units of the currency. */
      total: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
    };
  };
  /** Changes the quantity of an item of your cart. */
  "PATCH /cart/items/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: {
      quantity: number;
    };
    response: {
      /** The customer session (empty before its first write). */
      session_id: string;
      currency: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
      }[];
      /** Sum of the lines, in minor units of the currency. */
      total: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
    };
  };
  /** Changes the quantity of an item of your cart. */
  "PUT /cart/items/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: {
      quantity: number;
    };
    response: {
      /** The customer session (empty before its first write). */
      session_id: string;
      currency: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
      }[];
      /** Sum of the lines, in minor units of the currency. */
      total: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
    };
  };
  /** The designer catalog: enabled fonts, palette groups, text style cards, clipart categories and upload limits. */
  "GET /catalog": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      fonts: {
        id: number;
        family: string;
        category: string;
        variants: {
          weight: number;
          style: "normal" | "italic";
          /** The file the server lays text out with. */
          url: string;
        }[];
      }[];
      palette: {
        groups: {
          id: string;
          name: string;
          colors: {
            id: number;
            name: string;
            hex: string;
            cmyk: number[] | null;
            spot: string | null;
          }[];
        }[];
      };
      text_styles: {
        id: number;
        name: string;
        fontFamily: string;
        fontWeight: number;
        fontStyle: "normal" | "italic";
        fontSize: number;
        fill: string;
        fillColorId: number | null;
        stroke: {
          color: string;
          colorId: number | null;
          width: number;
        } | null;
        shadow?: {
          color: string;
          colorId: number | null;
          offsetX: number;
          offsetY: number;
        } | null;
        curve?: number;
        align: "left" | "center" | "right" | "justify";
        letterSpacing: number;
        lineHeight: number;
        sampleText: string;
        position: number;
      }[];
      clipart_categories: {
        id: number;
        name: string;
        parent_id: number | null;
        count: number;
      }[];
      limits: {
        upload_max_bytes: number;
        upload_max_pixels: number;
        upload_types: string[];
        min_ppi: number;
        /** accept: a customer may accept a photo below the printing resolution (cart item accept_low_resolution). */
        low_resolution: "block" | "accept";
      };
    };
  };
  /** Cliparts, filtered by category (its own cliparts) and searched by title and tags; paginated. */
  "GET /catalog/cliparts": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Only cliparts of this category. */
      category?: number;
      /** Words of the title or a tag. */
      search?: string;
    };
    body: never;
    response: {
      id: number;
      name: string;
      category_ids: number[];
      tags: string[];
      /** What a design clipart element names: clipart:<id>. */
      ref: string;
      format: "svg" | "png";
      width: number;
      height: number;
      /** Minor units added to the item price. */
      price: number;
      url: string;
      thumbnail_url: string;
      /** Recolorable regions (the keys of the element colors). */
      regions: {
        id: string;
        color: string;
      }[];
    }[];
  };
  /** A clipart as design asset: its size and paths grouped into recolourable regions, as print and pricing read it. */
  "GET /catalog/cliparts/{id}/asset": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** A clipart file (sanitized SVG or re-encoded PNG). */
  "GET /catalog/cliparts/{id}/file": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** A clipart thumbnail (WebP, at most 320 px). */
  "GET /catalog/cliparts/{id}/thumbnail": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Turns the cart into a pending order. */
  "POST /checkout": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      email?: string;
    };
    response: {
      id: number;
      session_id: string;
      /** The connected shop the order came from; null for this shop. */
      source: string | null;
      external_id: string | null;
      status: string;
      currency: string;
      /** Order total, in minor units of the currency. */
      total: number;
      email: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        product_name: string;
        sku: string;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
        /** Deprecated: the former name of `product_name`; send `product_name`. */
        productName?: string;
      }[];
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
      /** Deprecated: the former name of `external_id`; send `external_id`. */
      externalId?: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** List design templates (public): search, category, tag, paged. */
  "GET /design-templates": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text anywhere in the name, category or tags. */
      search?: string;
      /** Only this category (exact). */
      category?: string;
      /** Only templates with this tag (case-insensitive, exact). */
      tag?: string;
      /** Sort field. */
      orderby?: "created_at" | "name" | "id";
      /** Sort direction. */
      order?: "asc" | "desc";
    };
    body: never;
    response: {
      id: number;
      name: string;
      category: string | null;
      tags: string[];
      thumbnail_url: string | null;
      /** The sides of the design document (its format). */
      sides: {
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
      }[];
      placeholders: {
        id: string;
        side: string;
        layer: string;
        /** Element type: text, image, clipart, shape or group. */
        type: string;
        label: string;
        editable: boolean;
      }[];
      fonts: {
        family: string;
        weight: number;
        style: string;
      }[];
      min_ppi: number;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
      thumbnailUrl?: string | null;
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    }[];
  };
  /** Create a design template (admin): validated, fonts and assets loaded, thumbnail rendered. */
  "POST /design-templates": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Name shown to staff and customers. */
      name: string;
      /** Free category name (exact match filter). */
      category?: string | null;
      /** Tags, stored lower-case; no commas. */
      tags?: string[];
      /** The design document (validated with validateDesign of @dcs/design). */
      design: {
        [key: string]: unknown;
      };
      /** Smart-layout rule per top-level element id: { anchor, scale }. Default { anchor: "relative", scale: "proportional" }. */
      layout?: {
        [key: string]: unknown;
      };
      /** Constraints per placeholder element id: label, allowed_fonts, allowed_colors, min_ppi. */
      fields?: {
        [key: string]: unknown;
      };
      /** Image resolution kept when fitting to a product (default 150). */
      min_ppi?: number;
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
    };
    response: {
      id: number;
      name: string;
      category: string | null;
      tags: string[];
      thumbnail_url: string | null;
      /** The sides of the design document (its format). */
      sides: {
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
      }[];
      placeholders: {
        id: string;
        side: string;
        layer: string;
        /** Element type: text, image, clipart, shape or group. */
        type: string;
        label: string;
        editable: boolean;
      }[];
      fonts: {
        family: string;
        weight: number;
        style: string;
      }[];
      min_ppi: number;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** A design document of @dcs/design (schema version 3). */
      design: {
        [key: string]: unknown;
      };
      layout: {
        [key: string]: unknown;
      };
      fields: {
        [key: string]: unknown;
      };
      /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
      thumbnailUrl?: string | null;
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** Remove the assignment of a template to a shop product, and its mockup (admin). */
  "DELETE /design-templates/assignment": {
    path: Record<never, never>;
    query: {
      /** The design template. */
      template_id: number;
      /** The shop product. */
      shop_product_id: number;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        template_id: number;
        shop_product_id: number;
        /** A design document of @dcs/design (schema version 3). */
        design: {
          [key: string]: unknown;
        };
        fit: {
          fits: boolean;
          issues: {
            kind: "outside_print_area" | "low_resolution" | "text_overflow" | "side_dropped";
            side: string;
            elementId?: string;
            printArea?: string;
            overflow?: {
              left: number;
              top: number;
              right: number;
              bottom: number;
            };
            media?: string;
            ppi?: number;
            minPpi?: number;
            elementIds?: string[];
          }[];
          placements: {
            elementId: string;
            fromSide: string;
            toSide: string;
            fromArea: string;
            toArea: string;
            rule: {
              anchor: "relative" | "top-left" | "top" | "top-right" | "left" | "center" | "right" | "bottom-left" | "bottom" | "bottom-right";
              scale: "proportional" | "none" | "fit" | "fill";
            };
            scale: number;
          }[];
        };
        mockup: {
          media_id: number;
          url: string;
          /** Deprecated: the former name of `media_id`; send `media_id`. */
          mediaId?: number;
        } | null;
        /** Epoch milliseconds. */
        created_at: number;
        /** Epoch milliseconds. */
        updated_at: number;
        /** Deprecated: the former name of `template_id`; send `template_id`. */
        templateId?: number;
        /** Deprecated: the former name of `shop_product_id`; send `shop_product_id`. */
        shopProductId?: number;
        /** Deprecated: the former name of `created_at`; send `created_at`. */
        createdAt?: number;
        /** Deprecated: the former name of `updated_at`; send `updated_at`. */
        updatedAt?: number;
      };
    };
  };
  /** The assignment of a template to a shop product: fitted design, fit report, mockup (public). */
  "GET /design-templates/assignment": {
    path: Record<never, never>;
    query: {
      /** The design template. */
      template_id: number;
      /** The shop product. */
      shop_product_id: number;
    };
    body: never;
    response: {
      id: number;
      template_id: number;
      shop_product_id: number;
      /** A design document of @dcs/design (schema version 3). */
      design: {
        [key: string]: unknown;
      };
      fit: {
        fits: boolean;
        issues: {
          kind: "outside_print_area" | "low_resolution" | "text_overflow" | "side_dropped";
          side: string;
          elementId?: string;
          printArea?: string;
          overflow?: {
            left: number;
            top: number;
            right: number;
            bottom: number;
          };
          media?: string;
          ppi?: number;
          minPpi?: number;
          elementIds?: string[];
        }[];
        placements: {
          elementId: string;
          fromSide: string;
          toSide: string;
          fromArea: string;
          toArea: string;
          rule: {
            anchor: "relative" | "top-left" | "top" | "top-right" | "left" | "center" | "right" | "bottom-left" | "bottom" | "bottom-right";
            scale: "proportional" | "none" | "fit" | "fill";
          };
          scale: number;
        }[];
      };
      mockup: {
        media_id: number;
        url: string;
        /** Deprecated: the former name of `media_id`; send `media_id`. */
        mediaId?: number;
      } | null;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `template_id`; send `template_id`. */
      templateId?: number;
      /** Deprecated: the former name of `shop_product_id`; send `shop_product_id`. */
      shopProductId?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** The mockup image of an assignment (public). */
  "GET /design-templates/assignment/mockup": {
    path: Record<never, never>;
    query: {
      /** The design template. */
      template_id: number;
      /** The shop product. */
      shop_product_id: number;
    };
    body: never;
    response: unknown;
  };
  /** Store a captured mockup image (multipart field "file": PNG, JPEG or WebP, checked by the media rules) for an assignment (admin). */
  "POST /design-templates/assignment/mockup": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      id: number;
      template_id: number;
      shop_product_id: number;
      /** A design document of @dcs/design (schema version 3). */
      design: {
        [key: string]: unknown;
      };
      fit: {
        fits: boolean;
        issues: {
          kind: "outside_print_area" | "low_resolution" | "text_overflow" | "side_dropped";
          side: string;
          elementId?: string;
          printArea?: string;
          overflow?: {
            left: number;
            top: number;
            right: number;
            bottom: number;
          };
          media?: string;
          ppi?: number;
          minPpi?: number;
          elementIds?: string[];
        }[];
        placements: {
          elementId: string;
          fromSide: string;
          toSide: string;
          fromArea: string;
          toArea: string;
          rule: {
            anchor: "relative" | "top-left" | "top" | "top-right" | "left" | "center" | "right" | "bottom-left" | "bottom" | "bottom-right";
            scale: "proportional" | "none" | "fit" | "fill";
          };
          scale: number;
        }[];
      };
      mockup: {
        media_id: number;
        url: string;
        /** Deprecated: the former name of `media_id`; send `media_id`. */
        mediaId?: number;
      } | null;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `template_id`; send `template_id`. */
      templateId?: number;
      /** Deprecated: the former name of `shop_product_id`; send `shop_product_id`. */
      shopProductId?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** What the designer panel needs to list the templates assigned to a product: thumbnails, fonts used, placeholders, fit (public). */
  "GET /design-templates/designer-config": {
    path: Record<never, never>;
    query: {
      /** The shop product. */
      product_id: number;
    };
    body: never;
    response: {
      product_id: number;
      default_template_id: number | null;
      templates: {
        id: number;
        name: string;
        category: string | null;
        tags: string[];
        thumbnail_url: string | null;
        mockup_url: string | null;
        assignment_url: string;
        fonts: {
          family: string;
          weight: number;
          style: string;
        }[];
        placeholders: {
          id: string;
          side: string;
          layer: string;
          /** Element type: text, image, clipart, shape or group. */
          type: string;
          label: string;
          editable: boolean;
        }[];
        fits: boolean;
        /** Number of fit issues. */
        issues: number;
        /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
        thumbnailUrl?: string | null;
        /** Deprecated: the former name of `mockup_url`; send `mockup_url`. */
        mockupUrl?: string | null;
        /** Deprecated: the former name of `assignment_url`; send `assignment_url`. */
        assignmentUrl?: string;
      }[];
      fonts: {
        family: string;
        weight: number;
        style: string;
      }[];
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number;
      /** Deprecated: the former name of `default_template_id`; send `default_template_id`. */
      defaultTemplateId?: number | null;
    };
  };
  /** An image of the media library that a design template uses (public, ETag); other media answer 404. */
  "GET /design-templates/media/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** The quick personalization fields (text and image placeholders with their constraints) of the product's assigned template (public). */
  "GET /design-templates/quick-config": {
    path: Record<never, never>;
    query: {
      /** The shop product. */
      shop_product_id: number;
      /** One of the product's templates; default: the product's default template if assigned, else the latest assignment. */
      template_id?: number;
    };
    body: never;
    response: {
      shop_product_id: number;
      template_id: number;
      template_name: string;
      thumbnail_url: string | null;
      mockup_url: string | null;
      fields: {
        id: string;
        side: string;
        layer: string;
        /** Element type: text, image, clipart, shape or group. */
        type: string;
        label: string;
        editable: boolean;
        /** Text content, or the image media reference. */
        default: string;
        max_length?: number | null;
        font_family?: string;
        allowed_fonts?: string[];
        allowed_colors?: string[];
        /** Fitted image box, mm. */
        box?: {
          width: number;
          height: number;
        };
        min_ppi?: number;
        min_width_px?: number;
        min_height_px?: number;
        /** Deprecated: the former name of `max_length`; send `max_length`. */
        maxLength?: number | null;
        /** Deprecated: the former name of `font_family`; send `font_family`. */
        fontFamily?: string;
        /** Deprecated: the former name of `allowed_fonts`; send `allowed_fonts`. */
        allowedFonts?: string[];
        /** Deprecated: the former name of `allowed_colors`; send `allowed_colors`. */
        allowedColors?: string[];
        /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
        minPpi?: number;
        /** Deprecated: the former name of `min_width_px`; send `min_width_px`. */
        minWidthPx?: number;
        /** Deprecated: the former name of `min_height_px`; send `min_height_px`. */
        minHeightPx?: number;
      }[];
      /** Deprecated: the former name of `shop_product_id`; send `shop_product_id`. */
      shopProductId?: number;
      /** Deprecated: the former name of `template_id`; send `template_id`. */
      templateId?: number;
      /** Deprecated: the former name of `template_name`; send `template_name`. */
      templateName?: string;
      /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
      thumbnailUrl?: string | null;
      /** Deprecated: the former name of `mockup_url`; send `mockup_url`. */
      mockupUrl?: string | null;
    };
  };
  /** Whether the design templates and smart layouts addon is active, and its version. */
  "GET /design-templates/status": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Delete a design template with its thumbnail, assignments and their mockups (admin). */
  "DELETE /design-templates/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        name: string;
        category: string | null;
        tags: string[];
        thumbnail_url: string | null;
        /** The sides of the design document (its format). */
        sides: {
          id: string;
          name: string;
          trim: {
            width: number;
            height: number;
          };
          printAreas: {
            id: string;
            name: string;
            x: number;
            y: number;
            width: number;
            height: number;
          }[];
        }[];
        placeholders: {
          id: string;
          side: string;
          layer: string;
          /** Element type: text, image, clipart, shape or group. */
          type: string;
          label: string;
          editable: boolean;
        }[];
        fonts: {
          family: string;
          weight: number;
          style: string;
        }[];
        min_ppi: number;
        /** Epoch milliseconds. */
        created_at: number;
        /** Epoch milliseconds. */
        updated_at: number;
        /** A design document of @dcs/design (schema version 3). */
        design: {
          [key: string]: unknown;
        };
        layout: {
          [key: string]: unknown;
        };
        fields: {
          [key: string]: unknown;
        };
        /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
        thumbnailUrl?: string | null;
        /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
        minPpi?: number;
        /** Deprecated: the former name of `created_at`; send `created_at`. */
        createdAt?: number;
        /** Deprecated: the former name of `updated_at`; send `updated_at`. */
        updatedAt?: number;
      };
      assignments_removed: number;
      /** Deprecated: the former name of `assignments_removed`; send `assignments_removed`. */
      assignmentsRemoved?: number;
    };
  };
  /** One design template with its design, layout rules and field constraints (public). */
  "GET /design-templates/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      category: string | null;
      tags: string[];
      thumbnail_url: string | null;
      /** The sides of the design document (its format). */
      sides: {
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
      }[];
      placeholders: {
        id: string;
        side: string;
        layer: string;
        /** Element type: text, image, clipart, shape or group. */
        type: string;
        label: string;
        editable: boolean;
      }[];
      fonts: {
        family: string;
        weight: number;
        style: string;
      }[];
      min_ppi: number;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** A design document of @dcs/design (schema version 3). */
      design: {
        [key: string]: unknown;
      };
      layout: {
        [key: string]: unknown;
      };
      fields: {
        [key: string]: unknown;
      };
      /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
      thumbnailUrl?: string | null;
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** Replace a design template (admin). Existing assignments keep their fitted design until assigned again. */
  "PUT /design-templates/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: {
      /** Name shown to staff and customers. */
      name: string;
      /** Free category name (exact match filter). */
      category?: string | null;
      /** Tags, stored lower-case; no commas. */
      tags?: string[];
      /** The design document (validated with validateDesign of @dcs/design). */
      design: {
        [key: string]: unknown;
      };
      /** Smart-layout rule per top-level element id: { anchor, scale }. Default { anchor: "relative", scale: "proportional" }. */
      layout?: {
        [key: string]: unknown;
      };
      /** Constraints per placeholder element id: label, allowed_fonts, allowed_colors, min_ppi. */
      fields?: {
        [key: string]: unknown;
      };
      /** Image resolution kept when fitting to a product (default 150). */
      min_ppi?: number;
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
    };
    response: {
      id: number;
      name: string;
      category: string | null;
      tags: string[];
      thumbnail_url: string | null;
      /** The sides of the design document (its format). */
      sides: {
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
      }[];
      placeholders: {
        id: string;
        side: string;
        layer: string;
        /** Element type: text, image, clipart, shape or group. */
        type: string;
        label: string;
        editable: boolean;
      }[];
      fonts: {
        family: string;
        weight: number;
        style: string;
      }[];
      min_ppi: number;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** A design document of @dcs/design (schema version 3). */
      design: {
        [key: string]: unknown;
      };
      layout: {
        [key: string]: unknown;
      };
      fields: {
        [key: string]: unknown;
      };
      /** Deprecated: the former name of `thumbnail_url`; send `thumbnail_url`. */
      thumbnailUrl?: string | null;
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** Assign a template to a shop product, re-fitting its layout to the product's print areas; reports what no longer fits (admin). */
  "POST /design-templates/{id}/assign": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: {
      /** The product to fit the template to. */
      shop_product_id: number;
      /** Template side id → product side id; unmapped sides pair by id, then in order. */
      side_map?: {
        [key: string]: unknown;
      };
      /** Overrides the template's minimum image resolution for this fit. */
      min_ppi?: number;
      /** Report the fit without storing the assignment. */
      dry_run?: boolean;
      /** Deprecated: the former name of `shop_product_id`; send `shop_product_id`. */
      shopProductId?: number;
      /** Deprecated: the former name of `side_map`; send `side_map`. */
      sideMap?: {
        [key: string]: unknown;
      };
      /** Deprecated: the former name of `min_ppi`; send `min_ppi`. */
      minPpi?: number;
      /** Deprecated: the former name of `dry_run`; send `dry_run`. */
      dryRun?: boolean;
    };
    response: {
      dry_run: boolean;
      template_id: number;
      shop_product_id: number;
      /** A design document of @dcs/design (schema version 3). */
      design: {
        [key: string]: unknown;
      };
      fit: {
        fits: boolean;
        issues: {
          kind: "outside_print_area" | "low_resolution" | "text_overflow" | "side_dropped";
          side: string;
          elementId?: string;
          printArea?: string;
          overflow?: {
            left: number;
            top: number;
            right: number;
            bottom: number;
          };
          media?: string;
          ppi?: number;
          minPpi?: number;
          elementIds?: string[];
        }[];
        placements: {
          elementId: string;
          fromSide: string;
          toSide: string;
          fromArea: string;
          toArea: string;
          rule: {
            anchor: "relative" | "top-left" | "top" | "top-right" | "left" | "center" | "right" | "bottom-left" | "bottom" | "bottom-right";
            scale: "proportional" | "none" | "fit" | "fill";
          };
          scale: number;
        }[];
      };
      id?: number;
      mockup?: {
        media_id: number;
        url: string;
        /** Deprecated: the former name of `media_id`; send `media_id`. */
        mediaId?: number;
      } | null;
      /** Epoch milliseconds. */
      created_at?: number;
      /** Epoch milliseconds. */
      updated_at?: number;
      /** Deprecated: the former name of `dry_run`; send `dry_run`. */
      dryRun?: boolean;
      /** Deprecated: the former name of `template_id`; send `template_id`. */
      templateId?: number;
      /** Deprecated: the former name of `shop_product_id`; send `shop_product_id`. */
      shopProductId?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** The template's thumbnail: its first side as SVG (public). */
  "GET /design-templates/{id}/thumbnail": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** The current session's saved designs, newest first. */
  "GET /designs": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
    };
    body: never;
    response: {
      id: number;
      name: string;
      product_id: number | null;
      sides: number;
      /** Elements in the whole design, groups counted with their children. */
      elements: number;
      /** The design document (its own format, versioned by @dcs/design). */
      design: unknown;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    }[];
  };
  /** Saves a design for the current customer session. */
  "POST /designs": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Default: the design document's name. */
      name?: string;
      /** The shop product the design is for. */
      product_id?: number | null;
      /** The design document; migrated and validated by @dcs/design (svc_design_invalid names the failing JSON path). */
      design: unknown;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number | null;
    };
    response: {
      id: number;
      name: string;
      product_id: number | null;
      sides: number;
      /** Elements in the whole design, groups counted with their children. */
      elements: number;
      /** The design document (its own format, versioned by @dcs/design). */
      design: unknown;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** Deletes a saved design of the current session. */
  "DELETE /designs/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        name: string;
        product_id: number | null;
        sides: number;
        /** Elements in the whole design, groups counted with their children. */
        elements: number;
        /** The design document (its own format, versioned by @dcs/design). */
        design: unknown;
        /** Epoch milliseconds. */
        created_at: number;
        /** Epoch milliseconds. */
        updated_at: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number | null;
        /** Deprecated: the former name of `created_at`; send `created_at`. */
        createdAt?: number;
        /** Deprecated: the former name of `updated_at`; send `updated_at`. */
        updatedAt?: number;
      };
    };
  };
  /** One saved design of the current session. */
  "GET /designs/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      product_id: number | null;
      sides: number;
      /** Elements in the whole design, groups counted with their children. */
      elements: number;
      /** The design document (its own format, versioned by @dcs/design). */
      design: unknown;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** Replaces a saved design of the current session. */
  "PUT /designs/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: {
      /** Default: the design document's name. */
      name?: string;
      /** The shop product the design is for. */
      product_id?: number | null;
      /** The design document; migrated and validated by @dcs/design (svc_design_invalid names the failing JSON path). */
      design: unknown;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number | null;
    };
    response: {
      id: number;
      name: string;
      product_id: number | null;
      sides: number;
      /** Elements in the whole design, groups counted with their children. */
      elements: number;
      /** The design document (its own format, versioned by @dcs/design). */
      design: unknown;
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** The @font-face rules of the enabled fonts, for the storefront designer. */
  "GET /fonts.css": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** A font file named by the CSS endpoint. */
  "GET /fonts/files/{font}/{file}": {
    path: {
      font: number;
      file: string | number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** One of your orders. */
  "GET /orders/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      session_id: string;
      /** The connected shop the order came from; null for this shop. */
      source: string | null;
      external_id: string | null;
      status: string;
      currency: string;
      /** Order total, in minor units of the currency. */
      total: number;
      email: string | null;
      items: {
        id: number;
        product_id: number;
        quantity: number;
        /** Chosen value per option name. */
        options: {
          [key: string]: unknown;
        };
        /** The design document of a customized line, or null. */
        design: unknown;
        /** Data addons attach (the verified quote, price lines). */
        meta: {
          [key: string]: unknown;
        };
        /** Price of one unit, in minor units of the currency. */
        unit_price: number;
        /** unit_price × quantity, in minor units of the currency. */
        line_total: number;
        product_name: string;
        sku: string;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `unit_price`; send `unit_price`. */
        unitPrice?: number;
        /** Deprecated: the former name of `line_total`; send `line_total`. */
        lineTotal?: number;
        /** Deprecated: the former name of `product_name`; send `product_name`. */
        productName?: string;
      }[];
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `session_id`; send `session_id`. */
      sessionId?: string;
      /** Deprecated: the former name of `external_id`; send `external_id`. */
      externalId?: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** An RGB proof PDF of a designed line of one of your orders. */
  "GET /orders/{id}/items/{item}/proof": {
    path: {
      id: number;
      item: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Prices a design on a product with every applicable rule; answers the breakdown and a quote token for the cart. */
  "POST /pricing/quote": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      product_id: number;
      quantity?: number;
      /** Option name → value; missing options take their first value, as in the cart. */
      options?: {
        [key: string]: unknown;
      };
      /** A design document (validated and measured on the server); omit for a line without design. */
      design?: unknown;
      /** Instead of `design`: a design this session saved through `svc/v1/designs`. */
      design_id?: number;
      /** Ignored: the server computes prices itself. */
      price?: unknown;
      /** Ignored: the server computes prices itself. */
      unit_price?: unknown;
      /** Ignored: the server computes totals itself. */
      total?: unknown;
      /** Ignored: the server computes design metrics itself. */
      metrics?: unknown;
    };
    response: {
      product_id: number;
      /** Resolved: every option of the product. */
      options: {
        [key: string]: unknown;
      };
      quantity: number;
      /** The product's printing method as the print queue resolves it (the `printing_method` option when it names an active assigned method, else the first active one), else the option's value. */
      printing_method: string | null;
      currency: string;
      base_unit_price: number;
      base_total: number;
      /** The printing method's charges, then one line per applied rule, in evaluation order, then other addons' lines (pricing.price_lines). */
      breakdown: {
        /** Null for a price of the printing method or of another addon. */
        rule_id: number | null;
        name: string;
        /** `addon`: a line another addon added through the pricing.price_lines filter. */
        scope: "design" | "element" | "printing_method" | "addon";
        /** The rule's action type, the method's charge (setup_fee, per_side, per_color, per_area, quantity_tier), or `addon`. */
        action: string;
        /** Minor units added to the line total (all units), rounded half away from zero. */
        amount: number;
        /** Element scope: the matching element ids. */
        elements?: string[];
        /** Per-metric charges: units charged after the free allowance; method charges: sides, colors or cm². */
        units?: number;
        /** Tier tables: `min` of the tier applied; method quantity tiers: its `minQuantity`. */
        tier?: number;
        /** Addon lines: the id the addon gave the line. */
        id?: string;
        /** Addon lines: the slug of the addon that added it. */
        source?: string;
      }[];
      /** base_total plus every line. */
      subtotal: number;
      /** total − subtotal. */
      rounding: number;
      /** subtotal ÷ quantity, rounded half away from zero, at least 0. */
      unit_price: number;
      /** unit_price × quantity: what the cart charges. */
      total: number;
      /** Figures measured by the server; null without a design. */
      metrics: {
        [key: string]: unknown;
      } | null;
      design_hash: string | null;
      /** Pass as `quote_token` to POST /cart/items. */
      quote_token: string;
      expires_at: string;
      /** The print queue's preflight of the design at the printing method's resolution (@dcs/design preflightDesign). */
      preflight: {
        /** No errors (warnings may remain); errors block add-to-cart in the designer. */
        ok: boolean;
        /** Resolution of the printing method the images were rated at; null without a design. */
        dpi: number | null;
        issues: {
          /** image_resolution, glyphs_missing, glyphs_fallback, outside_print_area, crosses_safe_area, bleed_missing, hairline, text_too_small, text_overflow, asset_missing, svg_feature_dropped, qr_module_small, qr_low_contrast. */
          code: string;
          severity: "error" | "warning";
          side_id: string;
          element_id: string;
          message: string;
        }[];
      };
      /** The printed-sides rule applied to this line; null without a design. */
      sides: {
        /** The product's printed-sides option (meta.printedSides), null without one (every side is paid). */
        option: string | null;
        /** Sides the chosen options pay for. */
        paid: string[];
        /** Sides whose elements print (visible, not blank). */
        with_content: string[];
        /** Paid sides with content: the pages of the print file. */
        printed: string[];
        /** Sides with content the options do not pay for; the cart refuses the line (svc_cart_side_unpaid). */
        unpaid: string[];
        upgrade: {
          option: string;
          /** The cheapest value of the option that prints every side with content. */
          value: string;
          label: string;
          /** Per item: the option values' price deltas apart. */
          price_delta: number;
          sides: string[];
          /** The line total with that value, every rule applied. */
          total: number;
          /** total minus this quote's total. */
          difference: number;
        } | null;
      } | null;
    };
  };
  /** Pricing rules in evaluation order (priority, then id). */
  "GET /pricing/rules": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
    };
    body: never;
    response: {
      id: number;
      name: string;
      description: string;
      enabled: boolean;
      priority: number;
      /** Whole design, or once per top-level element. */
      scope: "design" | "element";
      /** Every condition must hold, or at least one. */
      match: "all" | "any";
      conditions: ({
        /** A figure of the design (or of the element, in element scope) or of the line. */
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "eq" | "ne" | "gt" | "gte" | "lt" | "lte";
        value: number;
      } | {
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "between";
        /** Inclusive bounds [min, max]. */
        value: unknown[];
      } | {
        subject: "product";
        op: "in" | "not_in";
        value: number[];
      } | {
        subject: "option";
        /** Product option name (size, paper…). */
        name: string;
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "printing_method";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "side";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "element_type";
        op: "in" | "not_in";
        value: ("text" | "image" | "clipart" | "shape" | "qrcode" | "group")[];
      })[];
      action: {
        type: "fixed";
        /** Minor units; negative for a discount. */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "per_metric";
        metric: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent). */
        rate: number;
        /** Units not charged (the first 10 characters…), up to 2 decimals; default 0. */
        free?: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "percent";
        /** Up to 2 decimals; negative for a discount. */
        percent: number;
        /** `base`: the shop price of the line; `subtotal`: the running total before this rule. */
        of: "base" | "subtotal";
      } | {
        type: "tiers";
        /** The number the tiers are chosen by, usually `quantity`. */
        basis: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
        /** The tier with the largest `min` not above the basis applies; each has `amount` or `percent`. */
        tiers: {
          /** The tier applies from this value of the basis on (inclusive). */
          min: number;
          /** Minor units (per unit or per line, see `per`). */
          amount?: number;
          /** Percent of the base price, up to 2 decimals. */
          percent?: number;
        }[];
      } | {
        type: "minimum";
        /** The line total is raised to at least this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "maximum";
        /** The line total is lowered to at most this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      };
      /** `stop`: no later rule applies after this one did. */
      stacking: "continue" | "stop";
      exclusive_group: string | null;
      starts_at: string | null;
      ends_at: string | null;
      created_at: string;
      updated_at: string;
    }[];
  };
  /** Creates a pricing rule, or replaces rule `id` entirely (omitted fields take their defaults). */
  "POST /pricing/rules": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Replace this rule instead of creating one. */
      id?: number;
      name: string;
      description?: string;
      enabled?: boolean;
      /** Lower runs first; ties by id. */
      priority?: number;
      /** Whole design, or once per top-level element. */
      scope?: "design" | "element";
      /** Every condition must hold, or at least one. */
      match?: "all" | "any";
      /** None: always applies. */
      conditions?: ({
        /** A figure of the design (or of the element, in element scope) or of the line. */
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "eq" | "ne" | "gt" | "gte" | "lt" | "lte";
        value: number;
      } | {
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "between";
        /** Inclusive bounds [min, max]. */
        value: unknown[];
      } | {
        subject: "product";
        op: "in" | "not_in";
        value: number[];
      } | {
        subject: "option";
        /** Product option name (size, paper…). */
        name: string;
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "printing_method";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "side";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "element_type";
        op: "in" | "not_in";
        value: ("text" | "image" | "clipart" | "shape" | "qrcode" | "group")[];
      })[];
      action: {
        type: "fixed";
        /** Minor units; negative for a discount. */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "per_metric";
        metric: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent). */
        rate: number;
        /** Units not charged (the first 10 characters…), up to 2 decimals; default 0. */
        free?: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "percent";
        /** Up to 2 decimals; negative for a discount. */
        percent: number;
        /** `base`: the shop price of the line; `subtotal`: the running total before this rule. */
        of: "base" | "subtotal";
      } | {
        type: "tiers";
        /** The number the tiers are chosen by, usually `quantity`. */
        basis: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
        /** The tier with the largest `min` not above the basis applies; each has `amount` or `percent`. */
        tiers: {
          /** The tier applies from this value of the basis on (inclusive). */
          min: number;
          /** Minor units (per unit or per line, see `per`). */
          amount?: number;
          /** Percent of the base price, up to 2 decimals. */
          percent?: number;
        }[];
      } | {
        type: "minimum";
        /** The line total is raised to at least this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "maximum";
        /** The line total is lowered to at most this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      };
      /** `stop`: no later rule applies after this one did. */
      stacking?: "continue" | "stop";
      /** Of the rules sharing a group, only the first that applies counts. */
      exclusive_group?: string | null;
      /** Active from (inclusive). */
      starts_at?: string | null;
      /** Active until (exclusive). */
      ends_at?: string | null;
    };
    response: {
      id: number;
      name: string;
      description: string;
      enabled: boolean;
      priority: number;
      /** Whole design, or once per top-level element. */
      scope: "design" | "element";
      /** Every condition must hold, or at least one. */
      match: "all" | "any";
      conditions: ({
        /** A figure of the design (or of the element, in element scope) or of the line. */
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "eq" | "ne" | "gt" | "gte" | "lt" | "lte";
        value: number;
      } | {
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "between";
        /** Inclusive bounds [min, max]. */
        value: unknown[];
      } | {
        subject: "product";
        op: "in" | "not_in";
        value: number[];
      } | {
        subject: "option";
        /** Product option name (size, paper…). */
        name: string;
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "printing_method";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "side";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "element_type";
        op: "in" | "not_in";
        value: ("text" | "image" | "clipart" | "shape" | "qrcode" | "group")[];
      })[];
      action: {
        type: "fixed";
        /** Minor units; negative for a discount. */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "per_metric";
        metric: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent). */
        rate: number;
        /** Units not charged (the first 10 characters…), up to 2 decimals; default 0. */
        free?: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "percent";
        /** Up to 2 decimals; negative for a discount. */
        percent: number;
        /** `base`: the shop price of the line; `subtotal`: the running total before this rule. */
        of: "base" | "subtotal";
      } | {
        type: "tiers";
        /** The number the tiers are chosen by, usually `quantity`. */
        basis: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
        /** The tier with the largest `min` not above the basis applies; each has `amount` or `percent`. */
        tiers: {
          /** The tier applies from this value of the basis on (inclusive). */
          min: number;
          /** Minor units (per unit or per line, see `per`). */
          amount?: number;
          /** Percent of the base price, up to 2 decimals. */
          percent?: number;
        }[];
      } | {
        type: "minimum";
        /** The line total is raised to at least this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "maximum";
        /** The line total is lowered to at most this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      };
      /** `stop`: no later rule applies after this one did. */
      stacking: "continue" | "stop";
      exclusive_group: string | null;
      starts_at: string | null;
      ends_at: string | null;
      created_at: string;
      updated_at: string;
    };
  };
  /** Deletes a pricing rule; answers the deleted rule. */
  "POST /pricing/rules/delete": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      id: number;
    };
    response: {
      deleted: true;
      previous: {
        id: number;
        name: string;
        description: string;
        enabled: boolean;
        priority: number;
        /** Whole design, or once per top-level element. */
        scope: "design" | "element";
        /** Every condition must hold, or at least one. */
        match: "all" | "any";
        conditions: ({
          /** A figure of the design (or of the element, in element scope) or of the line. */
          subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
          op: "eq" | "ne" | "gt" | "gte" | "lt" | "lte";
          value: number;
        } | {
          subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
          op: "between";
          /** Inclusive bounds [min, max]. */
          value: unknown[];
        } | {
          subject: "product";
          op: "in" | "not_in";
          value: number[];
        } | {
          subject: "option";
          /** Product option name (size, paper…). */
          name: string;
          op: "in" | "not_in";
          value: string[];
        } | {
          subject: "printing_method";
          op: "in" | "not_in";
          value: string[];
        } | {
          subject: "side";
          op: "in" | "not_in";
          value: string[];
        } | {
          subject: "element_type";
          op: "in" | "not_in";
          value: ("text" | "image" | "clipart" | "shape" | "qrcode" | "group")[];
        })[];
        action: {
          type: "fixed";
          /** Minor units; negative for a discount. */
          amount: number;
          /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
          per?: "unit" | "line";
        } | {
          type: "per_metric";
          metric: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
          /** Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent). */
          rate: number;
          /** Units not charged (the first 10 characters…), up to 2 decimals; default 0. */
          free?: number;
          /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
          per?: "unit" | "line";
        } | {
          type: "percent";
          /** Up to 2 decimals; negative for a discount. */
          percent: number;
          /** `base`: the shop price of the line; `subtotal`: the running total before this rule. */
          of: "base" | "subtotal";
        } | {
          type: "tiers";
          /** The number the tiers are chosen by, usually `quantity`. */
          basis: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
          /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
          per?: "unit" | "line";
          /** The tier with the largest `min` not above the basis applies; each has `amount` or `percent`. */
          tiers: {
            /** The tier applies from this value of the basis on (inclusive). */
            min: number;
            /** Minor units (per unit or per line, see `per`). */
            amount?: number;
            /** Percent of the base price, up to 2 decimals. */
            percent?: number;
          }[];
        } | {
          type: "minimum";
          /** The line total is raised to at least this (× quantity when per unit). */
          amount: number;
          /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
          per?: "unit" | "line";
        } | {
          type: "maximum";
          /** The line total is lowered to at most this (× quantity when per unit). */
          amount: number;
          /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
          per?: "unit" | "line";
        };
        /** `stop`: no later rule applies after this one did. */
        stacking: "continue" | "stop";
        exclusive_group: string | null;
        starts_at: string | null;
        ends_at: string | null;
        created_at: string;
        updated_at: string;
      };
    };
  };
  /** One pricing rule. */
  "GET /pricing/rules/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      description: string;
      enabled: boolean;
      priority: number;
      /** Whole design, or once per top-level element. */
      scope: "design" | "element";
      /** Every condition must hold, or at least one. */
      match: "all" | "any";
      conditions: ({
        /** A figure of the design (or of the element, in element scope) or of the line. */
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "eq" | "ne" | "gt" | "gte" | "lt" | "lte";
        value: number;
      } | {
        subject: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        op: "between";
        /** Inclusive bounds [min, max]. */
        value: unknown[];
      } | {
        subject: "product";
        op: "in" | "not_in";
        value: number[];
      } | {
        subject: "option";
        /** Product option name (size, paper…). */
        name: string;
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "printing_method";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "side";
        op: "in" | "not_in";
        value: string[];
      } | {
        subject: "element_type";
        op: "in" | "not_in";
        value: ("text" | "image" | "clipart" | "shape" | "qrcode" | "group")[];
      })[];
      action: {
        type: "fixed";
        /** Minor units; negative for a discount. */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "per_metric";
        metric: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** Minor units per unit of the metric, up to 4 decimals (0.25 = a quarter cent). */
        rate: number;
        /** Units not charged (the first 10 characters…), up to 2 decimals; default 0. */
        free?: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "percent";
        /** Up to 2 decimals; negative for a discount. */
        percent: number;
        /** `base`: the shop price of the line; `subtotal`: the running total before this rule. */
        of: "base" | "subtotal";
      } | {
        type: "tiers";
        /** The number the tiers are chosen by, usually `quantity`. */
        basis: "characters" | "lines" | "words" | "images" | "cliparts" | "texts" | "shapes" | "groups" | "elements" | "distinct_colors" | "covered_area_mm2" | "covered_area_cm2" | "quantity" | "base_unit_price" | "sides_used";
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
        /** The tier with the largest `min` not above the basis applies; each has `amount` or `percent`. */
        tiers: {
          /** The tier applies from this value of the basis on (inclusive). */
          min: number;
          /** Minor units (per unit or per line, see `per`). */
          amount?: number;
          /** Percent of the base price, up to 2 decimals. */
          percent?: number;
        }[];
      } | {
        type: "minimum";
        /** The line total is raised to at least this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      } | {
        type: "maximum";
        /** The line total is lowered to at most this (× quantity when per unit). */
        amount: number;
        /** `unit` (default): charged for every item of the line (× quantity); `line`: once per cart line (a setup fee). */
        per?: "unit" | "line";
      };
      /** `stop`: no later rule applies after this one did. */
      stacking: "continue" | "stop";
      exclusive_group: string | null;
      starts_at: string | null;
      ends_at: string | null;
      created_at: string;
      updated_at: string;
    };
  };
  /** Whether the dynamic pricing addon is active, and its version. */
  "GET /pricing/status": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** List print jobs, newest first; filter by state, search by order id (exact) or part of the product name or SKU. */
  "GET /print-queue": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** One state or several, comma-separated. */
      state?: string;
      /** Digits, optionally after "#" (12, #12): that order id exactly, or a product name or SKU containing the text as typed; any other text: a product name or SKU containing it. Case-insensitive; % and _ are literal. No control characters. */
      search?: string;
    };
    body: never;
    response: {
      id: number;
      number: string;
      state: string;
      hold_reason: string | null;
      /** Deprecated: the former name of `hold_reason`; send `hold_reason`. */
      holdReason?: string | null;
      hold_note: string | null;
      /** Deprecated: the former name of `hold_note`; send `hold_note`. */
      holdNote?: string | null;
      reprint_reason: string | null;
      /** Deprecated: the former name of `reprint_reason`; send `reprint_reason`. */
      reprintReason?: string | null;
      order: {
        id: number;
      };
      item: {
        id: number;
      };
      product: {
        id: number;
        name: string;
        sku: string;
      };
      quantity: number;
      quantity_meaning: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      /** Deprecated: the former name of `quantity_meaning`; send `quantity_meaning`. */
      quantityMeaning?: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      options: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      }[];
      media: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      } | null;
      printed_sides: string[] | null;
      /** Deprecated: the former name of `printed_sides`; send `printed_sides`. */
      printedSides?: string[] | null;
      dropped_sides: string[];
      /** Deprecated: the former name of `dropped_sides`; send `dropped_sides`. */
      droppedSides?: string[];
      low_resolution_accepted: boolean;
      /** Deprecated: the former name of `low_resolution_accepted`; send `low_resolution_accepted`. */
      lowResolutionAccepted?: boolean;
      printing_method: {
        requested: string | null;
        used: string | null;
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        requested: string | null;
        used: string | null;
      };
      attempts: number;
      round: number;
      forced: boolean;
      forced_by: string | null;
      /** Deprecated: the former name of `forced_by`; send `forced_by`. */
      forcedBy?: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** The preflight report of @dcs/design. */
      preflight: unknown;
      /** Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types). */
      files: {
        [key: string]: unknown;
      };
      delivery: {
        files: string[] | null;
        delivered: string[];
        directory: string | null;
        error: string | null;
        failed_attempts: number;
        /** Deprecated: the former name of `failed_attempts`; send `failed_attempts`. */
        failedAttempts?: number;
        delivered_at: string | null;
        /** Deprecated: the former name of `delivered_at`; send `delivered_at`. */
        deliveredAt?: string | null;
      };
      processed_by: string | null;
      /** Deprecated: the former name of `processed_by`; send `processed_by`. */
      processedBy?: string | null;
      created_at: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string | null;
      updated_at: string | null;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string | null;
      completed_at: string | null;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string | null;
    }[];
  };
  /** A ZIP of the files of completed (and delivered) jobs, by ids or by filter, streamed. */
  "POST /print-queue/bulk-download": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      ids?: number[];
      state?: "completed" | "delivered";
      /** Digits, optionally after "#" (12, #12): that order id exactly, or a product name or SKU containing the text as typed; any other text: a product name or SKU containing it. Case-insensitive; % and _ are literal. No control characters. */
      search?: string;
    };
    response: unknown;
  };
  /** Which printing methods gang, and how (roll or press sheet). */
  "GET /print-queue/gang-settings": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      methods: ({
        /** The printing method code whose jobs gang (printingMethod.used of the jobs). */
        code: string;
        kind: "roll";
        /** Roll width, mm (22 in = 558.8). */
        width: number;
        /** Longest roll, mm; more spills onto another roll. */
        max_length: number;
        /** Deprecated: the former name of `max_length`; send `max_length`. */
        maxLength?: number;
        spacing: number;
        margins: {
          top: number;
          right: number;
          bottom: number;
          left: number;
        };
        allow_rotation: boolean;
        /** Deprecated: the former name of `allow_rotation`; send `allow_rotation`. */
        allowRotation?: boolean;
        label_height: number;
        /** Deprecated: the former name of `label_height`; send `label_height`. */
        labelHeight?: number;
        output: {
          pdf: boolean;
          png: boolean;
        };
        /** Resolution of the PNG output. */
        dpi: number;
        auto?: {
          enabled: boolean;
          /** Send a roll once the waiting jobs fill this many mm (0: off). */
          fill_length: number;
          /** Deprecated: the former name of `fill_length`; send `fill_length`. */
          fillLength?: number;
          /** Send what waits once the oldest job has waited this long (0: off). */
          after_minutes: number;
          /** Deprecated: the former name of `after_minutes`; send `after_minutes`. */
          afterMinutes?: number;
        };
      } | {
        code: string;
        kind: "sheet";
        sheet: {
          width: number;
          height: number;
        };
        bleed: number;
        gutter: number;
        margins: {
          top: number;
          right: number;
          bottom: number;
          left: number;
        };
        slug_height: number;
        /** Deprecated: the former name of `slug_height`; send `slug_height`. */
        slugHeight?: number;
        marks: {
          length: number;
          offset: number;
        };
        allow_rotation: boolean;
        /** Deprecated: the former name of `allow_rotation`; send `allow_rotation`. */
        allowRotation?: boolean;
        duplex: "single" | "sheetwise" | "work-and-turn" | "work-and-tumble";
        /** Spoilage sheets added to each run. */
        overs: number;
        auto?: {
          enabled: boolean;
          /** Send a roll once the waiting jobs fill this many mm (0: off). */
          fill_length: number;
          /** Deprecated: the former name of `fill_length`; send `fill_length`. */
          fillLength?: number;
          /** Send what waits once the oldest job has waited this long (0: off). */
          after_minutes: number;
          /** Deprecated: the former name of `after_minutes`; send `after_minutes`. */
          afterMinutes?: number;
        };
      })[];
    };
  };
  /** Replace the gang settings (method codes unique). */
  "POST /print-queue/gang-settings": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      methods: ({
        /** The printing method code whose jobs gang (printingMethod.used of the jobs). */
        code: string;
        kind: "roll";
        /** Roll width, mm (22 in = 558.8). */
        width: number;
        /** Longest roll, mm; more spills onto another roll. */
        max_length: number;
        /** Deprecated: the former name of `max_length`; send `max_length`. */
        maxLength?: number;
        spacing: number;
        margins: {
          top: number;
          right: number;
          bottom: number;
          left: number;
        };
        allow_rotation: boolean;
        /** Deprecated: the former name of `allow_rotation`; send `allow_rotation`. */
        allowRotation?: boolean;
        label_height: number;
        /** Deprecated: the former name of `label_height`; send `label_height`. */
        labelHeight?: number;
        output: {
          pdf: boolean;
          png: boolean;
        };
        /** Resolution of the PNG output. */
        dpi: number;
        auto?: {
          enabled: boolean;
          /** Send a roll once the waiting jobs fill this many mm (0: off). */
          fill_length: number;
          /** Deprecated: the former name of `fill_length`; send `fill_length`. */
          fillLength?: number;
          /** Send what waits once the oldest job has waited this long (0: off). */
          after_minutes: number;
          /** Deprecated: the former name of `after_minutes`; send `after_minutes`. */
          afterMinutes?: number;
        };
      } | {
        code: string;
        kind: "sheet";
        sheet: {
          width: number;
          height: number;
        };
        bleed: number;
        gutter: number;
        margins: {
          top: number;
          right: number;
          bottom: number;
          left: number;
        };
        slug_height: number;
        /** Deprecated: the former name of `slug_height`; send `slug_height`. */
        slugHeight?: number;
        marks: {
          length: number;
          offset: number;
        };
        allow_rotation: boolean;
        /** Deprecated: the former name of `allow_rotation`; send `allow_rotation`. */
        allowRotation?: boolean;
        duplex: "single" | "sheetwise" | "work-and-turn" | "work-and-tumble";
        /** Spoilage sheets added to each run. */
        overs: number;
        auto?: {
          enabled: boolean;
          /** Send a roll once the waiting jobs fill this many mm (0: off). */
          fill_length: number;
          /** Deprecated: the former name of `fill_length`; send `fill_length`. */
          fillLength?: number;
          /** Send what waits once the oldest job has waited this long (0: off). */
          after_minutes: number;
          /** Deprecated: the former name of `after_minutes`; send `after_minutes`. */
          afterMinutes?: number;
        };
      })[];
    };
    response: {
      methods: ({
        /** The printing method code whose jobs gang (printingMethod.used of the jobs). */
        code: string;
        kind: "roll";
        /** Roll width, mm (22 in = 558.8). */
        width: number;
        /** Longest roll, mm; more spills onto another roll. */
        max_length: number;
        /** Deprecated: the former name of `max_length`; send `max_length`. */
        maxLength?: number;
        spacing: number;
        margins: {
          top: number;
          right: number;
          bottom: number;
          left: number;
        };
        allow_rotation: boolean;
        /** Deprecated: the former name of `allow_rotation`; send `allow_rotation`. */
        allowRotation?: boolean;
        label_height: number;
        /** Deprecated: the former name of `label_height`; send `label_height`. */
        labelHeight?: number;
        output: {
          pdf: boolean;
          png: boolean;
        };
        /** Resolution of the PNG output. */
        dpi: number;
        auto?: {
          enabled: boolean;
          /** Send a roll once the waiting jobs fill this many mm (0: off). */
          fill_length: number;
          /** Deprecated: the former name of `fill_length`; send `fill_length`. */
          fillLength?: number;
          /** Send what waits once the oldest job has waited this long (0: off). */
          after_minutes: number;
          /** Deprecated: the former name of `after_minutes`; send `after_minutes`. */
          afterMinutes?: number;
        };
      } | {
        code: string;
        kind: "sheet";
        sheet: {
          width: number;
          height: number;
        };
        bleed: number;
        gutter: number;
        margins: {
          top: number;
          right: number;
          bottom: number;
          left: number;
        };
        slug_height: number;
        /** Deprecated: the former name of `slug_height`; send `slug_height`. */
        slugHeight?: number;
        marks: {
          length: number;
          offset: number;
        };
        allow_rotation: boolean;
        /** Deprecated: the former name of `allow_rotation`; send `allow_rotation`. */
        allowRotation?: boolean;
        duplex: "single" | "sheetwise" | "work-and-turn" | "work-and-tumble";
        /** Spoilage sheets added to each run. */
        overs: number;
        auto?: {
          enabled: boolean;
          /** Send a roll once the waiting jobs fill this many mm (0: off). */
          fill_length: number;
          /** Deprecated: the former name of `fill_length`; send `fill_length`. */
          fillLength?: number;
          /** Send what waits once the oldest job has waited this long (0: off). */
          after_minutes: number;
          /** Deprecated: the former name of `after_minutes`; send `after_minutes`. */
          afterMinutes?: number;
        };
      })[];
    };
  };
  /** Gang sheets, newest first. */
  "GET /print-queue/gang-sheets": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
    };
    body: never;
    response: {
      id: number;
      number: string;
      method: string;
      kind: string;
      state: string;
      items: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        order_id: number;
        /** Deprecated: the former name of `order_id`; send `order_id`. */
        orderId?: number;
        width: number;
        height: number;
        quantity: number;
      }[];
      locks: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
      }[];
      /** The layout of @dcs/gang (rolls or imposed sheets). */
      layout: unknown;
      files: {
        [key: string]: unknown;
      } | null;
      error: string | null;
      created_at: string;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string;
      updated_at: string;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string;
    }[];
  };
  /** Build a draft gang sheet from completed jobs of a gang-capable method: the jobs given, or every one waiting. */
  "POST /print-queue/gang-sheets": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** A gang-capable printing method code. */
      method: string;
      job_ids?: number[];
      /** Deprecated: the former name of `job_ids`; send `job_ids`. */
      jobIds?: number[];
    };
    response: {
      id: number;
      number: string;
      method: string;
      kind: string;
      state: string;
      items: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        order_id: number;
        /** Deprecated: the former name of `order_id`; send `order_id`. */
        orderId?: number;
        width: number;
        height: number;
        quantity: number;
      }[];
      locks: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
      }[];
      /** The layout of @dcs/gang (rolls or imposed sheets). */
      layout: unknown;
      files: {
        [key: string]: unknown;
      } | null;
      error: string | null;
      created_at: string;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string;
      updated_at: string;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string;
    };
  };
  /** The completed jobs of a ganging method that wait for a sheet, oldest first (what the staff pick from). */
  "GET /print-queue/gang-sheets/waiting": {
    path: Record<never, never>;
    query: {
      /** A gang-capable printing method code. */
      method: string;
    };
    body: never;
    response: {
      id: number;
      number: string;
      order_id: number;
      /** Deprecated: the former name of `order_id`; send `order_id`. */
      orderId?: number;
      product_name: string;
      /** Deprecated: the former name of `product_name`; send `product_name`. */
      productName?: string;
      quantity: number;
      completed_at: string;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string;
    }[];
  };
  /** One gang sheet with its layout (re-flowed first if a job left it). */
  "GET /print-queue/gang-sheets/{id}": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      number: string;
      method: string;
      kind: string;
      state: string;
      items: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        order_id: number;
        /** Deprecated: the former name of `order_id`; send `order_id`. */
        orderId?: number;
        width: number;
        height: number;
        quantity: number;
      }[];
      locks: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
      }[];
      /** The layout of @dcs/gang (rolls or imposed sheets). */
      layout: unknown;
      files: {
        [key: string]: unknown;
      } | null;
      error: string | null;
      created_at: string;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string;
      updated_at: string;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string;
    };
  };
  /** Lock pieces where the staff put them and re-flow the rest (draft sheets). 400 when a lock is off the roll or on another. */
  "POST /print-queue/gang-sheets/{id}/layout": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      locks: {
        job_id: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
      }[];
    };
    response: {
      id: number;
      number: string;
      method: string;
      kind: string;
      state: string;
      items: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        order_id: number;
        /** Deprecated: the former name of `order_id`; send `order_id`. */
        orderId?: number;
        width: number;
        height: number;
        quantity: number;
      }[];
      locks: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
      }[];
      /** The layout of @dcs/gang (rolls or imposed sheets). */
      layout: unknown;
      files: {
        [key: string]: unknown;
      } | null;
      error: string | null;
      created_at: string;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string;
      updated_at: string;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string;
    };
  };
  /** Take jobs off a draft sheet (they wait for another) and re-flow it. */
  "POST /print-queue/gang-sheets/{id}/remove": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      job_ids: number[];
      /** Deprecated: the former name of `job_ids`; send `job_ids`. */
      jobIds?: number[];
    };
    response: {
      id: number;
      number: string;
      method: string;
      kind: string;
      state: string;
      items: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        order_id: number;
        /** Deprecated: the former name of `order_id`; send `order_id`. */
        orderId?: number;
        width: number;
        height: number;
        quantity: number;
      }[];
      locks: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
      }[];
      /** The layout of @dcs/gang (rolls or imposed sheets). */
      layout: unknown;
      files: {
        [key: string]: unknown;
      } | null;
      error: string | null;
      created_at: string;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string;
      updated_at: string;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string;
    };
  };
  /** draft or failed → queued: a worker renders the sheet and puts it into the hotfolder. */
  "POST /print-queue/gang-sheets/{id}/send": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      number: string;
      method: string;
      kind: string;
      state: string;
      items: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        order_id: number;
        /** Deprecated: the former name of `order_id`; send `order_id`. */
        orderId?: number;
        width: number;
        height: number;
        quantity: number;
      }[];
      locks: {
        job_id: number;
        /** Deprecated: the former name of `job_id`; send `job_id`. */
        jobId?: number;
        copy: number;
        roll: number;
        x: number;
        y: number;
        rotated: boolean;
      }[];
      /** The layout of @dcs/gang (rolls or imposed sheets). */
      layout: unknown;
      files: {
        [key: string]: unknown;
      } | null;
      error: string | null;
      created_at: string;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string;
      updated_at: string;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string;
    };
  };
  /** Hotfolder and printing settings. */
  "GET /print-queue/settings": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      /** Deliver completed jobs into the hotfolder. */
      enabled: boolean;
      /** Absolute path of the hotfolder. */
      directory: string;
      file_name_pattern: string;
      /** Deprecated: the former name of `file_name_pattern`; send `file_name_pattern`. */
      fileNamePattern?: string;
      deliver: {
        artifact: boolean;
        ticket: boolean;
        jdf: boolean;
        job_sheet: boolean;
        /** Deprecated: the former name of `job_sheet`; send `job_sheet`. */
        jobSheet?: boolean;
        barcode: boolean;
      };
      /** Queue jobs as soon as the order is paid; otherwise they wait in held. */
      auto_process: boolean;
      /** Deprecated: the former name of `auto_process`; send `auto_process`. */
      autoProcess?: boolean;
      printing_method: {
        /** Stable key, written into tickets. */
        code: string;
        name: string;
        color_mode: "cmyk" | "rgb";
        /** Deprecated: the former name of `color_mode`; send `color_mode`. */
        colorMode?: "cmyk" | "rgb";
        icc_profile_key: string | null;
        /** Deprecated: the former name of `icc_profile_key`; send `icc_profile_key`. */
        iccProfileKey?: string | null;
        /** OutputConditionIdentifier, e.g. FOGRA39. */
        output_condition: string;
        /** Deprecated: the former name of `output_condition`; send `output_condition`. */
        outputCondition?: string;
        intent: "perceptual" | "relative-colorimetric" | "saturation" | "absolute-colorimetric";
        black_point_compensation: boolean;
        /** Deprecated: the former name of `black_point_compensation`; send `black_point_compensation`. */
        blackPointCompensation?: boolean;
        crop_marks: boolean;
        /** Deprecated: the former name of `crop_marks`; send `crop_marks`. */
        cropMarks?: boolean;
        /** Photos above 1.1× this are downsampled to it (never below it). */
        image_resolution_dpi: number;
        /** Deprecated: the former name of `image_resolution_dpi`; send `image_resolution_dpi`. */
        imageResolutionDpi?: number;
        /** garment: each print area at real size, no bleed or crop marks (default sheet). */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (default true). */
        transparent_background?: boolean;
        /** Deprecated: the former name of `transparent_background`; send `transparent_background`. */
        transparentBackground?: boolean;
        /** Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger). */
        photo_compression?: "jpeg" | "lossless";
        /** Deprecated: the former name of `photo_compression`; send `photo_compression`. */
        photoCompression?: "jpeg" | "lossless";
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        /** Stable key, written into tickets. */
        code: string;
        name: string;
        color_mode: "cmyk" | "rgb";
        /** Deprecated: the former name of `color_mode`; send `color_mode`. */
        colorMode?: "cmyk" | "rgb";
        icc_profile_key: string | null;
        /** Deprecated: the former name of `icc_profile_key`; send `icc_profile_key`. */
        iccProfileKey?: string | null;
        /** OutputConditionIdentifier, e.g. FOGRA39. */
        output_condition: string;
        /** Deprecated: the former name of `output_condition`; send `output_condition`. */
        outputCondition?: string;
        intent: "perceptual" | "relative-colorimetric" | "saturation" | "absolute-colorimetric";
        black_point_compensation: boolean;
        /** Deprecated: the former name of `black_point_compensation`; send `black_point_compensation`. */
        blackPointCompensation?: boolean;
        crop_marks: boolean;
        /** Deprecated: the former name of `crop_marks`; send `crop_marks`. */
        cropMarks?: boolean;
        /** Photos above 1.1× this are downsampled to it (never below it). */
        image_resolution_dpi: number;
        /** Deprecated: the former name of `image_resolution_dpi`; send `image_resolution_dpi`. */
        imageResolutionDpi?: number;
        /** garment: each print area at real size, no bleed or crop marks (default sheet). */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (default true). */
        transparent_background?: boolean;
        /** Deprecated: the former name of `transparent_background`; send `transparent_background`. */
        transparentBackground?: boolean;
        /** Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger). */
        photo_compression?: "jpeg" | "lossless";
        /** Deprecated: the former name of `photo_compression`; send `photo_compression`. */
        photoCompression?: "jpeg" | "lossless";
      };
    };
  };
  /** Change hotfolder and printing settings (fields merged; checked before they are stored). */
  "POST /print-queue/settings": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Deliver completed jobs into the hotfolder. */
      enabled?: boolean;
      /** Absolute path of the hotfolder. */
      directory?: string;
      file_name_pattern?: string;
      /** Deprecated: the former name of `file_name_pattern`; send `file_name_pattern`. */
      fileNamePattern?: string;
      deliver?: {
        artifact?: boolean;
        ticket?: boolean;
        jdf?: boolean;
        job_sheet?: boolean;
        /** Deprecated: the former name of `job_sheet`; send `job_sheet`. */
        jobSheet?: boolean;
        barcode?: boolean;
      };
      /** Queue jobs as soon as the order is paid; otherwise they wait in held. */
      auto_process?: boolean;
      /** Deprecated: the former name of `auto_process`; send `auto_process`. */
      autoProcess?: boolean;
      printing_method?: {
        /** Stable key, written into tickets. */
        code?: string;
        name?: string;
        color_mode?: "cmyk" | "rgb";
        /** Deprecated: the former name of `color_mode`; send `color_mode`. */
        colorMode?: "cmyk" | "rgb";
        icc_profile_key?: string | null;
        /** Deprecated: the former name of `icc_profile_key`; send `icc_profile_key`. */
        iccProfileKey?: string | null;
        /** OutputConditionIdentifier, e.g. FOGRA39. */
        output_condition?: string;
        /** Deprecated: the former name of `output_condition`; send `output_condition`. */
        outputCondition?: string;
        intent?: "perceptual" | "relative-colorimetric" | "saturation" | "absolute-colorimetric";
        black_point_compensation?: boolean;
        /** Deprecated: the former name of `black_point_compensation`; send `black_point_compensation`. */
        blackPointCompensation?: boolean;
        crop_marks?: boolean;
        /** Deprecated: the former name of `crop_marks`; send `crop_marks`. */
        cropMarks?: boolean;
        /** Photos above 1.1× this are downsampled to it (never below it). */
        image_resolution_dpi?: number;
        /** Deprecated: the former name of `image_resolution_dpi`; send `image_resolution_dpi`. */
        imageResolutionDpi?: number;
        /** garment: each print area at real size, no bleed or crop marks (default sheet). */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (default true). */
        transparent_background?: boolean;
        /** Deprecated: the former name of `transparent_background`; send `transparent_background`. */
        transparentBackground?: boolean;
        /** Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger). */
        photo_compression?: "jpeg" | "lossless";
        /** Deprecated: the former name of `photo_compression`; send `photo_compression`. */
        photoCompression?: "jpeg" | "lossless";
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        /** Stable key, written into tickets. */
        code?: string;
        name?: string;
        color_mode?: "cmyk" | "rgb";
        /** Deprecated: the former name of `color_mode`; send `color_mode`. */
        colorMode?: "cmyk" | "rgb";
        icc_profile_key?: string | null;
        /** Deprecated: the former name of `icc_profile_key`; send `icc_profile_key`. */
        iccProfileKey?: string | null;
        /** OutputConditionIdentifier, e.g. FOGRA39. */
        output_condition?: string;
        /** Deprecated: the former name of `output_condition`; send `output_condition`. */
        outputCondition?: string;
        intent?: "perceptual" | "relative-colorimetric" | "saturation" | "absolute-colorimetric";
        black_point_compensation?: boolean;
        /** Deprecated: the former name of `black_point_compensation`; send `black_point_compensation`. */
        blackPointCompensation?: boolean;
        crop_marks?: boolean;
        /** Deprecated: the former name of `crop_marks`; send `crop_marks`. */
        cropMarks?: boolean;
        /** Photos above 1.1× this are downsampled to it (never below it). */
        image_resolution_dpi?: number;
        /** Deprecated: the former name of `image_resolution_dpi`; send `image_resolution_dpi`. */
        imageResolutionDpi?: number;
        /** garment: each print area at real size, no bleed or crop marks (default sheet). */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (default true). */
        transparent_background?: boolean;
        /** Deprecated: the former name of `transparent_background`; send `transparent_background`. */
        transparentBackground?: boolean;
        /** Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger). */
        photo_compression?: "jpeg" | "lossless";
        /** Deprecated: the former name of `photo_compression`; send `photo_compression`. */
        photoCompression?: "jpeg" | "lossless";
      };
    };
    response: {
      /** Deliver completed jobs into the hotfolder. */
      enabled: boolean;
      /** Absolute path of the hotfolder. */
      directory: string;
      file_name_pattern: string;
      /** Deprecated: the former name of `file_name_pattern`; send `file_name_pattern`. */
      fileNamePattern?: string;
      deliver: {
        artifact: boolean;
        ticket: boolean;
        jdf: boolean;
        job_sheet: boolean;
        /** Deprecated: the former name of `job_sheet`; send `job_sheet`. */
        jobSheet?: boolean;
        barcode: boolean;
      };
      /** Queue jobs as soon as the order is paid; otherwise they wait in held. */
      auto_process: boolean;
      /** Deprecated: the former name of `auto_process`; send `auto_process`. */
      autoProcess?: boolean;
      printing_method: {
        /** Stable key, written into tickets. */
        code: string;
        name: string;
        color_mode: "cmyk" | "rgb";
        /** Deprecated: the former name of `color_mode`; send `color_mode`. */
        colorMode?: "cmyk" | "rgb";
        icc_profile_key: string | null;
        /** Deprecated: the former name of `icc_profile_key`; send `icc_profile_key`. */
        iccProfileKey?: string | null;
        /** OutputConditionIdentifier, e.g. FOGRA39. */
        output_condition: string;
        /** Deprecated: the former name of `output_condition`; send `output_condition`. */
        outputCondition?: string;
        intent: "perceptual" | "relative-colorimetric" | "saturation" | "absolute-colorimetric";
        black_point_compensation: boolean;
        /** Deprecated: the former name of `black_point_compensation`; send `black_point_compensation`. */
        blackPointCompensation?: boolean;
        crop_marks: boolean;
        /** Deprecated: the former name of `crop_marks`; send `crop_marks`. */
        cropMarks?: boolean;
        /** Photos above 1.1× this are downsampled to it (never below it). */
        image_resolution_dpi: number;
        /** Deprecated: the former name of `image_resolution_dpi`; send `image_resolution_dpi`. */
        imageResolutionDpi?: number;
        /** garment: each print area at real size, no bleed or crop marks (default sheet). */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (default true). */
        transparent_background?: boolean;
        /** Deprecated: the former name of `transparent_background`; send `transparent_background`. */
        transparentBackground?: boolean;
        /** Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger). */
        photo_compression?: "jpeg" | "lossless";
        /** Deprecated: the former name of `photo_compression`; send `photo_compression`. */
        photoCompression?: "jpeg" | "lossless";
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        /** Stable key, written into tickets. */
        code: string;
        name: string;
        color_mode: "cmyk" | "rgb";
        /** Deprecated: the former name of `color_mode`; send `color_mode`. */
        colorMode?: "cmyk" | "rgb";
        icc_profile_key: string | null;
        /** Deprecated: the former name of `icc_profile_key`; send `icc_profile_key`. */
        iccProfileKey?: string | null;
        /** OutputConditionIdentifier, e.g. FOGRA39. */
        output_condition: string;
        /** Deprecated: the former name of `output_condition`; send `output_condition`. */
        outputCondition?: string;
        intent: "perceptual" | "relative-colorimetric" | "saturation" | "absolute-colorimetric";
        black_point_compensation: boolean;
        /** Deprecated: the former name of `black_point_compensation`; send `black_point_compensation`. */
        blackPointCompensation?: boolean;
        crop_marks: boolean;
        /** Deprecated: the former name of `crop_marks`; send `crop_marks`. */
        cropMarks?: boolean;
        /** Photos above 1.1× this are downsampled to it (never below it). */
        image_resolution_dpi: number;
        /** Deprecated: the former name of `image_resolution_dpi`; send `image_resolution_dpi`. */
        imageResolutionDpi?: number;
        /** garment: each print area at real size, no bleed or crop marks (default sheet). */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (default true). */
        transparent_background?: boolean;
        /** Deprecated: the former name of `transparent_background`; send `transparent_background`. */
        transparentBackground?: boolean;
        /** Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger). */
        photo_compression?: "jpeg" | "lossless";
        /** Deprecated: the former name of `photo_compression`; send `photo_compression`. */
        photoCompression?: "jpeg" | "lossless";
      };
    };
  };
  /** Whether the print queue addon is active, and its version. */
  "GET /print-queue/status": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** One print job. */
  "GET /print-queue/{id}": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      number: string;
      state: string;
      hold_reason: string | null;
      /** Deprecated: the former name of `hold_reason`; send `hold_reason`. */
      holdReason?: string | null;
      hold_note: string | null;
      /** Deprecated: the former name of `hold_note`; send `hold_note`. */
      holdNote?: string | null;
      reprint_reason: string | null;
      /** Deprecated: the former name of `reprint_reason`; send `reprint_reason`. */
      reprintReason?: string | null;
      order: {
        id: number;
      };
      item: {
        id: number;
      };
      product: {
        id: number;
        name: string;
        sku: string;
      };
      quantity: number;
      quantity_meaning: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      /** Deprecated: the former name of `quantity_meaning`; send `quantity_meaning`. */
      quantityMeaning?: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      options: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      }[];
      media: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      } | null;
      printed_sides: string[] | null;
      /** Deprecated: the former name of `printed_sides`; send `printed_sides`. */
      printedSides?: string[] | null;
      dropped_sides: string[];
      /** Deprecated: the former name of `dropped_sides`; send `dropped_sides`. */
      droppedSides?: string[];
      low_resolution_accepted: boolean;
      /** Deprecated: the former name of `low_resolution_accepted`; send `low_resolution_accepted`. */
      lowResolutionAccepted?: boolean;
      printing_method: {
        requested: string | null;
        used: string | null;
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        requested: string | null;
        used: string | null;
      };
      attempts: number;
      round: number;
      forced: boolean;
      forced_by: string | null;
      /** Deprecated: the former name of `forced_by`; send `forced_by`. */
      forcedBy?: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** The preflight report of @dcs/design. */
      preflight: unknown;
      /** Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types). */
      files: {
        [key: string]: unknown;
      };
      delivery: {
        files: string[] | null;
        delivered: string[];
        directory: string | null;
        error: string | null;
        failed_attempts: number;
        /** Deprecated: the former name of `failed_attempts`; send `failed_attempts`. */
        failedAttempts?: number;
        delivered_at: string | null;
        /** Deprecated: the former name of `delivered_at`; send `delivered_at`. */
        deliveredAt?: string | null;
      };
      processed_by: string | null;
      /** Deprecated: the former name of `processed_by`; send `processed_by`. */
      processedBy?: string | null;
      created_at: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string | null;
      updated_at: string | null;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string | null;
      completed_at: string | null;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string | null;
    };
  };
  /** Stream a file of a job: artifact (print PDF), ticket (JSON), barcode (Code 128 PNG), jdf (JDF job ticket) or jobSheet (job sheet PDF). */
  "GET /print-queue/{id}/download/{type}": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** queued, failed or completed → held (manual) until process; optional reason. 409 with data.state otherwise (a claimed job is processing). */
  "POST /print-queue/{id}/hold": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Why the job is held (one line, at most 200 characters); shown as holdNote. */
      reason?: string;
    };
    response: {
      id: number;
      number: string;
      state: string;
      hold_reason: string | null;
      /** Deprecated: the former name of `hold_reason`; send `hold_reason`. */
      holdReason?: string | null;
      hold_note: string | null;
      /** Deprecated: the former name of `hold_note`; send `hold_note`. */
      holdNote?: string | null;
      reprint_reason: string | null;
      /** Deprecated: the former name of `reprint_reason`; send `reprint_reason`. */
      reprintReason?: string | null;
      order: {
        id: number;
      };
      item: {
        id: number;
      };
      product: {
        id: number;
        name: string;
        sku: string;
      };
      quantity: number;
      quantity_meaning: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      /** Deprecated: the former name of `quantity_meaning`; send `quantity_meaning`. */
      quantityMeaning?: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      options: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      }[];
      media: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      } | null;
      printed_sides: string[] | null;
      /** Deprecated: the former name of `printed_sides`; send `printed_sides`. */
      printedSides?: string[] | null;
      dropped_sides: string[];
      /** Deprecated: the former name of `dropped_sides`; send `dropped_sides`. */
      droppedSides?: string[];
      low_resolution_accepted: boolean;
      /** Deprecated: the former name of `low_resolution_accepted`; send `low_resolution_accepted`. */
      lowResolutionAccepted?: boolean;
      printing_method: {
        requested: string | null;
        used: string | null;
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        requested: string | null;
        used: string | null;
      };
      attempts: number;
      round: number;
      forced: boolean;
      forced_by: string | null;
      /** Deprecated: the former name of `forced_by`; send `forced_by`. */
      forcedBy?: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** The preflight report of @dcs/design. */
      preflight: unknown;
      /** Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types). */
      files: {
        [key: string]: unknown;
      };
      delivery: {
        files: string[] | null;
        delivered: string[];
        directory: string | null;
        error: string | null;
        failed_attempts: number;
        /** Deprecated: the former name of `failed_attempts`; send `failed_attempts`. */
        failedAttempts?: number;
        delivered_at: string | null;
        /** Deprecated: the former name of `delivered_at`; send `delivered_at`. */
        deliveredAt?: string | null;
      };
      processed_by: string | null;
      /** Deprecated: the former name of `processed_by`; send `processed_by`. */
      processedBy?: string | null;
      created_at: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string | null;
      updated_at: string | null;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string | null;
      completed_at: string | null;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string | null;
    };
  };
  /** held → queued; a job held by preflight errors is rendered in spite of them. */
  "POST /print-queue/{id}/process": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      number: string;
      state: string;
      hold_reason: string | null;
      /** Deprecated: the former name of `hold_reason`; send `hold_reason`. */
      holdReason?: string | null;
      hold_note: string | null;
      /** Deprecated: the former name of `hold_note`; send `hold_note`. */
      holdNote?: string | null;
      reprint_reason: string | null;
      /** Deprecated: the former name of `reprint_reason`; send `reprint_reason`. */
      reprintReason?: string | null;
      order: {
        id: number;
      };
      item: {
        id: number;
      };
      product: {
        id: number;
        name: string;
        sku: string;
      };
      quantity: number;
      quantity_meaning: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      /** Deprecated: the former name of `quantity_meaning`; send `quantity_meaning`. */
      quantityMeaning?: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      options: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      }[];
      media: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      } | null;
      printed_sides: string[] | null;
      /** Deprecated: the former name of `printed_sides`; send `printed_sides`. */
      printedSides?: string[] | null;
      dropped_sides: string[];
      /** Deprecated: the former name of `dropped_sides`; send `dropped_sides`. */
      droppedSides?: string[];
      low_resolution_accepted: boolean;
      /** Deprecated: the former name of `low_resolution_accepted`; send `low_resolution_accepted`. */
      lowResolutionAccepted?: boolean;
      printing_method: {
        requested: string | null;
        used: string | null;
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        requested: string | null;
        used: string | null;
      };
      attempts: number;
      round: number;
      forced: boolean;
      forced_by: string | null;
      /** Deprecated: the former name of `forced_by`; send `forced_by`. */
      forcedBy?: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** The preflight report of @dcs/design. */
      preflight: unknown;
      /** Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types). */
      files: {
        [key: string]: unknown;
      };
      delivery: {
        files: string[] | null;
        delivered: string[];
        directory: string | null;
        error: string | null;
        failed_attempts: number;
        /** Deprecated: the former name of `failed_attempts`; send `failed_attempts`. */
        failedAttempts?: number;
        delivered_at: string | null;
        /** Deprecated: the former name of `delivered_at`; send `delivered_at`. */
        deliveredAt?: string | null;
      };
      processed_by: string | null;
      /** Deprecated: the former name of `processed_by`; send `processed_by`. */
      processedBy?: string | null;
      created_at: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string | null;
      updated_at: string | null;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string | null;
      completed_at: string | null;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string | null;
    };
  };
  /** completed or delivered → queued: printed again as a new round with an optional reason (shown as reprintReason), delivered to the hotfolder again once it is on. 409 with data.state otherwise. */
  "POST /print-queue/{id}/reprint": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Why the job is printed again (one line, at most 200 characters); shown as reprintReason. */
      reason?: string;
    };
    response: {
      id: number;
      number: string;
      state: string;
      hold_reason: string | null;
      /** Deprecated: the former name of `hold_reason`; send `hold_reason`. */
      holdReason?: string | null;
      hold_note: string | null;
      /** Deprecated: the former name of `hold_note`; send `hold_note`. */
      holdNote?: string | null;
      reprint_reason: string | null;
      /** Deprecated: the former name of `reprint_reason`; send `reprint_reason`. */
      reprintReason?: string | null;
      order: {
        id: number;
      };
      item: {
        id: number;
      };
      product: {
        id: number;
        name: string;
        sku: string;
      };
      quantity: number;
      quantity_meaning: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      /** Deprecated: the former name of `quantity_meaning`; send `quantity_meaning`. */
      quantityMeaning?: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      options: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      }[];
      media: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      } | null;
      printed_sides: string[] | null;
      /** Deprecated: the former name of `printed_sides`; send `printed_sides`. */
      printedSides?: string[] | null;
      dropped_sides: string[];
      /** Deprecated: the former name of `dropped_sides`; send `dropped_sides`. */
      droppedSides?: string[];
      low_resolution_accepted: boolean;
      /** Deprecated: the former name of `low_resolution_accepted`; send `low_resolution_accepted`. */
      lowResolutionAccepted?: boolean;
      printing_method: {
        requested: string | null;
        used: string | null;
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        requested: string | null;
        used: string | null;
      };
      attempts: number;
      round: number;
      forced: boolean;
      forced_by: string | null;
      /** Deprecated: the former name of `forced_by`; send `forced_by`. */
      forcedBy?: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** The preflight report of @dcs/design. */
      preflight: unknown;
      /** Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types). */
      files: {
        [key: string]: unknown;
      };
      delivery: {
        files: string[] | null;
        delivered: string[];
        directory: string | null;
        error: string | null;
        failed_attempts: number;
        /** Deprecated: the former name of `failed_attempts`; send `failed_attempts`. */
        failedAttempts?: number;
        delivered_at: string | null;
        /** Deprecated: the former name of `delivered_at`; send `delivered_at`. */
        deliveredAt?: string | null;
      };
      processed_by: string | null;
      /** Deprecated: the former name of `processed_by`; send `processed_by`. */
      processedBy?: string | null;
      created_at: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string | null;
      updated_at: string | null;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string | null;
      completed_at: string | null;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string | null;
    };
  };
  /** failed → queued (fresh attempts); a completed job that was not delivered is delivered again. */
  "POST /print-queue/{id}/retry": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      number: string;
      state: string;
      hold_reason: string | null;
      /** Deprecated: the former name of `hold_reason`; send `hold_reason`. */
      holdReason?: string | null;
      hold_note: string | null;
      /** Deprecated: the former name of `hold_note`; send `hold_note`. */
      holdNote?: string | null;
      reprint_reason: string | null;
      /** Deprecated: the former name of `reprint_reason`; send `reprint_reason`. */
      reprintReason?: string | null;
      order: {
        id: number;
      };
      item: {
        id: number;
      };
      product: {
        id: number;
        name: string;
        sku: string;
      };
      quantity: number;
      quantity_meaning: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      /** Deprecated: the former name of `quantity_meaning`; send `quantity_meaning`. */
      quantityMeaning?: {
        count: number;
        unit: string;
        per_unit: number | null;
        /** Deprecated: the former name of `per_unit`; send `per_unit`. */
        perUnit?: number | null;
        pieces: number;
        piece: string | null;
        text: string;
      } | null;
      options: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      }[];
      media: {
        name: string;
        label: string;
        value: string;
        value_label: string;
        /** Deprecated: the former name of `value_label`; send `value_label`. */
        valueLabel?: string;
      } | null;
      printed_sides: string[] | null;
      /** Deprecated: the former name of `printed_sides`; send `printed_sides`. */
      printedSides?: string[] | null;
      dropped_sides: string[];
      /** Deprecated: the former name of `dropped_sides`; send `dropped_sides`. */
      droppedSides?: string[];
      low_resolution_accepted: boolean;
      /** Deprecated: the former name of `low_resolution_accepted`; send `low_resolution_accepted`. */
      lowResolutionAccepted?: boolean;
      printing_method: {
        requested: string | null;
        used: string | null;
      };
      /** Deprecated: the former name of `printing_method`; send `printing_method`. */
      printingMethod?: {
        requested: string | null;
        used: string | null;
      };
      attempts: number;
      round: number;
      forced: boolean;
      forced_by: string | null;
      /** Deprecated: the former name of `forced_by`; send `forced_by`. */
      forcedBy?: string | null;
      error: {
        code: string;
        message: string;
      } | null;
      /** The preflight report of @dcs/design. */
      preflight: unknown;
      /** Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types). */
      files: {
        [key: string]: unknown;
      };
      delivery: {
        files: string[] | null;
        delivered: string[];
        directory: string | null;
        error: string | null;
        failed_attempts: number;
        /** Deprecated: the former name of `failed_attempts`; send `failed_attempts`. */
        failedAttempts?: number;
        delivered_at: string | null;
        /** Deprecated: the former name of `delivered_at`; send `delivered_at`. */
        deliveredAt?: string | null;
      };
      processed_by: string | null;
      /** Deprecated: the former name of `processed_by`; send `processed_by`. */
      processedBy?: string | null;
      created_at: string | null;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: string | null;
      updated_at: string | null;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: string | null;
      completed_at: string | null;
      /** Deprecated: the former name of `completed_at`; send `completed_at`. */
      completedAt?: string | null;
    };
  };
  /** Products on sale (archived ones are left out). */
  "GET /products": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      search?: string;
    };
    body: never;
    response: {
      id: number;
      name: string;
      sku: string;
      /** Unit price before options, in minor units of the currency. */
      base_price: number;
      currency: string;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          /** Added to the base price, in minor units of the currency. */
          price_delta: number;
          swatch?: string;
          /** Deprecated: the former name of `price_delta`; send `price_delta`. */
          priceDelta?: number;
        }[];
      }[];
      /** The designable configuration (sides, print areas), as the products resource keeps it. */
      meta: {
        [key: string]: unknown;
      };
      /** Always `active` here: archived products are not sold. */
      status: "active" | "archived";
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `base_price`; send `base_price`. */
      basePrice?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    }[];
  };
  /** One product on sale; an archived one answers svc_product_archived (410). */
  "GET /products/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      sku: string;
      /** Unit price before options, in minor units of the currency. */
      base_price: number;
      currency: string;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          /** Added to the base price, in minor units of the currency. */
          price_delta: number;
          swatch?: string;
          /** Deprecated: the former name of `price_delta`; send `price_delta`. */
          priceDelta?: number;
        }[];
      }[];
      /** The designable configuration (sides, print areas), as the products resource keeps it. */
      meta: {
        [key: string]: unknown;
      };
      /** Always `active` here: archived products are not sold. */
      status: "active" | "archived";
      /** Epoch milliseconds. */
      created_at: number;
      /** Epoch milliseconds. */
      updated_at: number;
      /** Deprecated: the former name of `base_price`; send `base_price`. */
      basePrice?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** The product's mockup photos per side, with their size and where the print area lies on them (public). */
  "GET /products/{id}/mockups": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      product_id: number;
      sides: {
        side_id: string;
        /** The photo (public, cacheable). */
        url: string;
        width_px: number;
        height_px: number;
        /** Where the side's first print area lies on the photo (photo pixels): the stored placement, else defaultMockupPlacement of @dcs/design (the trim box with its bleed covering the photo). */
        placement: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the photo: flat, or wrapped around a mug (cylinderWrap of @dcs/design) whose front is the placement. A mug side without a photo of its own is shown on dcs's drawn mug. */
        kind: "flat" | "mug";
      }[];
    };
  };
  /** The product's printing method and the preflight options of its resolution, for the designer's live preflight. */
  "GET /products/{id}/printing": {
    path: {
      id: number;
    };
    query: {
      /** The customer's printing_method option, if the product has one. */
      printing_method?: string;
    };
    body: never;
    response: {
      product_id: number;
      method: {
        code: string;
        name: string;
        color_mode: string;
        resolution_dpi: number;
        bleed_mm: number;
        crop_marks: boolean;
        /** garment: each print area prints at real size (DTG, DTF, screen). */
        kind: "sheet" | "garment";
        transparent_background: boolean;
      } | null;
      /** Pass to preflightDesign of @dcs/design: the thresholds the quote and the print queue apply. */
      preflight_options: {
        ppi: {
          warnBelow: number;
          errorBelow: number;
        };
      };
    };
  };
  /** A side's mockup photo (public, cacheable, ETag). */
  "GET /products/{id}/sides/{side}/mockup": {
    path: {
      id: number;
      side: string | number;
    };
    query: {
      /** Version tag of the URL (ignored; it only changes the URL). */
      v?: string;
    };
    body: never;
    response: unknown;
  };
  /** Apply the layer changes mapped to the selected option values to a design; returns the changed, validated design (public). */
  "POST /smart-configurator/apply": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** The shop product whose mapping applies. */
      product_id: number;
      /** The design document (validated before and after). */
      design: {
        [key: string]: unknown;
      };
      /** Selected option values by option name; options left out take the product's first value, as in the cart. */
      options?: {
        [key: string]: unknown;
      };
      /** A mapping to apply instead of the stored one (checked against the product as on PUT, stored nowhere): the admin's preview of unsaved edits. */
      mapping?: {
        anchors?: {
          name: string;
          side: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        rules: {
          option: string;
          value: string;
          changes: ({
            action: "show";
            /** Layer name (element.layer) in the design. */
            layer: string;
          } | {
            action: "hide";
            /** Layer name (element.layer) in the design. */
            layer: string;
          } | {
            action: "set_text";
            /** Layer name (element.layer) in the design. */
            layer: string;
            text: string;
          } | {
            action: "set_color";
            /** Layer name (element.layer) in the design. */
            layer: string;
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            target?: "fill" | "stroke";
            region?: string;
          } | {
            action: "set_image";
            /** Layer name (element.layer) in the design. */
            layer: string;
            media: string;
          } | {
            action: "set_clipart";
            /** Layer name (element.layer) in the design. */
            layer: string;
            clipart: string;
          } | {
            action: "set_font";
            /** Layer name (element.layer) in the design. */
            layer: string;
            fontFamily: string;
            fontWeight?: number;
            fontStyle?: "normal" | "italic";
          } | {
            action: "set_text_style";
            /** Layer name (element.layer) in the design. */
            layer: string;
            fontWeight?: number;
            fontStyle?: "normal" | "italic";
            /** An outline in millimetres; null removes it. */
            stroke?: null | {
              color: string | {
                name: string;
                hex: string;
                cmyk?: number[];
                spot?: string;
              };
              width: number;
            };
            /** A hard shadow offset in millimetres; null removes it. */
            shadow?: null | {
              color: string | {
                name: string;
                hex: string;
                cmyk?: number[];
                spot?: string;
              };
              offsetX: number;
              offsetY: number;
            };
            /** 0 straight, 100 an arch, −100 a smile. */
            curve?: number;
          } | {
            action: "set_filter";
            /** Layer name (element.layer) in the design. */
            layer: string;
            tone?: "none" | "greyscale" | "sepia";
            brightness?: number;
            contrast?: number;
          } | {
            action: "move_to_anchor";
            /** Layer name (element.layer) in the design. */
            layer: string;
            anchor: string;
            resize?: boolean;
          })[];
        }[];
      };
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number;
    };
    response: {
      product_id: number;
      /** The options applied, completed with first values. */
      options: {
        [key: string]: unknown;
      };
      /** The changed design, validated. */
      design: {
        [key: string]: unknown;
      };
      /** The changes made (`applyConfiguratorMapping` of @dcs/design). */
      applied: {
        option: string;
        value: string;
        action: string;
        layer: string;
        elementIds: string[];
      }[];
      /** Selected changes the design could not take (a design without the layer): left out, never an error. */
      skipped: {
        option: string;
        value: string;
        action: string;
        layer: string;
        /** svc_configurator_layer_unknown, svc_configurator_change_unsupported or svc_configurator_anchor_unknown. */
        code: string;
        reason: string;
      }[];
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number;
    };
  };
  /** Whether the smart configurator addon is active, and its version. */
  "GET /smart-configurator/status": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Remove the mapping of a product (admin). */
  "DELETE /smart-configurator/{product_id}": {
    path: {
      product_id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      deleted: true;
      previous: {
        product_id: number;
        anchors: {
          name: string;
          side: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        rules: {
          option: string;
          value: string;
          changes: ({
            action: "show";
            /** Layer name (element.layer) in the design. */
            layer: string;
          } | {
            action: "hide";
            /** Layer name (element.layer) in the design. */
            layer: string;
          } | {
            action: "set_text";
            /** Layer name (element.layer) in the design. */
            layer: string;
            text: string;
          } | {
            action: "set_color";
            /** Layer name (element.layer) in the design. */
            layer: string;
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            target?: "fill" | "stroke";
            region?: string;
          } | {
            action: "set_image";
            /** Layer name (element.layer) in the design. */
            layer: string;
            media: string;
          } | {
            action: "set_clipart";
            /** Layer name (element.layer) in the design. */
            layer: string;
            clipart: string;
          } | {
            action: "set_font";
            /** Layer name (element.layer) in the design. */
            layer: string;
            fontFamily: string;
            fontWeight?: number;
            fontStyle?: "normal" | "italic";
          } | {
            action: "set_text_style";
            /** Layer name (element.layer) in the design. */
            layer: string;
            fontWeight?: number;
            fontStyle?: "normal" | "italic";
            /** An outline in millimetres; null removes it. */
            stroke?: null | {
              color: string | {
                name: string;
                hex: string;
                cmyk?: number[];
                spot?: string;
              };
              width: number;
            };
            /** A hard shadow offset in millimetres; null removes it. */
            shadow?: null | {
              color: string | {
                name: string;
                hex: string;
                cmyk?: number[];
                spot?: string;
              };
              offsetX: number;
              offsetY: number;
            };
            /** 0 straight, 100 an arch, −100 a smile. */
            curve?: number;
          } | {
            action: "set_filter";
            /** Layer name (element.layer) in the design. */
            layer: string;
            tone?: "none" | "greyscale" | "sepia";
            brightness?: number;
            contrast?: number;
          } | {
            action: "move_to_anchor";
            /** Layer name (element.layer) in the design. */
            layer: string;
            anchor: string;
            resize?: boolean;
          })[];
        }[];
        created_at: number;
        updated_at: number;
        /** Deprecated: the former name of `product_id`; send `product_id`. */
        productId?: number;
        /** Deprecated: the former name of `created_at`; send `created_at`. */
        createdAt?: number;
        /** Deprecated: the former name of `updated_at`; send `updated_at`. */
        updatedAt?: number;
      };
    };
  };
  /** The option-to-layer mapping of a product (public). */
  "GET /smart-configurator/{product_id}": {
    path: {
      product_id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      product_id: number;
      anchors: {
        name: string;
        side: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[];
      rules: {
        option: string;
        value: string;
        changes: ({
          action: "show";
          /** Layer name (element.layer) in the design. */
          layer: string;
        } | {
          action: "hide";
          /** Layer name (element.layer) in the design. */
          layer: string;
        } | {
          action: "set_text";
          /** Layer name (element.layer) in the design. */
          layer: string;
          text: string;
        } | {
          action: "set_color";
          /** Layer name (element.layer) in the design. */
          layer: string;
          color: string | {
            name: string;
            hex: string;
            cmyk?: number[];
            spot?: string;
          };
          target?: "fill" | "stroke";
          region?: string;
        } | {
          action: "set_image";
          /** Layer name (element.layer) in the design. */
          layer: string;
          media: string;
        } | {
          action: "set_clipart";
          /** Layer name (element.layer) in the design. */
          layer: string;
          clipart: string;
        } | {
          action: "set_font";
          /** Layer name (element.layer) in the design. */
          layer: string;
          fontFamily: string;
          fontWeight?: number;
          fontStyle?: "normal" | "italic";
        } | {
          action: "set_text_style";
          /** Layer name (element.layer) in the design. */
          layer: string;
          fontWeight?: number;
          fontStyle?: "normal" | "italic";
          /** An outline in millimetres; null removes it. */
          stroke?: null | {
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            width: number;
          };
          /** A hard shadow offset in millimetres; null removes it. */
          shadow?: null | {
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            offsetX: number;
            offsetY: number;
          };
          /** 0 straight, 100 an arch, −100 a smile. */
          curve?: number;
        } | {
          action: "set_filter";
          /** Layer name (element.layer) in the design. */
          layer: string;
          tone?: "none" | "greyscale" | "sepia";
          brightness?: number;
          contrast?: number;
        } | {
          action: "move_to_anchor";
          /** Layer name (element.layer) in the design. */
          layer: string;
          anchor: string;
          resize?: boolean;
        })[];
      }[];
      created_at: number;
      updated_at: number;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** Create or replace the option-to-layer mapping of a product (admin). */
  "PUT /smart-configurator/{product_id}": {
    path: {
      product_id: number;
    };
    query: Record<never, never>;
    body: {
      /** Named anchors per side, for move_to_anchor. */
      anchors?: {
        name: string;
        side: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[];
      /** Option value → layer changes, applied in order. */
      rules: {
        option: string;
        value: string;
        changes: ({
          action: "show";
          /** Layer name (element.layer) in the design. */
          layer: string;
        } | {
          action: "hide";
          /** Layer name (element.layer) in the design. */
          layer: string;
        } | {
          action: "set_text";
          /** Layer name (element.layer) in the design. */
          layer: string;
          text: string;
        } | {
          action: "set_color";
          /** Layer name (element.layer) in the design. */
          layer: string;
          color: string | {
            name: string;
            hex: string;
            cmyk?: number[];
            spot?: string;
          };
          target?: "fill" | "stroke";
          region?: string;
        } | {
          action: "set_image";
          /** Layer name (element.layer) in the design. */
          layer: string;
          media: string;
        } | {
          action: "set_clipart";
          /** Layer name (element.layer) in the design. */
          layer: string;
          clipart: string;
        } | {
          action: "set_font";
          /** Layer name (element.layer) in the design. */
          layer: string;
          fontFamily: string;
          fontWeight?: number;
          fontStyle?: "normal" | "italic";
        } | {
          action: "set_text_style";
          /** Layer name (element.layer) in the design. */
          layer: string;
          fontWeight?: number;
          fontStyle?: "normal" | "italic";
          /** An outline in millimetres; null removes it. */
          stroke?: null | {
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            width: number;
          };
          /** A hard shadow offset in millimetres; null removes it. */
          shadow?: null | {
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            offsetX: number;
            offsetY: number;
          };
          /** 0 straight, 100 an arch, −100 a smile. */
          curve?: number;
        } | {
          action: "set_filter";
          /** Layer name (element.layer) in the design. */
          layer: string;
          tone?: "none" | "greyscale" | "sepia";
          brightness?: number;
          contrast?: number;
        } | {
          action: "move_to_anchor";
          /** Layer name (element.layer) in the design. */
          layer: string;
          anchor: string;
          resize?: boolean;
        })[];
      }[];
    };
    response: {
      product_id: number;
      anchors: {
        name: string;
        side: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[];
      rules: {
        option: string;
        value: string;
        changes: ({
          action: "show";
          /** Layer name (element.layer) in the design. */
          layer: string;
        } | {
          action: "hide";
          /** Layer name (element.layer) in the design. */
          layer: string;
        } | {
          action: "set_text";
          /** Layer name (element.layer) in the design. */
          layer: string;
          text: string;
        } | {
          action: "set_color";
          /** Layer name (element.layer) in the design. */
          layer: string;
          color: string | {
            name: string;
            hex: string;
            cmyk?: number[];
            spot?: string;
          };
          target?: "fill" | "stroke";
          region?: string;
        } | {
          action: "set_image";
          /** Layer name (element.layer) in the design. */
          layer: string;
          media: string;
        } | {
          action: "set_clipart";
          /** Layer name (element.layer) in the design. */
          layer: string;
          clipart: string;
        } | {
          action: "set_font";
          /** Layer name (element.layer) in the design. */
          layer: string;
          fontFamily: string;
          fontWeight?: number;
          fontStyle?: "normal" | "italic";
        } | {
          action: "set_text_style";
          /** Layer name (element.layer) in the design. */
          layer: string;
          fontWeight?: number;
          fontStyle?: "normal" | "italic";
          /** An outline in millimetres; null removes it. */
          stroke?: null | {
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            width: number;
          };
          /** A hard shadow offset in millimetres; null removes it. */
          shadow?: null | {
            color: string | {
              name: string;
              hex: string;
              cmyk?: number[];
              spot?: string;
            };
            offsetX: number;
            offsetY: number;
          };
          /** 0 straight, 100 an arch, −100 a smile. */
          curve?: number;
        } | {
          action: "set_filter";
          /** Layer name (element.layer) in the design. */
          layer: string;
          tone?: "none" | "greyscale" | "sepia";
          brightness?: number;
          contrast?: number;
        } | {
          action: "move_to_anchor";
          /** Layer name (element.layer) in the design. */
          layer: string;
          anchor: string;
          resize?: boolean;
        })[];
      }[];
      created_at: number;
      updated_at: number;
      /** Deprecated: the former name of `product_id`; send `product_id`. */
      productId?: number;
      /** Deprecated: the former name of `created_at`; send `created_at`. */
      createdAt?: number;
      /** Deprecated: the former name of `updated_at`; send `updated_at`. */
      updatedAt?: number;
    };
  };
  /** The current visitor's uploads, newest first. */
  "GET /uploads": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
    };
    body: never;
    response: {
      id: number;
      /** What a design names: image element media (photos) or clipart element clipart (SVG). */
      ref: string;
      url: string;
      thumbnail_url: string;
      kind: "image" | "svg";
      width: number;
      height: number;
      /** Sniffed from the content. */
      mime: string;
      /** Stored size. */
      bytes: number;
      created_at: string;
    }[];
  };
  /** Uploads a photo (JPEG, PNG, WebP) or an SVG for designs; type sniffed, size, pixel and per-visitor limits from the settings. */
  "POST /uploads": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      id: number;
      /** What a design names: image element media (photos) or clipart element clipart (SVG). */
      ref: string;
      url: string;
      thumbnail_url: string;
      kind: "image" | "svg";
      width: number;
      height: number;
      /** Sniffed from the content. */
      mime: string;
      /** Stored size. */
      bytes: number;
      created_at: string;
    };
  };
  /** Deletes an upload of the current visitor, unless a cart or order line uses it (409). */
  "DELETE /uploads/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** What a design names: image element media (photos) or clipart element clipart (SVG). */
        ref: string;
        url: string;
        thumbnail_url: string;
        kind: "image" | "svg";
        width: number;
        height: number;
        /** Sniffed from the content. */
        mime: string;
        /** Stored size. */
        bytes: number;
        created_at: string;
      };
    };
  };
  /** The uploaded image (re-encoded, EXIF orientation applied) or sanitized SVG; its visitor or an admin. */
  "GET /uploads/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** An SVG upload as design asset (its normalized drawing and recolorable regions), as print draws it; its visitor or an admin. */
  "GET /uploads/{id}/asset": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** A WebP thumbnail of an upload, at most 320 px; its visitor or an admin. */
  "GET /uploads/{id}/thumbnail": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
}
