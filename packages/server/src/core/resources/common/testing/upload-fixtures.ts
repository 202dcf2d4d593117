import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A multipart form with one file, as a browser would send it. */
export function fileForm(bytes: Uint8Array | string, filename: string, type = 'application/octet-stream', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([typeof bytes === 'string' ? Buffer.from(bytes) : bytes], { type }), filename);
  return form;
}

/** A real PNG of the given size, one flat color. */
export function pngOf(width: number, height: number, color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** The ICC profiles sharp ships (libvips's sRGB and CMYK), taken out of an image it tagged. */
export async function shippedIccProfile(name: 'srgb' | 'cmyk'): Promise<Buffer> {
  const image = name === 'cmyk' ? sharp(await pngOf(2, 2)).toColourspace('cmyk').withIccProfile('cmyk').jpeg() : sharp(await pngOf(2, 2)).withIccProfile('srgb').png();
  return (await sharp(await image.toBuffer()).metadata()).icc!;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
  return out;
}

/**
 * A PNG whose header claims `width` × `height` pixels, with a tiny data chunk: a decompression bomb
 * in shape, made without allocating its pixels.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Hostile SVGs; each must be refused or come back without its payload. */
export const HOSTILE_SVGS = {
  script: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10" fill="#ff0000"/></svg>',
  onload: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><rect width="10" height="10" onclick="alert(2)" fill="red"/></svg>',
  externalHref:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><use xlink:href="https://evil.example/sprite.svg#a"/><image href="https://evil.example/x.png" width="10" height="10"/><a href="javascript:alert(1)"><rect width="5" height="5" fill="url(https://evil.example/p.svg#g)"/></a><rect width="10" height="10" fill="#00ff00"/></svg>',
  foreignObject:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe></div></foreignObject><circle cx="5" cy="5" r="4" fill="#0000ff"/></svg>',
  xxe: '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&xxe;</text></svg>',
  styleImport: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@import url(https://evil.example/x.css); rect{fill:url(https://evil.example/p.svg#g)}</style><rect width="10" height="10" fill="#00ff00"/></svg>',
  svgInImage:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image width="10" height="10" href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4="/><image width="10" height="10" href="data:text/html,&lt;b&gt;"/><rect width="10" height="10" fill="#00ff00"/></svg>',
  billionLaughs: '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>&lol2;</text></svg>',
} as const;

/** A PNG of random noise (it compresses badly, so half of it is missing real image data). */
export function noisyPng(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
}

/**
 * A ZIP of stored (uncompressed) entries written byte by byte, so a test can put any name in it,
 * `../` included, which ZIP libraries refuse to write.
 */
export function rawZip(entries: ReadonlyArray<{ name: string; data: Buffer | string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
