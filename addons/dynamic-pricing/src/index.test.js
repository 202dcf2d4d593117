import { join } from 'node:path';
import { firstPartyAddonLifecycle } from '@dcs/server/addon-testing';
firstPartyAddonLifecycle({ slug: 'dynamic-pricing', sourceDir: join(import.meta.dirname, '..'), statusPath: '/pricing/status' });
