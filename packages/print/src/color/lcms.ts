import { instantiate, type LcmsModule } from 'lcms-wasm';

let lcms: Promise<LcmsModule> | null = null;

/**
 * The LittleCMS WebAssembly module, instantiated once per process: it is a library (no state of
 * ours lives in it beyond the profiles and transforms each converter owns), and instantiating
 * costs about 10 ms.
 */
export function loadLcms(): Promise<LcmsModule> {
  lcms ??= instantiate();
  return lcms;
}
