import { beforeEach, expect, it } from 'vitest';
import type { HooksService } from '../index.ts';

/** The contract of {@link HooksService}: priorities, order, removal, filters, errors, counts. */
export function hooksConformance(create: () => HooksService): void {
  let hooks: HooksService;
  beforeEach(() => {
    hooks = create();
  });

  it('runs actions by priority, then in the order added, awaiting each', async () => {
    const calls: string[] = [];
    hooks.addAction('a', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push('10-first');
    });
    hooks.addAction('a', () => calls.push('5'), 5);
    hooks.addAction('a', (x: number) => calls.push(`10-second:${x}`));
    await hooks.doAction('a', 7);
    expect(calls).toEqual(['5', '10-first', '10-second:7']);
    expect(hooks.didAction('a')).toBe(1);
    expect(hooks.didAction('never')).toBe(0);
  });

  it('removes exactly the registration whose remover is called', async () => {
    const calls: string[] = [];
    const first = () => calls.push('x');
    const offA = hooks.addAction('a', first);
    hooks.addAction('a', first);
    offA();
    await hooks.doAction('a');
    expect(calls).toEqual(['x']);
    expect(hooks.hasAction('a')).toBe(true);
  });

  it('passes a value through filters in priority order', async () => {
    hooks.addFilter<number>('price', (v) => v * 2, 20);
    hooks.addFilter<number>('price', async (v, add: number) => v + add);
    expect(await hooks.applyFilters('price', 5, 1)).toBe(12);
    expect(await hooks.applyFilters('other', 5)).toBe(5);
    expect(hooks.hasFilter('price')).toBe(true);
  });

  it('propagates a callback error and stops there', async () => {
    const calls: string[] = [];
    hooks.addAction('a', () => {
      throw new Error('nope');
    });
    hooks.addAction('a', () => calls.push('after'));
    await expect(hooks.doAction('a')).rejects.toThrow('nope');
    expect(calls).toEqual([]);
  });
}
