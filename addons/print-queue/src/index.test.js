import { join } from 'node:path';
import { firstPartyAddonLifecycle } from '@dcs/server/addon-testing';
firstPartyAddonLifecycle({ slug: 'print-queue', sourceDir: join(import.meta.dirname, '..'), statusPath: '/print-queue/status' });
