import { createError } from '@dcs/platform';
import { CURRENT_SCHEMA_VERSION } from './design-document.ts';

/** A step that turns a document of version `version - 1` into version `version`. Never delete one. */
export interface DesignMigration {
  /** The version the migration produces. */
  version: number;
  name: string;
  up(document: Record<string, unknown>): Record<string, unknown>;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapElements(elements: unknown, map: (element: Json) => Json): unknown {
  if (!Array.isArray(elements)) return elements;
  return elements.map((element) => {
    if (!isObject(element)) return element;
    const mapped = map(element);
    return mapped.type === 'group' ? { ...mapped, children: mapElements(mapped.children, map) } : mapped;
  });
}

/**
 * Every migration in order. Version 1 was a single-sided document (`width`, `height`,
 * `elements` at the top); version 2 had a `maxLength` on text elements and no customer permissions.
 */
export const DESIGN_MIGRATIONS: readonly DesignMigration[] = [
  {
    version: 2,
    name: 'single-side-to-sides',
    up: (document) => {
      const { width, height, bleed, elements, ...rest } = document;
      return {
        ...rest,
        sides: [
          {
            id: 'front',
            name: 'Front',
            trim: { width, height },
            bleed: bleed ?? 0,
            safeMargin: 0,
            printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width, height }],
            elements,
          },
        ],
      };
    },
  },
  {
    version: 3,
    name: 'customer-permissions',
    up: (document) => ({
      ...document,
      sides: Array.isArray(document.sides)
        ? document.sides.map((side) =>
            isObject(side)
              ? {
                  ...side,
                  elements: mapElements(side.elements, (element) => {
                    const { maxLength, ...rest } = element;
                    const locked = rest.locked === true;
                    return {
                      ...rest,
                      permissions: { movable: !locked, resizable: !locked, editable: !locked, removable: !locked, maxLength: maxLength ?? null },
                    };
                  }),
                }
              : side,
          )
        : document.sides,
    }),
  },
];

/**
 * Brings a stored document of any older schema version to the current one. Documents without a
 * version are taken as version 1. A newer version than this code knows is refused.
 */
export function migrateDesign(input: unknown): unknown {
  if (!isObject(input)) return input;
  const version = input.schemaVersion ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > CURRENT_SCHEMA_VERSION) {
    throw createError('svc_design_version_unsupported', {
      params: { version: String(version), current: CURRENT_SCHEMA_VERSION },
      data: { path: '$.schemaVersion' },
    });
  }
  let document: Json = input;
  for (const migration of DESIGN_MIGRATIONS) {
    if (migration.version > version) document = { ...migration.up(document), schemaVersion: migration.version };
  }
  return document;
}
