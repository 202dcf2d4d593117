import { expect, it } from 'vitest';
it('runs', () => { expect(process.versions.node.split('.')[0]).toBe('24'); });
