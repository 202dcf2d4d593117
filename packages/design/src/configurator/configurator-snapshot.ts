import { validateDesign } from '../validation/validate-design.ts';
import { refitDesign, type RefitOptions } from '../layout/refit-layout.ts';
import type { RefitTargetSide } from '../layout/refit-rules.ts';
import { applyConfiguratorMapping } from './apply-mapping.ts';
import type { ConfiguratorMapping } from './configurator-mapping.ts';

/** Inputs of {@link snapshotConfigurator}: plain JSON, so the same cases run in Node and in a browser. */
export interface ConfiguratorSnapshotInput {
  apply: Array<{ design: unknown; mapping: ConfiguratorMapping; selected: Record<string, string> }>;
  refit: Array<{ design: unknown; sides: RefitTargetSide[]; options: Omit<RefitOptions, 'imageSize'> }>;
}

/**
 * Runs the configurator and re-fit cases and returns their results (or error codes) as JSON. The
 * browser test bundles this module for Chromium and compares its answer with Node's.
 */
export function snapshotConfigurator(input: ConfiguratorSnapshotInput): unknown {
  const run = (fn: () => unknown) => {
    try {
      return { ok: fn() };
    } catch (error) {
      return { error: (error as { code?: string }).code ?? String(error) };
    }
  };
  return {
    apply: input.apply.map((c) => run(() => {
      const result = applyConfiguratorMapping(validateDesign(c.design), c.mapping, c.selected);
      return { ...result, design: validateDesign(result.design) };
    })),
    refit: input.refit.map((c) => run(() => refitDesign(validateDesign(c.design), c.sides, c.options))),
  };
}
