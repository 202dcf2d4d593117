import type { PrintRenderer, PrintRendererDeps } from './print-renderer.ts';

/**
 * The {@link PrintRenderer}, created on the first render: its module pulls in `@dcs/design`,
 * `@dcs/print` (pdf-lib, fontkit, bwip-js, LittleCMS) and the embedded sheet font, which a process
 * that only serves the admin never needs. The addon build makes it a chunk of its own, loaded with
 * the host modules it needs (sharp, LittleCMS, wawoff2) on the first render. The renderer and its
 * caches then live as long as this object.
 */
export function createLazyPrintRenderer(deps: PrintRendererDeps): PrintRenderer {
  let renderer: Promise<PrintRenderer> | null = null;
  const loaded = () => (renderer ??= import('./print-renderer.ts').then((module) => module.createPrintRenderer(deps)));
  return {
    async render(job, settings, method) {
      return (await loaded()).render(job, settings, method);
    },
    async artworkPng(job, dpi) {
      return (await loaded()).artworkPng(job, dpi);
    },
  };
}
