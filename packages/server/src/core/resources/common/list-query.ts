import { Type } from 'typebox';
import { listArgs, pageOf, type ArgDefinition } from '@dcs/platform';

/** A validated list request: page, search text and sort order. */
export interface ListQuery {
  page: number;
  perPage: number;
  offset: number;
  /** Lower-cased search text, or undefined for no search. */
  search: string | undefined;
  orderby: string;
  order: 'asc' | 'desc';
}

/**
 * The arguments of every list route: `page`, `per_page`, `search`, `orderby` (one of `sortable`) and
 * `order`, WordPress's names, so admin clients page, search and sort every resource alike.
 */
export function listQueryArgs(sortable: readonly [string, ...string[]], defaults: { orderby?: string; order?: 'asc' | 'desc' } = {}) {
  return {
    ...listArgs,
    search: { schema: Type.String({ maxLength: 100 }), description: 'Case-insensitive text matched anywhere in the name (and other text fields).' },
    orderby: {
      schema: Type.Union(sortable.map((s) => Type.Literal(s))),
      default: defaults.orderby ?? sortable[0],
      description: `Sort field: ${sortable.join(', ')}.`,
    },
    order: { schema: Type.Union([Type.Literal('asc'), Type.Literal('desc')]), default: defaults.order ?? 'asc', description: 'Sort direction.' },
  } satisfies Record<string, ArgDefinition>;
}

/** Reads the list arguments of a validated request. */
export function listQueryOf(params: Readonly<Record<string, unknown>>): ListQuery {
  const search = typeof params.search === 'string' && params.search.trim() !== '' ? params.search.trim().toLowerCase() : undefined;
  return {
    ...pageOf(params),
    search,
    orderby: String(params.orderby ?? 'id'),
    order: params.order === 'desc' ? 'desc' : 'asc',
  };
}

/** A `like` pattern matching `term` anywhere, with the term's own wildcards taken literally (escape `\`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The lower-cased text a search matches, built from the record's text fields. */
export function searchText(...parts: Array<string | null | undefined | readonly string[]>): string {
  return parts
    .flat()
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .join(' ')
    .toLowerCase();
}

/** A string schema of fixed values, typed as their union (TypeBox's Union of Literals, flattened to `enum`). */
export function literals<const T extends readonly [string, ...string[]]>(values: T, options: { description?: string; default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
