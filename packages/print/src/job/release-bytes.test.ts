import { describe, expect, it } from 'vitest';
import { releaseBytes } from './release-bytes.ts';

describe('releaseBytes', () => {
  it('frees a view of a whole buffer, which is empty afterwards', () => {
    const bytes = new Uint8Array(1 << 20).fill(7);
    const before = process.memoryUsage().arrayBuffers;
    expect(releaseBytes(bytes)).toBe(true);
    expect(bytes.byteLength).toBe(0);
    expect(bytes.buffer.detached).toBe(true);
    // Freed at once, not at the next garbage collection.
    expect(before - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(1 << 20);
    expect(releaseBytes(bytes)).toBe(false);
  });

  it('leaves alone a view that shares its buffer: a pooled Buffer, a slice', () => {
    const pooled = Buffer.from('ticket');
    const neighbour = Buffer.from('barcode');
    expect(pooled.buffer).toBe(neighbour.buffer);
    expect(releaseBytes(pooled)).toBe(false);
    expect(pooled.toString()).toBe('ticket');
    expect(neighbour.toString()).toBe('barcode');
    const whole = new Uint8Array(64).fill(1);
    expect(releaseBytes(whole.subarray(0, 32))).toBe(false);
    expect(releaseBytes(whole.subarray(32))).toBe(false);
    expect(whole.byteLength).toBe(64);
  });
});
