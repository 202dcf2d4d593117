import { join } from 'node:path';
import { expect } from 'vitest';
import { firstPartyAddonLifecycle } from '@dcs/server/addon-testing';
firstPartyAddonLifecycle({
    slug: 'design-templates',
    sourceDir: join(import.meta.dirname, '..'),
    statusPath: '/design-templates/status',
    whileActive: async (kit) => {
        const openapi = await kit.t.client().get('/api/v1/openapi/svc-v1.json');
        expect(openapi.status).toBe(200);
        expect(Object.keys(openapi.body.paths).join(' ')).toContain('/design-templates/{id}/assign');
        expect(JSON.stringify(openapi.body.paths['/design-templates/quick-config'])).toContain('minWidthPx');
    },
});
