import type { Api } from './api-client.ts';

/** Where a react-admin resource lives, and how its writes are spelled when they are not plain REST. */
export interface ResourceRoute {
  api: Api;
  path: string;
  /** Field names the list route accepts as `orderby` (anything else is not sent: the route would answer 400). */
  orderby?: readonly string[];
  /** `replace`: PUT with the whole record; `post-id`: POST to the collection with `id` (pricing rules). */
  update?: 'patch' | 'replace' | 'post-id';
  /** `post-delete`: POST `{ id }` to `<path>/delete` (pricing rules). */
  remove?: 'delete' | 'post-delete';
  /** Fields a record carries that a write must not send back (the routes refuse unknown fields). */
  readOnly?: readonly string[];
}

const common = ['id', 'created_at', 'updated_at'] as const;

/** Every resource the app lists, by its react-admin name. */
export const RESOURCE_ROUTES: Record<string, ResourceRoute> = {
  'print-queue': { api: 'svc', path: '/print-queue' },
  'gang-sheets': { api: 'svc', path: '/print-queue/gang-sheets' },
  orders: { api: 'admin', path: '/orders' },
  products: { api: 'admin', path: '/products', orderby: ['id'] },
  'printing-methods': { api: 'admin', path: '/printing/methods', orderby: ['name', 'code', ...common] },
  icc_profiles: { api: 'admin', path: '/icc_profiles', orderby: ['name', ...common] },
  fonts: { api: 'admin', path: '/fonts', orderby: ['family', 'source', ...common] },
  colors: { api: 'admin', path: '/colors', orderby: ['position', 'name', 'group', ...common] },
  cliparts: { api: 'admin', path: '/cliparts', orderby: ['title', 'price', ...common] },
  categories: { api: 'admin', path: '/categories', orderby: ['position', 'name', ...common] },
  text_style_cards: { api: 'admin', path: '/text_style_cards', orderby: ['position', 'name', 'font', ...common] },
  media: { api: 'admin', path: '/media', orderby: ['title', 'size', 'type', ...common] },
  customer_designs: { api: 'admin', path: '/customer_designs', orderby: ['name', ...common] },
  'license-keys': { api: 'admin', path: '/license/keys', orderby: [...common] },
  'pricing-rules': { api: 'svc', path: '/pricing/rules', update: 'post-id', remove: 'post-delete' },
  'design-templates': { api: 'svc', path: '/design-templates', update: 'replace', readOnly: ['thumbnail_url', 'sides', 'placeholders', 'fonts', 'created_at', 'updated_at'] },
};

/** The route of a resource; an unknown name is a programming error. */
export function routeOf(resource: string): ResourceRoute {
  const route = RESOURCE_ROUTES[resource];
  if (!route) throw new Error(`no API route for resource "${resource}"`);
  return route;
}

/** camelCase sort fields of the app → snake_case `orderby` values of the API. */
export function orderbyOf(route: ResourceRoute, field: string | undefined): string | undefined {
  if (!field) return undefined;
  const snake = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return route.orderby?.includes(snake) ? snake : undefined;
}
