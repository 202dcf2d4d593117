import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@dcs/platform';
import { printingConformance, type PrintingConformanceSeed } from '@dcs/platform/conformance';
import { describeEachEngine, type TestDatabase } from '../../../testing/test-databases.ts';
import type { HostDatabase } from '../../../host/database/database-service.ts';
import { createHooksService } from '../../../host/hooks/hooks-service.ts';
import { createShopService, shopMigrations } from '../../../host/shop/shop-service.ts';
import { createLocalDiskDriver } from '../../../host/storage/local-disk-driver.ts';
import { createStorageService } from '../../../host/storage/storage-service.ts';
import { shippedIccProfile } from '../common/testing/upload-fixtures.ts';
import { lazyLcms } from '../icc-profiles/icc-header.ts';
import { IccProfileStore, iccProfileMigrations } from '../icc-profiles/icc-profile-store.ts';
import { PrintingMethodStore, printingMethodMigrations } from './printing-method-store.ts';
import { createPrintingService } from './printing-service.ts';

describeEachEngine('printing service conformance', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  let dir: string;
  printingConformance({
    setup: async () => {
      testDb = await engine.create();
      database = testDb.open();
      await database.migrate('core.shop', shopMigrations);
      await database.migrate('core.printing', printingMethodMigrations);
      await database.migrate('core.icc_profiles', iccProfileMigrations);
      dir = mkdtempSync(join(tmpdir(), 'dcs-printing-'));
      const clock = systemClock;
      const storage = createStorageService({ driver: createLocalDiskDriver(join(dir, 'storage')), clock });
      const shop = createShopService({ database, hooks: createHooksService(), clock });
      const methods = new PrintingMethodStore({ database, clock });
      const profiles = new IccProfileStore({ database, clock, storage, lcms: lazyLcms() });
      const profileFile = join(dir, 'press.icc');
      const profileBytes = await shippedIccProfile('cmyk');
      writeFileSync(profileFile, profileBytes);
      let products = 0;

      // The admin stores behind api/v1 (the product configuration lives in the product's meta).
      const seed: PrintingConformanceSeed = {
        async profile({ isDefault }) {
          const created = await profiles.create({ path: profileFile, size: profileBytes.length, filename: 'press.icc' });
          // The first printer profile becomes the default by itself; the suite says which it wants.
          const profile = isDefault ? await profiles.makeDefault(created.id) : await profiles.records.replace(created.id, { ...created, isDefault: false });
          return { id: profile.id, name: profile.name, storageKey: profile.storageKey, sha256: profile.sha256, colorSpace: profile.colorSpace };
        },
        async method({ code, name, active, colorMode, iccProfileId, resolutionDpi, bleedMm, cropMarks, kind, transparentBackground, pricing }) {
          const output = Object.fromEntries(Object.entries({ colorMode, iccProfileId, resolutionDpi, bleedMm, cropMarks, kind, transparentBackground }).filter(([, value]) => value !== undefined));
          return methods.create({ code, name: name ?? code, ...(active === undefined ? {} : { active }), output, ...(pricing ? { pricing } : {}) });
        },
        async updateMethod(id, { active, iccProfileId, pricing }) {
          await methods.update(id, { ...(active === undefined ? {} : { active }), ...(iccProfileId === undefined ? {} : { output: { iccProfileId } }), ...(pricing ? { pricing } : {}) });
        },
        product: (methodIds) =>
          shop.createProduct({ name: 'Flyer', sku: `FLY-${++products}`, basePrice: 100, currency: 'EUR', meta: { printingMethodIds: [...methodIds] } }),
      };
      return { printing: createPrintingService({ shop, methods, profiles }), seed };
    },
    teardown: async () => {
      await database.close();
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});
