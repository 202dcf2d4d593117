import type { DesignDocument } from '@dcs/design';

const PARAM = 'dcs-design';

/**
 * A share link carries the design itself, deflated and base64url-encoded in the URL's fragment:
 * saved designs are private to their session, and a fragment never reaches any server's logs.
 */
export async function shareUrl(pageUrl: string, document: DesignDocument): Promise<string> {
  const bytes = await pipe(new TextEncoder().encode(JSON.stringify(document)), new CompressionStream('deflate-raw'));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const url = new URL(pageUrl);
  // The page's own fragment (a shop's hash route) is kept; the design rides after it.
  const own = url.hash.replace(/^#/, '').replace(new RegExp(`[?&]?${PARAM}=[A-Za-z0-9_-]*`), '');
  const encoded = `${PARAM}=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
  url.hash = own ? `${own}${own.includes('?') ? '&' : '?'}${encoded}` : encoded;
  return url.href;
}

/** The design of a share link in `hash` (untrusted: the caller validates it), or `null`. */
export async function readShared(hash: string): Promise<unknown> {
  const match = new RegExp(`${PARAM}=([A-Za-z0-9_-]+)`).exec(hash);
  if (!match || match[1]!.length > 2_000_000) return null;
  try {
    const binary = atob(match[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(await pipe(bytes, new DecompressionStream('deflate-raw'))));
  } catch {
    return null;
  }
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}
