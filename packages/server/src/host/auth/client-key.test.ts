import { describe, expect, it } from 'vitest';
import { clientKey, clientOf } from './client-key.ts';

describe('clientOf', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf('2001:db8:1:3::1')).not.toBe(clientOf('2001:db8:1:2::1'));
  });

  it('keys a client by a keyed hash, never the address itself', () => {
    const key = clientKey('secret', '2001:db8:1:2::1');
    expect(key).toBe(clientKey('secret', '2001:db8:1:2:aaaa::9'));
    expect(key).not.toContain('2001');
    expect(key).not.toBe(clientKey('other secret', '2001:db8:1:2::1'));
  });
});
