// Generated from the OpenAPI document "dcs admin API" by npm run generate:api-client. Do not edit.

export type SchemaError = {
  /** A stable code from docs/errors.md. */
  code: string;
  message: string;
  data: {
    status: number;
  };
};

/** The operations of dcs admin API, by "METHOD /path". */
export interface AdminApi {
  /** Installed addons with version, trust, license, update and activation state, and the active set. */
  "GET /addons": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Make exactly the listed addon directories active (all or nothing). */
  "POST /addons/state": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: string[];
    response: unknown;
  };
  /** Where the signed update catalog is read from, and its state. */
  "GET /addons/update-catalog": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Set the official update catalog location (an absolute file path or an http(s) URL; null turns it off) and, optionally, the vendors' catalogs (`vendor_locations`, each signed by its vendor's key). */
  "POST /addons/update-catalog": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      location?: string | null;
      vendor_locations?: string[];
    };
    response: unknown;
  };
  /** Install (or restore) an addon package from a ZIP; the addon is not activated. */
  "POST /addons/upload": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: unknown;
  };
  /** Remove an inactive addon (its files and record); an active one is refused. */
  "DELETE /addons/{dir}": {
    path: {
      dir: string | number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Lists categories: paged, searchable, sortable. */
  "GET /categories": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: position, name, id, created_at, updated_at. */
      orderby?: "position" | "name" | "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only children of this category; 0 for top-level ones. */
      parent?: number;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      description: string;
      parentId: number | null;
      position: number;
    }[];
  };
  /** Creates a category. */
  "POST /categories": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      name: string;
      description?: string;
      /** Parent category; null for a top-level one. */
      parentId?: number | null;
      position?: number;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      description: string;
      parentId: number | null;
      position: number;
    };
  };
  /** Every category as a tree. */
  "GET /categories/tree": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      parentId: number | null;
      children: {
        [key: string]: unknown;
      }[];
    }[];
  };
  /** Deletes a category; refused while in use unless force=true. */
  "DELETE /categories/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        name: string;
        description: string;
        parentId: number | null;
        position: number;
      };
    };
  };
  /** One category. */
  "GET /categories/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      description: string;
      parentId: number | null;
      position: number;
    };
  };
  /** Changes the given fields of a category. */
  "PATCH /categories/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      name?: string;
      description?: string;
      /** Parent category; null for a top-level one. */
      parentId?: number | null;
      position?: number;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      description: string;
      parentId: number | null;
      position: number;
    };
  };
  /** What uses the category (and keeps a plain delete from happening). */
  "GET /categories/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** Lists cliparts: paged, searchable, sortable. */
  "GET /cliparts": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: created_at, title, price, id, updated_at. */
      orderby?: "created_at" | "title" | "price" | "id" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only cliparts of this category. */
      category?: number;
      /** Only cliparts with this tag. */
      tag?: string;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      mediaId: number;
      format: "svg" | "png";
      width: number;
      height: number;
      categoryIds: number[];
      tags: string[];
      price: number;
      recolorable: boolean;
      /** Solid colors of an SVG, one region each; empty for PNG. */
      regions: {
        id: string;
        color: string;
        shapes: number;
      }[];
    }[];
  };
  /** Uploads an SVG or PNG clipart (multipart field "file"); recolorable regions of an SVG are detected. */
  "POST /cliparts": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      mediaId: number;
      format: "svg" | "png";
      width: number;
      height: number;
      categoryIds: number[];
      tags: string[];
      price: number;
      recolorable: boolean;
      /** Solid colors of an SVG, one region each; empty for PNG. */
      regions: {
        id: string;
        color: string;
        shapes: number;
      }[];
    };
  };
  /** Imports the SVG and PNG files of a ZIP; folders become categories. Refused whole for unsafe archives; every other entry is skipped and reported with why; 422 svc_import_empty (with data.skipped) when nothing could be imported. */
  "POST /cliparts/import": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      created: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        title: string;
        mediaId: number;
        format: "svg" | "png";
        width: number;
        height: number;
        categoryIds: number[];
        tags: string[];
        price: number;
        recolorable: boolean;
        /** Solid colors of an SVG, one region each; empty for PNG. */
        regions: {
          id: string;
          color: string;
          shapes: number;
        }[];
      }[];
      skipped: {
        path: string;
        code: string;
        message: string;
      }[];
    };
  };
  /** Deletes a clipart; refused while in use unless force=true. */
  "DELETE /cliparts/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        title: string;
        mediaId: number;
        format: "svg" | "png";
        width: number;
        height: number;
        categoryIds: number[];
        tags: string[];
        price: number;
        recolorable: boolean;
        /** Solid colors of an SVG, one region each; empty for PNG. */
        regions: {
          id: string;
          color: string;
          shapes: number;
        }[];
      };
    };
  };
  /** One clipart. */
  "GET /cliparts/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      mediaId: number;
      format: "svg" | "png";
      width: number;
      height: number;
      categoryIds: number[];
      tags: string[];
      price: number;
      recolorable: boolean;
      /** Solid colors of an SVG, one region each; empty for PNG. */
      regions: {
        id: string;
        color: string;
        shapes: number;
      }[];
    };
  };
  /** Changes the given fields of a clipart. */
  "PATCH /cliparts/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      title?: string;
      categoryIds?: number[];
      tags?: string[];
      /** Added to the item price, in minor units. */
      price?: number;
      /** Whether customers may recolor the regions. */
      recolorable?: boolean;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      mediaId: number;
      format: "svg" | "png";
      width: number;
      height: number;
      categoryIds: number[];
      tags: string[];
      price: number;
      recolorable: boolean;
      /** Solid colors of an SVG, one region each; empty for PNG. */
      regions: {
        id: string;
        color: string;
        shapes: number;
      }[];
    };
  };
  /** What uses the clipart (and keeps a plain delete from happening). */
  "GET /cliparts/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** Lists colors: paged, searchable, sortable. */
  "GET /colors": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: position, name, group, id, created_at, updated_at. */
      orderby?: "position" | "name" | "group" | "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only colors of this group. */
      group?: string;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      hex: string;
      cmyk: number[] | null;
      spot: string | null;
      group: string | null;
      position: number;
    }[];
  };
  /** Creates a color. */
  "POST /colors": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      name: string;
      /** Screen color, #RRGGBB. */
      hex: string;
      /** Print color [c, m, y, k] in percent. */
      cmyk?: unknown[] | null;
      /** Spot color name (e.g. "PANTONE 186 C"). */
      spot?: string | null;
      /** Group shown as a section of the palette. */
      group?: string | null;
      /** Order in the palette, lowest first. */
      position?: number;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      hex: string;
      cmyk: number[] | null;
      spot: string | null;
      group: string | null;
      position: number;
    };
  };
  /** Group names of the palette with their number of colors. */
  "GET /colors/groups": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      name: string;
      count: number;
    }[];
  };
  /** Sets the palette order: the listed ids get positions 0, 1, 2… in that order. */
  "POST /colors/reorder": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      ids: number[];
    };
    response: {
      reordered: number;
    };
  };
  /** Deletes a color; refused while in use unless force=true. */
  "DELETE /colors/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        name: string;
        hex: string;
        cmyk: number[] | null;
        spot: string | null;
        group: string | null;
        position: number;
      };
    };
  };
  /** One color. */
  "GET /colors/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      hex: string;
      cmyk: number[] | null;
      spot: string | null;
      group: string | null;
      position: number;
    };
  };
  /** Changes the given fields of a color. */
  "PATCH /colors/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      name?: string;
      /** Screen color, #RRGGBB. */
      hex?: string;
      /** Print color [c, m, y, k] in percent. */
      cmyk?: unknown[] | null;
      /** Spot color name (e.g. "PANTONE 186 C"). */
      spot?: string | null;
      /** Group shown as a section of the palette. */
      group?: string | null;
      /** Order in the palette, lowest first. */
      position?: number;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      hex: string;
      cmyk: number[] | null;
      spot: string | null;
      group: string | null;
      position: number;
    };
  };
  /** What uses the color (and keeps a plain delete from happening). */
  "GET /colors/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** A shop's paid order: each line's price is verified (quote token, rules), then its print jobs are made. Idempotent on shop_order_id: 201 the first time, 200 with the same order after. */
  "POST /connector/orders": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** The shop's own id. */
      shop_order_id: string;
      email?: string;
      lines: {
        /** The shop's own id. */
        line_id: string;
        /** The dcs product. */
        product_id: number;
        quantity: number;
        options?: {
          [key: string]: unknown;
        };
        /** A design document (what the designer element produced). */
        design?: unknown;
        /** Instead of `design`: a design saved through svc/v1/designs. */
        design_id?: number;
        /** The token of the quote the customer was shown. */
        quote_token?: string;
        /** What the shop charged per unit, in minor units. */
        unit_price: number;
      }[];
    };
    response: {
      /** The shop's name (null for an order of dcs's own storefront, in webhooks). */
      shop: string | null;
      shop_order_id: string | null;
      order_id: number;
      status: string;
      currency: string;
      total: number;
      created_at: string;
      lines: {
        line_id: string;
        item_id: number;
        product_id: number;
        quantity: number;
        unit_price: number;
        quoted: boolean;
      }[];
    };
  };
  /** An order the shop sent, by its own id. */
  "GET /connector/orders/{shop_order_id}": {
    path: {
      /** The shop's own id. */
      shop_order_id: string | number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      /** The shop's name (null for an order of dcs's own storefront, in webhooks). */
      shop: string | null;
      shop_order_id: string | null;
      order_id: number;
      status: string;
      currency: string;
      total: number;
      created_at: string;
      lines: {
        line_id: string;
        item_id: number;
        product_id: number;
        quantity: number;
        unit_price: number;
        quoted: boolean;
      }[];
    };
  };
  /** Cancels (or with refund: true, refunds) the order: its print jobs not yet delivered to the printer stop. Idempotent. */
  "POST /connector/orders/{shop_order_id}/cancel": {
    path: {
      /** The shop's own id. */
      shop_order_id: string | number;
    };
    query: Record<never, never>;
    body: {
      refund?: boolean;
    };
    response: {
      /** The shop's name (null for an order of dcs's own storefront, in webhooks). */
      shop: string | null;
      shop_order_id: string | null;
      order_id: number;
      status: string;
      currency: string;
      total: number;
      created_at: string;
      lines: {
        line_id: string;
        item_id: number;
        product_id: number;
        quantity: number;
        unit_price: number;
        quoted: boolean;
      }[];
    };
  };
  /** The order's print jobs and their states (as the print queue announced them). */
  "GET /connector/orders/{shop_order_id}/jobs": {
    path: {
      /** The shop's own id. */
      shop_order_id: string | number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Before the shop charges (add to cart): the verified unit price of a line and its quote token, not expired. Changes nothing. */
  "POST /connector/quotes/verify": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** The dcs product. */
      product_id: number;
      quantity: number;
      options?: {
        [key: string]: unknown;
      };
      /** A design document (what the designer element produced). */
      design?: unknown;
      /** Instead of `design`: a design saved through svc/v1/designs. */
      design_id?: number;
      /** The token of the quote the customer was shown. */
      quote_token?: string;
    };
    response: {
      unit_price: number;
      total: number;
      currency: string;
      quoted: boolean;
    };
  };
  /** Lists customer_designs: paged, searchable, sortable. */
  "GET /customer_designs": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: created_at, updated_at, name, id. */
      orderby?: "created_at" | "updated_at" | "name" | "id";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only designs for this product. */
      product?: number;
      /** Only designs of this customer session. */
      session?: string;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      productId: number | null;
      sides: number;
      /** Elements in the whole design, groups counted with their children. */
      elements: number;
      sessionId: string;
      design: unknown;
    }[];
  };
  /** Deletes a design; refused while in use unless force=true. */
  "DELETE /customer_designs/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        name: string;
        productId: number | null;
        sides: number;
        /** Elements in the whole design, groups counted with their children. */
        elements: number;
        sessionId: string;
        design: unknown;
      };
    };
  };
  /** One design. */
  "GET /customer_designs/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      productId: number | null;
      sides: number;
      /** Elements in the whole design, groups counted with their children. */
      elements: number;
      sessionId: string;
      design: unknown;
    };
  };
  /** The print PDF (@dcs/print): an RGB proof, or the output settings of a printing method (default: the first active one). */
  "GET /customer_designs/{id}/pdf": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** rgb: a proof; method: the printing method's color mode, ICC profile and crop marks. */
      mode?: "rgb" | "method";
      /** Printing method id (mode=method). */
      method?: number;
    };
    body: never;
    response: unknown;
  };
  /** One side of the design rendered with the shop assets (SVG, or PNG of the given width). */
  "GET /customer_designs/{id}/preview": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Side id; default the first side. */
      side?: string;
      format?: "svg" | "png";
      /** PNG width in pixels. */
      width?: number;
    };
    body: never;
    response: unknown;
  };
  /** Counts (designs, orders by status, queue jobs by state, addons), recent activity, and order totals per day over the last 30 days. */
  "GET /dashboard": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      generatedAt: number;
      counts: {
        /** Saved customer designs. */
        designs: number;
        orders: {
          total: number;
          byStatus: {
            [key: string]: unknown;
          };
        };
        /** Background jobs of the core queue. */
        jobs: {
          total: number;
          byState: {
            [key: string]: unknown;
          };
          byName: {
            [key: string]: unknown;
          };
        };
        addons: {
          installed: number;
          active: number;
          failed: number;
        };
      };
      recent: {
        type: string;
        id: number | string;
        title: string;
        at: number;
      }[];
      series: {
        days: {
          /** UTC day, YYYY-MM-DD. */
          date: string;
          orders: number;
          totals: {
            [key: string]: unknown;
          };
        }[];
        currencies: string[];
      };
      /** What the dashboard does not count, and why. */
      notes: string[];
    };
  };
  /** Lists fonts: paged, searchable, sortable. */
  "GET /fonts": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: family, source, id, created_at, updated_at. */
      orderby?: "family" | "source" | "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only hosted or only uploaded fonts. */
      source?: "hosted" | "custom";
      /** Only enabled (true) or disabled (false) fonts. */
      enabled?: boolean;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      family: string;
      source: "hosted" | "custom";
      /** The @fontsource package id of a hosted font. */
      catalogId: string | null;
      category: string;
      /** Offered to customers (CSS endpoint) and used for rendering. */
      enabled: boolean;
      license: string | null;
      variants: {
        weight: number;
        style: "normal" | "italic";
        format: "ttf" | "otf" | "woff" | "woff2";
        /** Uploaded file; null for hosted fonts (served from the package). */
        storageKey: string | null;
        sha256: string | null;
        size: number | null;
        fullName: string | null;
      }[];
    }[];
  };
  /** Uploads a TTF, OTF, WOFF or WOFF2 font (multipart field "file"); family, weight and style are read from the file. */
  "POST /fonts": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      family: string;
      source: "hosted" | "custom";
      /** The @fontsource package id of a hosted font. */
      catalogId: string | null;
      category: string;
      /** Offered to customers (CSS endpoint) and used for rendering. */
      enabled: boolean;
      license: string | null;
      variants: {
        weight: number;
        style: "normal" | "italic";
        format: "ttf" | "otf" | "woff" | "woff2";
        /** Uploaded file; null for hosted fonts (served from the package). */
        storageKey: string | null;
        sha256: string | null;
        size: number | null;
        fullName: string | null;
      }[];
    };
  };
  /** Deletes a font; refused while in use unless force=true. */
  "DELETE /fonts/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        family: string;
        source: "hosted" | "custom";
        /** The @fontsource package id of a hosted font. */
        catalogId: string | null;
        category: string;
        /** Offered to customers (CSS endpoint) and used for rendering. */
        enabled: boolean;
        license: string | null;
        variants: {
          weight: number;
          style: "normal" | "italic";
          format: "ttf" | "otf" | "woff" | "woff2";
          /** Uploaded file; null for hosted fonts (served from the package). */
          storageKey: string | null;
          sha256: string | null;
          size: number | null;
          fullName: string | null;
        }[];
      };
    };
  };
  /** One font. */
  "GET /fonts/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      family: string;
      source: "hosted" | "custom";
      /** The @fontsource package id of a hosted font. */
      catalogId: string | null;
      category: string;
      /** Offered to customers (CSS endpoint) and used for rendering. */
      enabled: boolean;
      license: string | null;
      variants: {
        weight: number;
        style: "normal" | "italic";
        format: "ttf" | "otf" | "woff" | "woff2";
        /** Uploaded file; null for hosted fonts (served from the package). */
        storageKey: string | null;
        sha256: string | null;
        size: number | null;
        fullName: string | null;
      }[];
    };
  };
  /** Changes the given fields of a font. */
  "PATCH /fonts/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      enabled?: boolean;
      category?: string;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      family: string;
      source: "hosted" | "custom";
      /** The @fontsource package id of a hosted font. */
      catalogId: string | null;
      category: string;
      /** Offered to customers (CSS endpoint) and used for rendering. */
      enabled: boolean;
      license: string | null;
      variants: {
        weight: number;
        style: "normal" | "italic";
        format: "ttf" | "otf" | "woff" | "woff2";
        /** Uploaded file; null for hosted fonts (served from the package). */
        storageKey: string | null;
        sha256: string | null;
        size: number | null;
        fullName: string | null;
      }[];
    };
  };
  /** What uses the font (and keeps a plain delete from happening). */
  "GET /fonts/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** Lists icc_profiles: paged, searchable, sortable. */
  "GET /icc_profiles": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: name, id, created_at, updated_at. */
      orderby?: "name" | "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      /** The profile's own description tag. */
      description: string;
      filename: string;
      version: string;
      profileClass: string;
      colorSpace: string;
      pcs: string;
      size: number;
      sha256: string;
      storageKey: string;
      /** The default output profile. */
      isDefault: boolean;
    }[];
  };
  /** Uploads an ICC profile (multipart field "file"); the header is checked and LittleCMS must open it. */
  "POST /icc_profiles": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      /** The profile's own description tag. */
      description: string;
      filename: string;
      version: string;
      profileClass: string;
      colorSpace: string;
      pcs: string;
      size: number;
      sha256: string;
      storageKey: string;
      /** The default output profile. */
      isDefault: boolean;
    };
  };
  /** Deletes a icc profile; refused while in use unless force=true. */
  "DELETE /icc_profiles/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        name: string;
        /** The profile's own description tag. */
        description: string;
        filename: string;
        version: string;
        profileClass: string;
        colorSpace: string;
        pcs: string;
        size: number;
        sha256: string;
        storageKey: string;
        /** The default output profile. */
        isDefault: boolean;
      };
    };
  };
  /** One icc profile. */
  "GET /icc_profiles/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      /** The profile's own description tag. */
      description: string;
      filename: string;
      version: string;
      profileClass: string;
      colorSpace: string;
      pcs: string;
      size: number;
      sha256: string;
      storageKey: string;
      /** The default output profile. */
      isDefault: boolean;
    };
  };
  /** Changes the given fields of a icc profile. */
  "PATCH /icc_profiles/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      name?: string;
      /** Make it the default output profile. */
      isDefault?: true;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      /** The profile's own description tag. */
      description: string;
      filename: string;
      version: string;
      profileClass: string;
      colorSpace: string;
      pcs: string;
      size: number;
      sha256: string;
      storageKey: string;
      /** The default output profile. */
      isDefault: boolean;
    };
  };
  /** The profile file. */
  "GET /icc_profiles/{id}/file": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** What uses the icc profile (and keeps a plain delete from happening). */
  "GET /icc_profiles/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** License status: the first-party bundle and every product slug (first-party, installed addons, named by a key). */
  "GET /license": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      bundle: {
        slug: string;
        /** False for an installed addon that needs no key (not an official paid one). */
        required: boolean;
        /** Installed: the addon's own key verifies today (what the runtime checks), or it needs none. Otherwise: an activated key covers it. */
        licensed: boolean;
        licenseId: string | null;
        via: "bundle" | "product" | null;
        expiresAt: string | null;
        updatesUntil: string | null;
        /** Error code of why an activated key does not cover it. */
        problem: string | null;
      } & {
        active: boolean;
      };
      products: {
        slug: string;
        /** False for an installed addon that needs no key (not an official paid one). */
        required: boolean;
        /** Installed: the addon's own key verifies today (what the runtime checks), or it needs none. Otherwise: an activated key covers it. */
        licensed: boolean;
        licenseId: string | null;
        via: "bundle" | "product" | null;
        expiresAt: string | null;
        updatesUntil: string | null;
        /** Error code of why an activated key does not cover it. */
        problem: string | null;
      }[];
    };
  };
  /** Activates a license key (verified offline against the trusted vendor license keys). */
  "POST /license": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      key: string;
    };
    response: {
      license: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        licenseId: string;
        /** The vendor key that signed it. */
        keyId: string;
        /** Covers every first-party addon. */
        bundle: boolean;
        /** Slugs it covers (empty for a bundle). */
        products: string[];
        issuedAt: string;
        updatesUntil: string;
        expiresAt: string | null;
        licensee: string | null;
        /** The last characters of the key; the key itself is never sent back. */
        keyHint: string;
      };
      /** Installed addons that now use this key. */
      appliedTo: string[];
    };
  };
  /** Activated keys (without the keys themselves). */
  "GET /license/keys": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: id, created_at, updated_at. */
      orderby?: "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      licenseId: string;
      /** The vendor key that signed it. */
      keyId: string;
      /** Covers every first-party addon. */
      bundle: boolean;
      /** Slugs it covers (empty for a bundle). */
      products: string[];
      issuedAt: string;
      updatesUntil: string;
      expiresAt: string | null;
      licensee: string | null;
      /** The last characters of the key; the key itself is never sent back. */
      keyHint: string;
    }[];
  };
  /** Deactivates a key; addons holding it lose it and stop at their next activation. */
  "DELETE /license/keys/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        licenseId: string;
        /** The vendor key that signed it. */
        keyId: string;
        /** Covers every first-party addon. */
        bundle: boolean;
        /** Slugs it covers (empty for a bundle). */
        products: string[];
        issuedAt: string;
        updatesUntil: string;
        expiresAt: string | null;
        licensee: string | null;
        /** The last characters of the key; the key itself is never sent back. */
        keyHint: string;
      };
      revokedFrom: string[];
    };
  };
  /** Hands the key to installed official paid addons it covers that lack a valid key (e.g. uploaded after activation). */
  "POST /license/keys/{id}/apply": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      appliedTo: string[];
    };
  };
  /** Whether an activated key covers this product slug today; 404 svc_license_not_active when none does. */
  "GET /license/products/{slug}": {
    path: {
      slug: string | number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      slug: string;
      /** False for an installed addon that needs no key (not an official paid one). */
      required: boolean;
      /** Installed: the addon's own key verifies today (what the runtime checks), or it needs none. Otherwise: an activated key covers it. */
      licensed: boolean;
      licenseId: string | null;
      via: "bundle" | "product" | null;
      expiresAt: string | null;
      updatesUntil: string | null;
      /** Error code of why an activated key does not cover it. */
      problem: string | null;
    };
  };
  /** Lists media: paged, searchable, sortable. */
  "GET /media": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: created_at, title, size, type, id, updated_at. */
      orderby?: "created_at" | "title" | "size" | "type" | "id" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only raster images or only SVG. */
      kind?: "image" | "svg";
      /** Only this sniffed type. */
      mime_type?: string;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      alt: string;
      /** The name it was uploaded under (display only; never used as a path). */
      filename: string;
      kind: "image" | "svg";
      /** Sniffed from the content. */
      mimeType: string;
      size: number;
      sha256: string;
      width: number;
      height: number;
      /** Pixels per inch the file declares. */
      density: number | null;
      storageKey: string;
      thumbnailKey: string;
      /** What the SVG sanitizer took out. */
      removed: string[];
    }[];
  };
  /** Uploads a file (multipart field "file"; optional fields "title" and "alt"). Type, size and pixel limits come from the upload settings. */
  "POST /media": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: FormData;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      alt: string;
      /** The name it was uploaded under (display only; never used as a path). */
      filename: string;
      kind: "image" | "svg";
      /** Sniffed from the content. */
      mimeType: string;
      size: number;
      sha256: string;
      width: number;
      height: number;
      /** Pixels per inch the file declares. */
      density: number | null;
      storageKey: string;
      thumbnailKey: string;
      /** What the SVG sanitizer took out. */
      removed: string[];
    };
  };
  /** Deletes a media; refused while in use unless force=true. */
  "DELETE /media/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        title: string;
        alt: string;
        /** The name it was uploaded under (display only; never used as a path). */
        filename: string;
        kind: "image" | "svg";
        /** Sniffed from the content. */
        mimeType: string;
        size: number;
        sha256: string;
        width: number;
        height: number;
        /** Pixels per inch the file declares. */
        density: number | null;
        storageKey: string;
        thumbnailKey: string;
        /** What the SVG sanitizer took out. */
        removed: string[];
      };
    };
  };
  /** One media. */
  "GET /media/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      alt: string;
      /** The name it was uploaded under (display only; never used as a path). */
      filename: string;
      kind: "image" | "svg";
      /** Sniffed from the content. */
      mimeType: string;
      size: number;
      sha256: string;
      width: number;
      height: number;
      /** Pixels per inch the file declares. */
      density: number | null;
      storageKey: string;
      thumbnailKey: string;
      /** What the SVG sanitizer took out. */
      removed: string[];
    };
  };
  /** Changes the given fields of a media. */
  "PATCH /media/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      title?: string;
      alt?: string;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      title: string;
      alt: string;
      /** The name it was uploaded under (display only; never used as a path). */
      filename: string;
      kind: "image" | "svg";
      /** Sniffed from the content. */
      mimeType: string;
      size: number;
      sha256: string;
      width: number;
      height: number;
      /** Pixels per inch the file declares. */
      density: number | null;
      storageKey: string;
      thumbnailKey: string;
      /** What the SVG sanitizer took out. */
      removed: string[];
    };
  };
  /** The stored file (re-encoded image or sanitized SVG). */
  "GET /media/{id}/file": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** A WebP thumbnail, at most 320 px on its longer side. */
  "GET /media/{id}/thumbnail": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** What uses the media (and keeps a plain delete from happening). */
  "GET /media/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** Orders, newest first. */
  "GET /orders": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      status?: "pending" | "paid" | "processing" | "completed" | "cancelled" | "refunded";
    };
    body: never;
    response: unknown;
  };
  /** One order. */
  "GET /orders/{id}": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** One side of an ordered design as a PNG, drawn as it prints (fonts, photos, cliparts). */
  "GET /orders/{id}/items/{item}/preview": {
    path: {
      id: number;
      item: number;
    };
    query: {
      /** The side's id; default: the first side. */
      side?: string;
      /** Width of the picture in pixels. */
      width?: number;
    };
    body: never;
    response: unknown;
  };
  /** Moves an order to another status (for example paid); fires the order hooks. */
  "POST /orders/{id}/status": {
    path: {
      id: number;
    };
    query: Record<never, never>;
    body: {
      status: "pending" | "paid" | "processing" | "completed" | "cancelled" | "refunded";
    };
    response: unknown;
  };
  /** Lists printing: paged, searchable, sortable. */
  "GET /printing/methods": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: name, code, id, created_at, updated_at. */
      orderby?: "name" | "code" | "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      code: string;
      description: string;
      active: boolean;
      output: {
        colorMode: "rgb" | "cmyk" | "spot" | "grayscale";
        /** Output ICC profile; null for the default one. */
        iccProfileId: number | null;
        resolutionDpi: number;
        bleedMm: number;
        cropMarks: boolean;
        /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
        transparentBackground?: boolean;
        /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
        photoCompression?: "jpeg" | "lossless";
      };
      pricing: {
        /** Minor units. */
        setupFee: number;
        /** Minor units. */
        perSide: number;
        /** Minor units. */
        perColor: number;
        /** Minor units per cm² of covered area. */
        perAreaCm2: number;
        /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
        quantityTiers: {
          minQuantity: number;
          discountPercent: number;
        }[];
      };
    }[];
  };
  /** Creates a printing method. */
  "POST /printing/methods": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      name: string;
      /** Stable key used by products and pricing rules (e.g. "dtg"). */
      code: string;
      description?: string;
      active?: boolean;
      output?: {
        colorMode?: "rgb" | "cmyk" | "spot" | "grayscale";
        /** Output ICC profile; null for the default one. */
        iccProfileId?: number | null;
        resolutionDpi?: number;
        bleedMm?: number;
        cropMarks?: boolean;
        /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
        transparentBackground?: boolean;
        /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
        photoCompression?: "jpeg" | "lossless";
      };
      pricing?: {
        /** Minor units. */
        setupFee?: number;
        /** Minor units. */
        perSide?: number;
        /** Minor units. */
        perColor?: number;
        /** Minor units per cm² of covered area. */
        perAreaCm2?: number;
        /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
        quantityTiers?: {
          minQuantity: number;
          discountPercent: number;
        }[];
      };
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      code: string;
      description: string;
      active: boolean;
      output: {
        colorMode: "rgb" | "cmyk" | "spot" | "grayscale";
        /** Output ICC profile; null for the default one. */
        iccProfileId: number | null;
        resolutionDpi: number;
        bleedMm: number;
        cropMarks: boolean;
        /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
        transparentBackground?: boolean;
        /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
        photoCompression?: "jpeg" | "lossless";
      };
      pricing: {
        /** Minor units. */
        setupFee: number;
        /** Minor units. */
        perSide: number;
        /** Minor units. */
        perColor: number;
        /** Minor units per cm² of covered area. */
        perAreaCm2: number;
        /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
        quantityTiers: {
          minQuantity: number;
          discountPercent: number;
        }[];
      };
    };
  };
  /** Deletes a printing method; refused while in use unless force=true. */
  "DELETE /printing/methods/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
        name: string;
        code: string;
        description: string;
        active: boolean;
        output: {
          colorMode: "rgb" | "cmyk" | "spot" | "grayscale";
          /** Output ICC profile; null for the default one. */
          iccProfileId: number | null;
          resolutionDpi: number;
          bleedMm: number;
          cropMarks: boolean;
          /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
          kind?: "sheet" | "garment";
          /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
          transparentBackground?: boolean;
          /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
          photoCompression?: "jpeg" | "lossless";
        };
        pricing: {
          /** Minor units. */
          setupFee: number;
          /** Minor units. */
          perSide: number;
          /** Minor units. */
          perColor: number;
          /** Minor units per cm² of covered area. */
          perAreaCm2: number;
          /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
          quantityTiers: {
            minQuantity: number;
            discountPercent: number;
          }[];
        };
      };
    };
  };
  /** One printing method. */
  "GET /printing/methods/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      code: string;
      description: string;
      active: boolean;
      output: {
        colorMode: "rgb" | "cmyk" | "spot" | "grayscale";
        /** Output ICC profile; null for the default one. */
        iccProfileId: number | null;
        resolutionDpi: number;
        bleedMm: number;
        cropMarks: boolean;
        /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
        transparentBackground?: boolean;
        /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
        photoCompression?: "jpeg" | "lossless";
      };
      pricing: {
        /** Minor units. */
        setupFee: number;
        /** Minor units. */
        perSide: number;
        /** Minor units. */
        perColor: number;
        /** Minor units per cm² of covered area. */
        perAreaCm2: number;
        /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
        quantityTiers: {
          minQuantity: number;
          discountPercent: number;
        }[];
      };
    };
  };
  /** Changes the given fields of a printing method. */
  "PATCH /printing/methods/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      name?: string;
      /** Stable key used by products and pricing rules (e.g. "dtg"). */
      code?: string;
      description?: string;
      active?: boolean;
      output?: {
        colorMode?: "rgb" | "cmyk" | "spot" | "grayscale";
        /** Output ICC profile; null for the default one. */
        iccProfileId?: number | null;
        resolutionDpi?: number;
        bleedMm?: number;
        cropMarks?: boolean;
        /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
        transparentBackground?: boolean;
        /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
        photoCompression?: "jpeg" | "lossless";
      };
      pricing?: {
        /** Minor units. */
        setupFee?: number;
        /** Minor units. */
        perSide?: number;
        /** Minor units. */
        perColor?: number;
        /** Minor units per cm² of covered area. */
        perAreaCm2?: number;
        /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
        quantityTiers?: {
          minQuantity: number;
          discountPercent: number;
        }[];
      };
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
      name: string;
      code: string;
      description: string;
      active: boolean;
      output: {
        colorMode: "rgb" | "cmyk" | "spot" | "grayscale";
        /** Output ICC profile; null for the default one. */
        iccProfileId: number | null;
        resolutionDpi: number;
        bleedMm: number;
        cropMarks: boolean;
        /** sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks. */
        kind?: "sheet" | "garment";
        /** Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design. */
        transparentBackground?: boolean;
        /** How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger). */
        photoCompression?: "jpeg" | "lossless";
      };
      pricing: {
        /** Minor units. */
        setupFee: number;
        /** Minor units. */
        perSide: number;
        /** Minor units. */
        perColor: number;
        /** Minor units per cm² of covered area. */
        perAreaCm2: number;
        /** From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted. */
        quantityTiers: {
          minQuantity: number;
          discountPercent: number;
        }[];
      };
    };
  };
  /** What uses the printing method (and keeps a plain delete from happening). */
  "GET /printing/methods/{id}/usage": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      usedBy: {
        type: string;
        id: number | string;
        name: string;
        /** Customers see the item through this record (a template places it), so the storefront serves it. */
        published?: boolean;
      }[];
    };
  };
  /** Shop products with their design configuration (searchable by name or SKU). */
  "GET /products": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: id. */
      orderby?: "id";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Active (on sale), archived, or all (default). */
      status?: "active" | "archived" | "all";
    };
    body: never;
    response: {
      id: number;
      name: string;
      sku: string;
      /** `archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs. */
      status: "active" | "archived";
      /** ISO 4217 code; prices and deltas are integer minor units of it. */
      currency: string;
      basePrice: number;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          priceDelta: number;
          swatch?: string;
        }[];
      }[];
      designable: boolean;
      sides: ({
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
      printedSides: {
        option: string;
        /** Option value → the side ids it prints. Every value of the option is listed. */
        values: {
          [key: string]: unknown;
        };
      } | null;
      quantityUnit: {
        unit: string;
        unitPlural: string;
        /** Option whose values are the pieces per unit (whole numbers), e.g. the pack size. */
        piecesOption?: string | null;
        piece?: string;
        piecePlural?: string;
      } | null;
      mediaOption: string | null;
    }[];
  };
  /** Creates a product in the shop with its design configuration (the standalone host's catalogue; a host whose products live in its own admin refuses it). Everything is checked before anything is stored. */
  "POST /products": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      name: string;
      /** Unique in the shop. */
      sku: string;
      /** ISO 4217 code, for example EUR. */
      currency: string;
      /** Unit price before options, minor units of the currency. */
      basePrice: number;
      /** The whole option list (replaces the stored one): names and values unique, the cheapest combination not below zero. */
      options?: {
        name: string;
        /** Shown to customers; the name when left out. */
        label?: string;
        values: {
          value: string;
          /** Shown to customers; the value when left out. */
          label?: string;
          /** Added to the base price, minor units (may be negative). */
          priceDelta: number;
          /** The product's colour in this value; the storefront tints the mockup photos with it. */
          swatch?: string | null;
        }[];
      }[];
      designable?: boolean;
      sides?: {
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      }[];
      printingMethodIds?: number[];
      /** The id of a design template (templates addon); its digits as a string are taken too. Stored as the integer. */
      defaultTemplateId?: number | string | null;
    };
    response: {
      id: number;
      name: string;
      sku: string;
      /** `archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs. */
      status: "active" | "archived";
      /** ISO 4217 code; prices and deltas are integer minor units of it. */
      currency: string;
      basePrice: number;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          priceDelta: number;
          swatch?: string;
        }[];
      }[];
      designable: boolean;
      sides: ({
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
      printedSides: {
        option: string;
        /** Option value → the side ids it prints. Every value of the option is listed. */
        values: {
          [key: string]: unknown;
        };
      } | null;
      quantityUnit: {
        unit: string;
        unitPlural: string;
        /** Option whose values are the pieces per unit (whole numbers), e.g. the pack size. */
        piecesOption?: string | null;
        piece?: string;
        piecePlural?: string;
      } | null;
      mediaOption: string | null;
    };
  };
  /** Removes the design configuration (the shop product stays). */
  "DELETE /products/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      sku: string;
      /** `archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs. */
      status: "active" | "archived";
      /** ISO 4217 code; prices and deltas are integer minor units of it. */
      currency: string;
      basePrice: number;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          priceDelta: number;
          swatch?: string;
        }[];
      }[];
      designable: boolean;
      sides: ({
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
      printedSides: {
        option: string;
        /** Option value → the side ids it prints. Every value of the option is listed. */
        values: {
          [key: string]: unknown;
        };
      } | null;
      quantityUnit: {
        unit: string;
        unitPlural: string;
        /** Option whose values are the pieces per unit (whole numbers), e.g. the pack size. */
        piecesOption?: string | null;
        piece?: string;
        piecePlural?: string;
      } | null;
      mediaOption: string | null;
    };
  };
  /** One product with its design configuration. */
  "GET /products/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      sku: string;
      /** `archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs. */
      status: "active" | "archived";
      /** ISO 4217 code; prices and deltas are integer minor units of it. */
      currency: string;
      basePrice: number;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          priceDelta: number;
          swatch?: string;
        }[];
      }[];
      designable: boolean;
      sides: ({
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
      printedSides: {
        option: string;
        /** Option value → the side ids it prints. Every value of the option is listed. */
        values: {
          [key: string]: unknown;
        };
      } | null;
      quantityUnit: {
        unit: string;
        unitPlural: string;
        /** Option whose values are the pieces per unit (whole numbers), e.g. the pack size. */
        piecesOption?: string | null;
        piece?: string;
        piecePlural?: string;
      } | null;
      mediaOption: string | null;
    };
  };
  /** Changes the name, the status (`archived` takes the product off the storefront, `active` restores it; orders and print jobs keep reading it), the base price, the options with their price deltas, and the design configuration: sides (print areas in mm, bleed, safe area, mockup), printing methods, default template, and the order rules: the option deciding the printed sides, the quantity unit, the media option. */
  "PATCH /products/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      name?: string;
      /** `archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs. */
      status?: "active" | "archived";
      /** Unit price before options, minor units of the product currency. */
      basePrice?: number;
      /** The whole option list (replaces the stored one): names and values unique, the cheapest combination not below zero. */
      options?: {
        name: string;
        /** Shown to customers; the name when left out. */
        label?: string;
        values: {
          value: string;
          /** Shown to customers; the value when left out. */
          label?: string;
          /** Added to the base price, minor units (may be negative). */
          priceDelta: number;
          /** The product's colour in this value; the storefront tints the mockup photos with it. */
          swatch?: string | null;
        }[];
      }[];
      designable?: boolean;
      sides?: {
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      }[];
      printingMethodIds?: number[];
      /** The id of a design template (templates addon); its digits as a string are taken too. Stored as the integer. */
      defaultTemplateId?: number | string | null;
      printedSides?: {
        option: string;
        /** Option value → the side ids it prints. Every value of the option is listed. */
        values: {
          [key: string]: unknown;
        };
      } | null;
      quantityUnit?: {
        unit: string;
        unitPlural: string;
        /** Option whose values are the pieces per unit (whole numbers), e.g. the pack size. */
        piecesOption?: string | null;
        piece?: string;
        piecePlural?: string;
      } | null;
      /** The option naming the paper or blank (JDF Media), e.g. "paper". */
      mediaOption?: string | null;
    };
    response: {
      id: number;
      name: string;
      sku: string;
      /** `archived`: off the storefront (list, product page, quote, cart, checkout) but kept for orders and print jobs. */
      status: "active" | "archived";
      /** ISO 4217 code; prices and deltas are integer minor units of it. */
      currency: string;
      basePrice: number;
      options: {
        name: string;
        label: string;
        values: {
          value: string;
          label: string;
          priceDelta: number;
          swatch?: string;
        }[];
      }[];
      designable: boolean;
      sides: ({
        id: string;
        name: string;
        trim: {
          width: number;
          height: number;
        };
        /** Bleed around the trim box, mm. */
        bleed: number;
        /** Safe line inside the trim box, mm. */
        safeMargin: number;
        printAreas: {
          id: string;
          name: string;
          x: number;
          y: number;
          width: number;
          height: number;
        }[];
        /** Media file shown behind the side. */
        mockupMediaId?: number | null;
        /** Where the side's first print area lies on the mockup photo, in photo pixels (renderMockupSvg's placement); null: the trim box with its bleed covers the photo, centred (defaultMockupPlacement). */
        mockupPlacement?: {
          x: number;
          y: number;
          width: number;
          height: number;
        } | null;
        /** How the design lies on the product in previews: `flat` (default) or `mug`, wrapped around a cylinder whose front is the placement (without a photo of its own, on a drawn mug). */
        mockupKind?: "flat" | "mug";
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
      printedSides: {
        option: string;
        /** Option value → the side ids it prints. Every value of the option is listed. */
        values: {
          [key: string]: unknown;
        };
      } | null;
      quantityUnit: {
        unit: string;
        unitPlural: string;
        /** Option whose values are the pieces per unit (whole numbers), e.g. the pack size. */
        piecesOption?: string | null;
        piece?: string;
        piecePlural?: string;
      } | null;
      mediaOption: string | null;
    };
  };
  /** Sign out: ends the session on the server and clears the cookie. */
  "DELETE /session": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** The signed-in user. */
  "GET /session": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Sign in with email and password; sets the session cookie and returns the user and a nonce. */
  "POST /session": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      email: string;
      password: string;
    };
    response: unknown;
  };
  /** A fresh nonce, as plain text (the nonce endpoint of api-fetch-style clients). */
  "GET /session/nonce": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** All general settings: custom CSS, sharing toggles, upload limits, customer upload quota and retention, whether customers may accept low-resolution photos, the font fallback chain. */
  "GET /settings": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      /** CSS added to the storefront designer. */
      customCss: string;
      sharing: {
        /** Show the share panel at all. */
        enabled: boolean;
        /** Copy a link to the design. */
        link: boolean;
        email: boolean;
        facebook: boolean;
        x: boolean;
        pinterest: boolean;
        whatsapp: boolean;
        /** Let customers download a PNG preview. */
        download: boolean;
      };
      uploadLimits: {
        /** Largest upload in bytes. */
        maxFileBytes: number;
        allowedTypes: ("image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/svg+xml")[];
        /** Largest decoded image (width × height). */
        maxPixels: number;
        /** Least resolution of an image at its print size; 0 turns the check off. */
        minPpi: number;
      };
      customerUploads: {
        /** Photos one customer session may keep. */
        maxFilesPerSession: number;
        /** Bytes one customer session may keep (stored sizes). */
        maxBytesPerSession: number;
        /** An upload no cart or order uses is removed within this many hours once its session has ended, or at once when its session never stored a cart line or a design. */
        retentionHours: number;
        /** Bytes one client address may upload per hour (received sizes, refused uploads included); default 209715200. */
        maxBytesPerClientHour?: number;
        /** Stored bytes of all uploads of sessions that have not ordered; default 5368709120. */
        maxBytesWithoutOrder?: number;
      };
      /** block: a photo below the printing resolution blocks the sale (preflight error); accept: the customer may accept lower quality, which the cart line records and the job sheet shows. */
      lowResolutionPhotos: "block" | "accept";
      /** Font families of the library, in order, that print the characters a text's own font lacks (symbols, other scripts). */
      fontFallbacks: string[];
    };
  };
  /** Changes the given settings; objects are merged field by field. Custom CSS with </style or an @import of another site is refused. */
  "PATCH /settings": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** CSS added to the storefront designer. */
      customCss?: string;
      sharing?: {
        /** Show the share panel at all. */
        enabled?: boolean;
        /** Copy a link to the design. */
        link?: boolean;
        email?: boolean;
        facebook?: boolean;
        x?: boolean;
        pinterest?: boolean;
        whatsapp?: boolean;
        /** Let customers download a PNG preview. */
        download?: boolean;
      };
      uploadLimits?: {
        /** Largest upload in bytes. */
        maxFileBytes?: number;
        allowedTypes?: ("image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/svg+xml")[];
        /** Largest decoded image (width × height). */
        maxPixels?: number;
        /** Least resolution of an image at its print size; 0 turns the check off. */
        minPpi?: number;
      };
      customerUploads?: {
        /** Photos one customer session may keep. */
        maxFilesPerSession?: number;
        /** Bytes one customer session may keep (stored sizes). */
        maxBytesPerSession?: number;
        /** An upload no cart or order uses is removed within this many hours once its session has ended, or at once when its session never stored a cart line or a design. */
        retentionHours?: number;
        /** Bytes one client address may upload per hour (received sizes, refused uploads included); default 209715200. */
        maxBytesPerClientHour?: number;
        /** Stored bytes of all uploads of sessions that have not ordered; default 5368709120. */
        maxBytesWithoutOrder?: number;
      };
      /** block: a photo below the printing resolution blocks the sale (preflight error); accept: the customer may accept lower quality, which the cart line records and the job sheet shows. */
      lowResolutionPhotos?: "block" | "accept";
      /** Font families of the library, in order, that print the characters a text's own font lacks (symbols, other scripts). */
      fontFallbacks?: string[];
    };
    response: {
      /** CSS added to the storefront designer. */
      customCss: string;
      sharing: {
        /** Show the share panel at all. */
        enabled: boolean;
        /** Copy a link to the design. */
        link: boolean;
        email: boolean;
        facebook: boolean;
        x: boolean;
        pinterest: boolean;
        whatsapp: boolean;
        /** Let customers download a PNG preview. */
        download: boolean;
      };
      uploadLimits: {
        /** Largest upload in bytes. */
        maxFileBytes: number;
        allowedTypes: ("image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/svg+xml")[];
        /** Largest decoded image (width × height). */
        maxPixels: number;
        /** Least resolution of an image at its print size; 0 turns the check off. */
        minPpi: number;
      };
      customerUploads: {
        /** Photos one customer session may keep. */
        maxFilesPerSession: number;
        /** Bytes one customer session may keep (stored sizes). */
        maxBytesPerSession: number;
        /** An upload no cart or order uses is removed within this many hours once its session has ended, or at once when its session never stored a cart line or a design. */
        retentionHours: number;
        /** Bytes one client address may upload per hour (received sizes, refused uploads included); default 209715200. */
        maxBytesPerClientHour?: number;
        /** Stored bytes of all uploads of sessions that have not ordered; default 5368709120. */
        maxBytesWithoutOrder?: number;
      };
      /** block: a photo below the printing resolution blocks the sale (preflight error); accept: the customer may accept lower quality, which the cart line records and the job sheet shows. */
      lowResolutionPhotos: "block" | "accept";
      /** Font families of the library, in order, that print the characters a text's own font lacks (symbols, other scripts). */
      fontFallbacks: string[];
    };
  };
  /** Returns one setting to its default. */
  "DELETE /settings/{name}": {
    path: {
      /** Which setting. */
      name: "customCss" | "sharing" | "uploadLimits" | "customerUploads" | "lowResolutionPhotos" | "fontFallbacks";
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** One setting. */
  "GET /settings/{name}": {
    path: {
      /** Which setting. */
      name: "customCss" | "sharing" | "uploadLimits" | "customerUploads" | "lowResolutionPhotos" | "fontFallbacks";
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** Shop API keys, newest first, revoked ones included (never their secrets). */
  "GET /shop-keys": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      /** The shop the key speaks for; its order ids are unique per shop. */
      shop: string;
      /** The first characters of the secret, to tell keys apart. */
      prefix: string;
      scopes: ("orders:write" | "orders:read" | "quotes:verify" | "jobs:read")[];
      createdAt: number;
      lastUsedAt: number | null;
      revokedAt: number | null;
    }[];
  };
  /** Creates a key; the answer holds its secret, shown this once and stored only as a hash. */
  "POST /shop-keys": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      name: string;
      shop?: string;
      scopes: ("orders:write" | "orders:read" | "quotes:verify" | "jobs:read")[];
    };
    response: {
      key: {
        id: number;
        name: string;
        /** The shop the key speaks for; its order ids are unique per shop. */
        shop: string;
        /** The first characters of the secret, to tell keys apart. */
        prefix: string;
        scopes: ("orders:write" | "orders:read" | "quotes:verify" | "jobs:read")[];
        createdAt: number;
        lastUsedAt: number | null;
        revokedAt: number | null;
      };
      /** Send as "Authorization: Bearer <secret>". */
      secret: string;
    };
  };
  /** Revokes a key: it authenticates nothing from now on. The record stays for the log. */
  "DELETE /shop-keys/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      name: string;
      /** The shop the key speaks for; its order ids are unique per shop. */
      shop: string;
      /** The first characters of the secret, to tell keys apart. */
      prefix: string;
      scopes: ("orders:write" | "orders:read" | "quotes:verify" | "jobs:read")[];
      createdAt: number;
      lastUsedAt: number | null;
      revokedAt: number | null;
    };
  };
  /** Lists text_style_cards: paged, searchable, sortable. */
  "GET /text_style_cards": {
    path: Record<never, never>;
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
      /** Case-insensitive text matched anywhere in the name (and other text fields). */
      search?: string;
      /** Sort field: position, name, font, id, created_at, updated_at. */
      orderby?: "position" | "name" | "font" | "id" | "created_at" | "updated_at";
      /** Sort direction. */
      order?: "asc" | "desc";
      /** Only cards in this font family (case-insensitive). */
      font?: string;
    };
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
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
  };
  /** Creates a text style card. */
  "POST /text_style_cards": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      name: string;
      /** An enabled font family. */
      fontFamily: string;
      fontWeight?: number;
      fontStyle?: "normal" | "italic";
      /** Points. */
      fontSize?: number;
      /** #RRGGBB. */
      fill?: string;
      /** A palette color; its values are used when the card is applied (and the color counts as in use). */
      fillColorId?: number | null;
      stroke?: {
        /** #RRGGBB. */
        color: string;
        /** A palette color; its values are used when the card is applied (and the color counts as in use). */
        colorId?: number | null;
        /** Millimetres. */
        width: number;
      } | null;
      shadow?: {
        /** #RRGGBB. */
        color: string;
        /** A palette color; its values are used when the card is applied (and the color counts as in use). */
        colorId?: number | null;
        /** Millimetres, right. */
        offsetX: number;
        /** Millimetres, down. */
        offsetY: number;
      } | null;
      /** Text on an arc: 0 straight, 100 the box width bent into a full circle below the text, -100 above it. */
      curve?: number;
      align?: "left" | "center" | "right" | "justify";
      /** Thousandths of an em. */
      letterSpacing?: number;
      /** Multiple of the font size. */
      lineHeight?: number;
      sampleText?: string;
      position?: number;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
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
    };
  };
  /** Deletes a text style card; refused while in use unless force=true. */
  "DELETE /text_style_cards/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Delete even while in use. */
      force?: boolean;
    };
    body: never;
    response: {
      deleted: true;
      previous: {
        id: number;
        /** Epoch milliseconds. */
        createdAt: number;
        /** Epoch milliseconds. */
        updatedAt: number;
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
      };
    };
  };
  /** One text style card. */
  "GET /text_style_cards/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
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
    };
  };
  /** Changes the given fields of a text style card. */
  "PATCH /text_style_cards/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      name?: string;
      /** An enabled font family. */
      fontFamily?: string;
      fontWeight?: number;
      fontStyle?: "normal" | "italic";
      /** Points. */
      fontSize?: number;
      /** #RRGGBB. */
      fill?: string;
      /** A palette color; its values are used when the card is applied (and the color counts as in use). */
      fillColorId?: number | null;
      stroke?: {
        /** #RRGGBB. */
        color: string;
        /** A palette color; its values are used when the card is applied (and the color counts as in use). */
        colorId?: number | null;
        /** Millimetres. */
        width: number;
      } | null;
      shadow?: {
        /** #RRGGBB. */
        color: string;
        /** A palette color; its values are used when the card is applied (and the color counts as in use). */
        colorId?: number | null;
        /** Millimetres, right. */
        offsetX: number;
        /** Millimetres, down. */
        offsetY: number;
      } | null;
      /** Text on an arc: 0 straight, 100 the box width bent into a full circle below the text, -100 above it. */
      curve?: number;
      align?: "left" | "center" | "right" | "justify";
      /** Thousandths of an em. */
      letterSpacing?: number;
      /** Multiple of the font size. */
      lineHeight?: number;
      sampleText?: string;
      position?: number;
    };
    response: {
      id: number;
      /** Epoch milliseconds. */
      createdAt: number;
      /** Epoch milliseconds. */
      updatedAt: number;
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
    };
  };
  /** The sample text rendered in the card style with the shop fonts (PNG 640 px wide, or SVG). */
  "GET /text_style_cards/{id}/preview": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Image format. */
      format?: "png" | "svg";
    };
    body: never;
    response: unknown;
  };
  /** Sends a delivered or failed message again, as a new delivery with the same webhook-id. */
  "POST /webhook-deliveries/{id}/resend": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      webhookId: number;
      /** The webhook-id header; a resend keeps it. */
      messageId: string;
      event: string;
      payload: unknown;
      state: "pending" | "delivered" | "failed";
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      createdAt: number;
      updatedAt: number;
      deliveredAt: number | null;
    };
  };
  /** Webhook endpoints. */
  "GET /webhooks": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      url: string;
      description: string;
      events: ("order.received" | "order.cancelled" | "order.refunded" | "print_job.completed" | "print_job.delivered" | "print_job.held" | "print_job.failed" | "print_job.cancelled")[];
      /** whsec_… : the key receivers verify the webhook-signature header with. */
      secret: string;
      enabled: boolean;
      createdAt: number;
      updatedAt: number;
    }[];
  };
  /** Registers an endpoint for events; its signing secret is made here. */
  "POST /webhooks": {
    path: Record<never, never>;
    query: Record<never, never>;
    body: {
      /** Where the signed POSTs go (http or https). */
      url: string;
      description?: string;
      events: ("order.received" | "order.cancelled" | "order.refunded" | "print_job.completed" | "print_job.delivered" | "print_job.held" | "print_job.failed" | "print_job.cancelled")[];
      enabled?: boolean;
    };
    response: {
      id: number;
      url: string;
      description: string;
      events: ("order.received" | "order.cancelled" | "order.refunded" | "print_job.completed" | "print_job.delivered" | "print_job.held" | "print_job.failed" | "print_job.cancelled")[];
      /** whsec_… : the key receivers verify the webhook-signature header with. */
      secret: string;
      enabled: boolean;
      createdAt: number;
      updatedAt: number;
    };
  };
  /** Removes an endpoint and its delivery log. */
  "DELETE /webhooks/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** One endpoint. */
  "GET /webhooks/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: never;
    response: {
      id: number;
      url: string;
      description: string;
      events: ("order.received" | "order.cancelled" | "order.refunded" | "print_job.completed" | "print_job.delivered" | "print_job.held" | "print_job.failed" | "print_job.cancelled")[];
      /** whsec_… : the key receivers verify the webhook-signature header with. */
      secret: string;
      enabled: boolean;
      createdAt: number;
      updatedAt: number;
    };
  };
  /** Changes an endpoint (URL, events, on or off). */
  "PATCH /webhooks/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
      /** Where the signed POSTs go (http or https). */
      url?: string;
      description?: string;
      events?: ("order.received" | "order.cancelled" | "order.refunded" | "print_job.completed" | "print_job.delivered" | "print_job.held" | "print_job.failed" | "print_job.cancelled")[];
      enabled?: boolean;
    };
    response: {
      id: number;
      url: string;
      description: string;
      events: ("order.received" | "order.cancelled" | "order.refunded" | "print_job.completed" | "print_job.delivered" | "print_job.held" | "print_job.failed" | "print_job.cancelled")[];
      /** whsec_… : the key receivers verify the webhook-signature header with. */
      secret: string;
      enabled: boolean;
      createdAt: number;
      updatedAt: number;
    };
  };
  /** The endpoint's delivery log, newest first: each message, its attempts and the last answer. */
  "GET /webhooks/{id}/deliveries": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: {
      /** Page of the list, from 1. */
      page?: number;
      /** Items per page, 1 to 100. */
      per_page?: number;
    };
    body: never;
    response: {
      id: number;
      webhookId: number;
      /** The webhook-id header; a resend keeps it. */
      messageId: string;
      event: string;
      payload: unknown;
      state: "pending" | "delivered" | "failed";
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      createdAt: number;
      updatedAt: number;
      deliveredAt: number | null;
    }[];
  };
}
