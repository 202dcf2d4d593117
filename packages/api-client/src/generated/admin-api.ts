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
    };
    body: never;
    response: {
      id: number;
      name: string;
      sku: string;
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
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
    }[];
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
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
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
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
    };
  };
  /** Changes the base price, the options with their price deltas, and the design configuration: sides (print areas in mm, bleed, safe area, mockup), printing methods, default template. */
  "PATCH /products/{id}": {
    path: {
      /** Id of the record. */
      id: number;
    };
    query: Record<never, never>;
    body: {
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
      }[];
      printingMethodIds?: number[];
      /** The id of a design template (templates addon); its digits as a string are taken too. Stored as the integer. */
      defaultTemplateId?: number | string | null;
    };
    response: {
      id: number;
      name: string;
      sku: string;
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
      } & {
        /** Storage key of the mockup. */
        mockup: string | null;
      })[];
      printingMethodIds: number[];
      defaultTemplateId: number | null;
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
  /** All general settings: custom CSS, sharing toggles, upload limits, customer upload quota and retention. */
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
    };
  };
  /** Returns one setting to its default. */
  "DELETE /settings/{name}": {
    path: {
      /** Which setting. */
      name: "customCss" | "sharing" | "uploadLimits" | "customerUploads";
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
  };
  /** One setting. */
  "GET /settings/{name}": {
    path: {
      /** Which setting. */
      name: "customCss" | "sharing" | "uploadLimits" | "customerUploads";
    };
    query: Record<never, never>;
    body: never;
    response: unknown;
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
}
