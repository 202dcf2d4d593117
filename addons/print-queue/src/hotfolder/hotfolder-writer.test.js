import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PermanentJobError } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { deliverToHotfolder } from './hotfolder-writer.js';
const file = (name, content) => ({
    name,
    sha256: createHash('sha256').update(content).digest('hex'),
    open: async () => Readable.from([Buffer.from(content)]),
});
describe('deliverToHotfolder', () => {
    it('publishes every file in order, skips what an earlier attempt delivered, leaves no .part file', async () => {
        const directory = mkdtempSync(join(tmpdir(), 'dcs-hotfolder-unit-'));
        const order = [];
        writeFileSync(join(directory, 'a.pdf'), 'artwork'); // published by a dead attempt, not recorded
        await deliverToHotfolder({
            directory,
            files: [file('a.pdf', 'artwork'), file('b.png', 'barcode'), file('a.json', 'ticket')],
            delivered: new Set(['b.png']),
            onDelivered: async (name) => void order.push(name),
        });
        expect(order).toEqual(['a.pdf', 'a.json']);
        expect(readdirSync(directory).sort()).toEqual(['a.json', 'a.pdf']);
        expect(readFileSync(join(directory, 'a.json'), 'utf8')).toBe('ticket');
    });
    it('stops before publishing a file when asked to, removing its .part file', async () => {
        const directory = mkdtempSync(join(tmpdir(), 'dcs-hotfolder-unit-'));
        const order = [];
        let asked = 0;
        const finished = await deliverToHotfolder({
            directory,
            files: [file('c.pdf', 'artwork'), file('c-sheet.pdf', 'sheet'), file('c.json', 'ticket')],
            delivered: new Set(),
            proceed: async () => ++asked < 2,
            onDelivered: async (name) => void order.push(name),
        });
        expect(finished).toBe(false);
        expect(order).toEqual(['c.pdf']);
        expect(readdirSync(directory)).toEqual(['c.pdf']);
        expect(await deliverToHotfolder({ directory, files: [file('c.pdf', 'artwork')], delivered: new Set(), proceed: async () => true, onDelivered: async () => undefined })).toBe(true);
    });
    it('never overwrites a file of other content, and reports a missing folder as unavailable', async () => {
        const directory = mkdtempSync(join(tmpdir(), 'dcs-hotfolder-unit-'));
        writeFileSync(join(directory, 'x.pdf'), 'someone else');
        const conflict = deliverToHotfolder({ directory, files: [file('x.pdf', 'mine')], delivered: new Set(), onDelivered: async () => undefined });
        await expect(conflict).rejects.toBeInstanceOf(PermanentJobError);
        expect(readFileSync(join(directory, 'x.pdf'), 'utf8')).toBe('someone else');
        expect(readdirSync(directory)).toEqual(['x.pdf']);
        const away = deliverToHotfolder({ directory: join(directory, 'gone'), files: [file('y.pdf', 'y')], delivered: new Set(), onDelivered: async () => undefined });
        await expect(away).rejects.toMatchObject({ code: 'svc_print_queue_hotfolder_unavailable', status: 503 });
    });
});
