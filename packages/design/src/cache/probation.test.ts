import { describe, expect, it } from 'vitest';
import { Probation } from './probation.ts';

/** A cache with the admission policy of Probation's example, counting what it makes. */
function cacheWith(probation: Probation<{ key: string }>) {
  const cache = new Map<string, { key: string }>();
  let made = 0;
  return {
    cache,
    get made() {
      return made;
    },
    lookup(key: string) {
      let value = cache.get(key);
      if (value === undefined && (value = probation.take(key)) !== undefined) cache.set(key, value);
      if (value === undefined) {
        value = { key };
        made++;
        if (probation.hold(key, value)) cache.set(key, value);
      }
      return value;
    },
  };
}

describe('Probation', () => {
  it('hands a value back once, for the caller to admit at its second use', () => {
    const probation = new Probation<string>(4);
    expect(probation.hold('a', 'A')).toBe(false);
    expect(probation.count).toBe(1);
    expect(probation.take('a')).toBe('A');
    expect(probation.take('a')).toBeUndefined();
    expect(probation.count).toBe(0);
  });

  it('lets the oldest value go when full', () => {
    const probation = new Probation<string>(2);
    probation.hold('a', 'A');
    probation.hold('b', 'B');
    probation.hold('c', 'C');
    expect(probation.take('a')).toBeUndefined();
    expect([probation.take('b'), probation.take('c')]).toEqual(['B', 'C']);
  });

  it('admits at once a value made again for a key it let go', () => {
    const probation = new Probation<string>(1);
    probation.hold('a', 'A1');
    probation.hold('b', 'B');
    expect(probation.take('a')).toBeUndefined();
    expect(probation.hold('a', 'A2')).toBe(true);
    expect(probation.take('a')).toBeUndefined();
  });

  it('forgets keys beyond `seen`, so a key met long ago waits on probation again', () => {
    const probation = new Probation<string>(1, 2);
    probation.hold('a', 'A');
    probation.hold('b', 'B');
    probation.hold('c', 'C');
    expect(probation.hold('a', 'A')).toBe(false);
  });

  it('makes a value used once once, and a cycle longer than the probation is admitted on its second round', () => {
    const probation = new Probation<{ key: string }>(4);
    const used = cacheWith(probation);
    for (let n = 0; n < 100; n++) used.lookup(`once ${n}`);
    expect(used.cache.size).toBe(0);
    expect(probation.count).toBe(4);
    const keys = Array.from({ length: 10 }, (_, n) => `cycle ${n}`);
    for (const key of keys) used.lookup(key);
    for (const key of keys) used.lookup(key);
    const made = used.made;
    for (const key of keys) expect(used.lookup(key)).toBe(used.cache.get(key));
    expect(used.made).toBe(made);
    expect(used.cache.size).toBe(10);
  });

  it('clears', () => {
    const probation = new Probation<string>(2);
    probation.hold('a', 'A');
    probation.clear();
    expect(probation.count).toBe(0);
    expect(probation.hold('a', 'A')).toBe(false);
  });
});
