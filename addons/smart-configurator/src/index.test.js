import { join } from 'node:path';
import { expect } from 'vitest';
import { firstPartyAddonLifecycle } from '@dcs/server/addon-testing';
firstPartyAddonLifecycle({
    slug: 'smart-configurator',
    sourceDir: join(import.meta.dirname, '..'),
    statusPath: '/smart-configurator/status',
    whileActive: async (kit) => {
        const openapi = await kit.t.client().get('/api/v1/openapi/svc-v1.json');
        expect(openapi.status).toBe(200);
        expect(Object.keys(openapi.body.paths).join(' ')).toContain('/smart-configurator/apply');
        expect(JSON.stringify(openapi.body.paths['/smart-configurator/apply'])).toContain('elementIds');
    },
});
