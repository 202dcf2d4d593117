import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PermanentJobError } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { killMidway } from '../../../../packages/server/src/testing/spawn-dcs.ts';
import { bufferReader } from '../testing/print-queue-fixtures.ts';
import { deliverToHotfolder, type HotfolderFile } from './hotfolder-writer.ts';

const file = (name: string, content: string): HotfolderFile => ({
  name,
  sha256: createHash('sha256').update(content).digest('hex'),
  open: async () => bufferReader(Buffer.from(content)),
});

describe('deliverToHotfolder', () => {
  it('publishes every file in order, skips what an earlier attempt delivered, leaves no .part file', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'dcs-hotfolder-unit-'));
    const order: string[] = [];
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
    const order: string[] = [];
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

  it('removes the .part file of a delivery killed mid-write before delivering, and old ones of others', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'dcs-hotfolder-unit-'));
    const script = join(import.meta.dirname, '..', 'testing', 'stalled-delivery.ts');
    expect(await killMidway(script, [directory, 'k.pdf'], /stalled/)).toBe('SIGKILL');
    expect(await killMidway(script, [directory, 'other.pdf'], /stalled/)).toBe('SIGKILL');
    const parts = () => readdirSync(directory).filter((name) => name.endsWith('.part')).sort();
    expect(parts()).toEqual([expect.stringMatching(/^\.k\.pdf\.[0-9a-f]{12}\.part$/), expect.stringMatching(/^\.other\.pdf\.[0-9a-f]{12}\.part$/)]);

    // The take-over: its own names go at once; another job's part file only once older than the lease.
    await deliverToHotfolder({ directory, files: [file('k.pdf', 'artwork')], delivered: new Set(), stalePartAgeMs: 10_000, onDelivered: async () => undefined });
    expect(parts()).toEqual([expect.stringMatching(/^\.other\.pdf\./)]);
    expect(readdirSync(directory).filter((name) => !name.endsWith('.part'))).toEqual(['k.pdf']);
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(join(directory, parts()[0]!), old, old);
    await deliverToHotfolder({ directory, files: [file('l.pdf', 'more')], delivered: new Set(), stalePartAgeMs: 10_000, onDelivered: async () => undefined });
    expect(readdirSync(directory).sort()).toEqual(['k.pdf', 'l.pdf']);
  }, 60_000);
});
