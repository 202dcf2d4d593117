import { describe } from 'vitest';
import { createManualClock, settingsConformance } from '@dcs/platform/conformance';
import { createMemorySettings } from './memory-settings.ts';

describe('memory settings of the addon test host', () => {
  settingsConformance({
    async setup() {
      const store = new Map();
      return { settings: createMemorySettings(store), other: createMemorySettings(store), clock: createManualClock() };
    },
    async teardown() {},
  });
});
