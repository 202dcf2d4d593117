import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, expanded (`::` filled in, embedded IPv4 split). */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * The client an address stands for, for per-client limits: an IPv4 address itself (also written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, since one subscriber usually holds a whole
 * /64 and could otherwise change address at every request. Anything else is taken as it is.
 */
export function clientOf(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi, lo] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * What the database keeps of a client: an HMAC of {@link clientOf} with the installation secret, so
 * limits work across processes without storing anyone's address.
 */
export function clientKey(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client:${clientOf(address)}`).digest('base64url').slice(0, 22);
}
