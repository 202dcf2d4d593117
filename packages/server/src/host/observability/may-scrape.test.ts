import { describe, expect, it } from 'vitest';
import { mayScrape } from './ops-endpoints.ts';

describe('who may scrape /metrics', () => {
  const direct = (remoteAddress: string) => ({ authorization: undefined, remoteAddress, forwarded: false });

  it('without a token: direct loopback peers only, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(mayScrape(direct(address), undefined), address).toBe(true);
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1', '', '127.0.0.1.evil']) expect(mayScrape(direct(address), undefined), address).toBe(false);
    expect(mayScrape({ ...direct('127.0.0.1'), forwarded: true }, undefined)).toBe(false);
  });

  it('with a token: exactly that bearer token, from anywhere, and loopback alone is not enough', () => {
    const token = 'sixteen-chars-or-more';
    expect(mayScrape({ authorization: `Bearer ${token}`, remoteAddress: '203.0.113.9', forwarded: true }, token)).toBe(true);
    for (const authorization of [undefined, '', token, `Bearer ${token} `, `Bearer ${token.slice(0, -1)}`, `bearer ${token}`, `Basic ${token}`]) {
      expect(mayScrape({ authorization, remoteAddress: '127.0.0.1', forwarded: false }, token), String(authorization)).toBe(false);
    }
  });
});
