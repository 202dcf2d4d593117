import { Type } from 'typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SettingChange, SettingsService } from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';
import type { ManualClock } from './manual-clock.ts';

/** Two settings services over one database (as two processes would have) and their clock. */
export interface SettingsFixture {
  settings: SettingsService;
  other: SettingsService;
  clock: ManualClock;
}

const Hotfolder = Type.Object(
  { enabled: Type.Boolean(), directory: Type.String({ minLength: 1 }), copies: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
const fallback = { enabled: false, directory: '/tmp', copies: 1 };

/**
 * The contract of {@link SettingsService}: declared keys, defaults, schema validation naming the
 * path, change listeners, copies not references, and another process seeing a change after the cache
 * time.
 */
export function settingsConformance(harness: ConformanceHarness<SettingsFixture>): void {
  let f: SettingsFixture;
  beforeAll(async () => {
    f = await harness.setup();
    f.settings.define('conformance', 'hotfolder', Hotfolder, fallback);
    f.other.define('conformance', 'hotfolder', Hotfolder, fallback);
  });
  afterAll(() => harness.teardown());

  it('answers the default until a value is stored', async () => {
    expect(await f.settings.get('conformance', 'hotfolder')).toEqual(fallback);
  });

  it('stores a valid value and tells the listeners', async () => {
    const changes: SettingChange[] = [];
    const off = f.settings.onChange((change) => changes.push(change));
    const value = { enabled: true, directory: '/srv/hot', copies: 2 };
    expect(await f.settings.set('conformance', 'hotfolder', value)).toEqual(value);
    expect(await f.settings.get('conformance', 'hotfolder')).toEqual(value);
    expect(changes).toEqual([{ namespace: 'conformance', key: 'hotfolder', value }]);
    off();
    await f.settings.set('conformance', 'hotfolder', value);
    expect(changes).toHaveLength(1);
  });

  it('refuses a value that breaks the schema, naming the path, and keeps the old one', async () => {
    const before = await f.settings.get('conformance', 'hotfolder');
    const error = await f.settings
      .set('conformance', 'hotfolder', { enabled: 'yes', directory: '', copies: 1, extra: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'svc_setting_invalid', status: 400 });
    expect(Object.keys((error as { data: { params: object } }).data.params).sort()).toEqual(['/directory', '/enabled', '/extra']);
    expect(await f.settings.get('conformance', 'hotfolder')).toEqual(before);
  });

  it('refuses keys that were never declared', async () => {
    await expect(f.settings.get('conformance', 'nope')).rejects.toMatchObject({ code: 'svc_setting_unknown' });
    await expect(f.settings.set('conformance', 'nope', 1)).rejects.toMatchObject({ code: 'svc_setting_unknown' });
  });

  it('hands out copies, never its cached object', async () => {
    const value = (await f.settings.get('conformance', 'hotfolder')) as { copies: number };
    value.copies = 99;
    expect(await f.settings.get('conformance', 'hotfolder')).not.toMatchObject({ copies: 99 });
  });

  it('lets another instance see a change once its cache time has passed', async () => {
    await f.other.get('conformance', 'hotfolder');
    const value = { enabled: true, directory: '/srv/other', copies: 3 };
    await f.settings.set('conformance', 'hotfolder', value);
    f.clock.advance(60_000);
    expect(await f.other.get('conformance', 'hotfolder')).toEqual(value);
  });

  it('resets to the default and lists a namespace', async () => {
    const handle = f.settings.define('conformance', 'copies', Type.Integer({ minimum: 0 }), 0);
    await handle.set(4);
    expect(await f.settings.getAll('conformance')).toEqual({
      hotfolder: expect.any(Object),
      copies: 4,
    });
    expect(await handle.reset()).toBe(0);
    expect(await handle.get()).toBe(0);
  });
}
