/**
 * Packages an addon bundle imports at run time instead of carrying them: they ship files next to their
 * JavaScript that a bundle cannot hold (sharp's native binding and libvips, LittleCMS's `.wasm` file
 * read from its package folder, wawoff2's Emscripten glue that reads `__dirname`). `@dcs/print` needs
 * them; the host has them installed, and resolves them for modules under the addons folder (see the
 * server's `host-module-resolution.ts`).
 */
export const HOST_PROVIDED_MODULES: readonly string[] = ['sharp', 'lcms-wasm', 'wawoff2', '@resvg/resvg-js'];

/** Whether `specifier` is (a file of) a {@link HOST_PROVIDED_MODULES} package. */
export function isHostProvidedModule(specifier: string): boolean {
  return HOST_PROVIDED_MODULES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}
