import type { Migration, PlatformServices, ServiceName } from '@dcs/platform';

/** What an addon's `activate` receives from the host. */
export interface AddonContext<S extends ServiceName = ServiceName> {
  /** The verified slug of the installed package. */
  readonly slug: string;
  readonly version: string;
  /** Absolute path of the installed package folder (for reading bundled assets). */
  readonly directory: string;
  /**
   * Exactly the services named in the manifest's `requiresServices`. Reading any other throws
   * `svc_service_not_declared`, naming the service and the manifest field.
   */
  readonly services: Pick<PlatformServices, S>;
}

/** Undoes what `activate` did that the host cannot undo itself (timers, open handles). */
export type AddonDeactivate = () => void | Promise<void>;

/** What an addon author declares; see {@link defineAddon}. */
export interface AddonDefinitionInput<S extends ServiceName = ServiceName> {
  /**
   * Called when the addon becomes active (at boot, or through `POST /api/v1/addons/state`). Attach
   * hooks here; register extension routes in a `svc_register_rest_routes` callback. Hooks added
   * through `context.services.hooks` are removed by the host on deactivation.
   */
  activate(context: AddonContext<S>): void | AddonDeactivate | Promise<void | AddonDeactivate>;
  /** Schema changes of the addon; the host applies them as namespace `addon.<slug>` before `activate`. */
  migrations?: readonly Migration[];
}

/** A checked addon definition, the default export of an addon's entry module. */
export interface AddonDefinition<S extends ServiceName = ServiceName> extends AddonDefinitionInput<S> {
  readonly [ADDON_DEFINITION]: 1;
}

/**
 * Marks addon definitions. A registered symbol, so the host recognizes definitions made by the copy of
 * this function that each addon bundles into its own entry module.
 */
export const ADDON_DEFINITION: unique symbol = Symbol.for('dcs.addon-definition');

/**
 * Declares an addon: the default export of its entry module. An addon module imports nothing from the
 * server at run time; everything it uses comes through `context`, so a package works wherever the
 * data directory lives.
 *
 * @example
 * export default defineAddon<'routes' | 'hooks' | 'auth'>({
 *   activate({ services: { hooks, auth } }) {
 *     hooks.addAction('svc_register_rest_routes', (routes) =>
 *       routes.registerRestRoute('svc/v1', '/pricing/status', {
 *         methods: 'GET', permission_callback: auth.permissions.admin(), callback: () => ({ ready: true }),
 *       }));
 *   },
 * });
 */
export function defineAddon<S extends ServiceName = ServiceName>(definition: AddonDefinitionInput<S>): AddonDefinition<S> {
  if (typeof definition?.activate !== 'function') throw new TypeError('defineAddon: activate must be a function.');
  if (definition.migrations !== undefined && !Array.isArray(definition.migrations)) {
    throw new TypeError('defineAddon: migrations must be an array.');
  }
  return Object.freeze({ ...definition, [ADDON_DEFINITION]: 1 as const });
}

/** Whether `value` was made by {@link defineAddon} (in any copy of the SDK). */
export function isAddonDefinition(value: unknown): value is AddonDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[ADDON_DEFINITION] === 1 &&
    typeof (value as AddonDefinitionInput).activate === 'function'
  );
}
