import { registerHooks } from 'node:module';
import { isHostProvidedModule } from '@dcs/addon-sdk';

const INSTALLED = Symbol.for('dcs.host-module-resolution');

/**
 * Lets installed addons import the host-provided binary packages (`HOST_PROVIDED_MODULES` of the
 * addon SDK: sharp, lcms-wasm…), which `buildAddon` leaves out of the bundle. An addon lives in the
 * data directory, where Node finds no `node_modules`; when resolving such a package from there fails,
 * it is resolved again from the host's own installation. Other imports are untouched. Resolve hooks
 * are process-wide, hence the once-per-process guard.
 */
export function installHostModuleResolution(): void {
  const flags = process as unknown as Record<symbol, boolean>;
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;
  const hostUrl = import.meta.url;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!isHostProvidedModule(specifier)) return nextResolve(specifier, context);
      try {
        return nextResolve(specifier, context);
      } catch {
        return nextResolve(specifier, { ...context, parentURL: hostUrl });
      }
    },
  });
}
