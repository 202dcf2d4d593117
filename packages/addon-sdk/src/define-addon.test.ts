import { describe, expect, it } from 'vitest';
import { ADDON_DEFINITION, defineAddon, isAddonDefinition } from './define-addon.ts';

describe('defineAddon', () => {
  it('marks a definition the host recognizes, also when made by another copy of the SDK', () => {
    const addon = defineAddon({ activate: () => undefined });
    expect(isAddonDefinition(addon)).toBe(true);
    expect(Object.isFrozen(addon)).toBe(true);
    const bundledCopy = { activate() {}, [Symbol.for('dcs.addon-definition')]: 1 };
    expect(isAddonDefinition(bundledCopy)).toBe(true);
    expect(ADDON_DEFINITION).toBe(Symbol.for('dcs.addon-definition'));
  });

  it('refuses a definition without activate or with bad migrations', () => {
    expect(() => defineAddon({} as never)).toThrow(/activate must be a function/);
    expect(() => defineAddon({ activate() {}, migrations: {} as never })).toThrow(/migrations must be an array/);
    expect(isAddonDefinition({ activate() {} })).toBe(false);
    expect(isAddonDefinition(null)).toBe(false);
  });
});
