import {
  REGISTER_REST_ROUTES_ACTION,
  createError,
  type AdminRouteDefinition,
  type HooksService,
  type OwnedRoutesService,
  type RestRouteDefinition,
  type RoutesService,
} from '@dcs/platform';
import { RouteTable } from './route-table.ts';

/** The routes service plus what the host needs to dispatch and to hand scoped copies to addons. */
export interface HostRoutesService extends OwnedRoutesService {
  /** The extension table in force. */
  readonly restTable: RouteTable;
  readonly adminTable: RouteTable;
}

/**
 * Keeps the extension route table and the admin route table.
 *
 * `rebuild()` opens registration, fires `svc_register_rest_routes` with the routes service as its
 * argument, closes registration, and swaps the new table in only when every callback succeeded, so a
 * failed rebuild leaves the old routes answering. Rebuilds run one at a time.
 */
export function createRoutesService(deps: { hooks: HooksService }): HostRoutesService {
  const { hooks } = deps;
  let restTable = new RouteTable();
  const adminTable = new RouteTable();
  let building: RouteTable | null = null;
  let queue: Promise<void> = Promise.resolve();

  function view(owner: string): RoutesService {
    return {
      registerRestRoute(namespace, route, definition) {
        if (!building) {
          throw createError('svc_route_registration_closed', { params: { route: `/${namespace}${route}` } });
        }
        for (const one of [definition].flat() as RestRouteDefinition[]) building.add(namespace, route, one, owner);
      },
      registerAdminRoute(definition: AdminRouteDefinition) {
        adminTable.add('api/v1', definition.path, { ...definition, methods: definition.method }, owner);
      },
      rebuild,
      restRoutes: (namespace) => restTable.describe(namespace),
    };
  }

  function rebuild(): Promise<void> {
    const run = queue.then(async () => {
      const table = new RouteTable();
      building = table;
      try {
        await hooks.doAction(REGISTER_REST_ROUTES_ACTION, service.forOwner('core'));
      } finally {
        building = null;
      }
      restTable = table;
    });
    // The chain goes on after a failed rebuild; the caller still sees the failure.
    queue = run.catch(() => undefined);
    return run;
  }

  const service: HostRoutesService = {
    ...view('core'),
    get restTable() {
      return restTable;
    },
    adminTable,
    forOwner: view,
  };
  return service;
}
