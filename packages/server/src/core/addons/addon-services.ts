import {
  REGISTER_REST_ROUTES_ACTION,
  createError,
  isSvcError,
  type ActionCallback,
  type FilterCallback,
  type HooksService,
  type PlatformServices,
  type RoutesService,
  type ServiceName,
  type OwnedRoutesService,
} from '@dcs/platform';

/** The services one addon instance sees, and the handles to take its hooks away again. */
export interface AddonServices {
  /** A Proxy holding exactly the declared services; any other name throws `svc_service_not_declared`. */
  readonly services: PlatformServices;
  /** Removes every hook the addon added (it can be attached again with {@link reattach}). */
  detach(): void;
  /** Attaches the hooks taken away by {@link detach}, in their original order. */
  reattach(): void;
}

/** Dependencies of {@link createAddonServices}. */
export interface AddonServicesDeps {
  slug: string;
  declared: readonly ServiceName[];
  services: PlatformServices;
  routes: OwnedRoutesService;
}

interface TrackedHook {
  kind: 'action' | 'filter';
  name: string;
  callback: (...args: any[]) => unknown;
  priority: number;
  remove: (() => void) | null;
}

// Keys that generic code (await, JSON, test matchers) probes on any object; answering them is harmless.
const PROBED_KEYS = new Set(['then', 'toJSON', 'asymmetricMatch', '$$typeof', 'nodeType', 'constructor']);

/**
 * Wraps the error a callback of the addon threw so the admin sees which addon broke the route table.
 * Catalogue errors keep their code and gain the addon in `data`.
 */
function blame(slug: string, error: unknown): unknown {
  if (isSvcError(error)) {
    error.data.addon ??= slug;
    return error;
  }
  return createError('svc_addon_activate_threw', { params: { addon: slug, reason: (error as Error)?.message ?? String(error) } });
}

/**
 * Builds the services object of one addon. Hooks are tracked so deactivation removes every callback
 * the addon added; `svc_register_rest_routes` callbacks receive the addon's own routes view (owner =
 * slug) instead of core's; admin API routes stay core's, since that table is not rebuilt.
 */
export function createAddonServices(deps: AddonServicesDeps): AddonServices {
  const { slug, services } = deps;
  const declared = new Set<string>(deps.declared);
  const tracked: TrackedHook[] = [];
  const ownRoutes = deps.routes.forOwner(slug);

  const routes: RoutesService = {
    registerRestRoute: (namespace, route, definition) => ownRoutes.registerRestRoute(namespace, route, definition),
    registerAdminRoute: (definition) => {
      throw createError('svc_route_invalid', {
        params: { route: `/api/v1${definition.path}`, reason: `addon "${slug}" may register only extension routes (svc/v1)` },
      });
    },
    rebuild: () => ownRoutes.rebuild(),
    restRoutes: (namespace) => ownRoutes.restRoutes(namespace),
  };

  function attach(hook: TrackedHook): void {
    hook.remove =
      hook.kind === 'action' ? services.hooks.addAction(hook.name, hook.callback, hook.priority) : services.hooks.addFilter(hook.name, hook.callback as FilterCallback, hook.priority);
  }

  function track(kind: TrackedHook['kind'], name: string, callback: (...args: any[]) => unknown, priority = 10): () => void {
    const wrapped =
      kind === 'action' && name === REGISTER_REST_ROUTES_ACTION
        ? async () => {
            try {
              await callback(routes);
            } catch (error) {
              throw blame(slug, error);
            }
          }
        : callback;
    const hook: TrackedHook = { kind, name, callback: wrapped, priority, remove: null };
    attach(hook);
    tracked.push(hook);
    return () => {
      hook.remove?.();
      hook.remove = null;
      tracked.splice(tracked.indexOf(hook), 1);
    };
  }

  const hooks: HooksService = {
    addAction: (name: string, callback: ActionCallback, priority?: number) => track('action', name, callback, priority),
    addFilter: <T>(name: string, callback: FilterCallback<T>, priority?: number) => track('filter', name, callback, priority),
    doAction: (name, ...args) => services.hooks.doAction(name, ...args),
    applyFilters: (name, value, ...args) => services.hooks.applyFilters(name, value, ...args),
    hasAction: (name) => services.hooks.hasAction(name),
    hasFilter: (name) => services.hooks.hasFilter(name),
    didAction: (name) => services.hooks.didAction(name),
  };

  const provided: Record<string, unknown> = { ...services, hooks, routes, logger: services.logger.child({ addon: slug }) };
  const proxy = new Proxy(provided, {
    get(target, key) {
      if (typeof key !== 'string' || PROBED_KEYS.has(key)) return undefined;
      if (!declared.has(key)) throw createError('svc_service_not_declared', { params: { service: key, addon: slug } });
      return target[key];
    },
    has: (_target, key) => typeof key === 'string' && declared.has(key),
    ownKeys: () => [...declared],
    getOwnPropertyDescriptor: (target, key) =>
      typeof key === 'string' && declared.has(key) ? { value: target[key], enumerable: true, configurable: true, writable: false } : undefined,
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });

  return {
    services: proxy as unknown as PlatformServices,
    detach() {
      for (const hook of tracked) {
        hook.remove?.();
        hook.remove = null;
      }
    },
    reattach() {
      for (const hook of tracked) if (!hook.remove) attach(hook);
    },
  };
}
