import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One built browser app (`apps/<name>/dist`) and where the host serves it. */
export interface StaticAppMount {
  name: string;
  /** Path under the base URL, with both slashes: `/admin/`, or `/` for the storefront. */
  mount: string;
  /** The app's build output directory. */
  dir: string;
}

interface StaticFile {
  path: string;
  size: number;
  etag: string;
  type: string;
  immutable: boolean;
  /** Precompressed copies written by `scripts/build-apps.mjs`, by content coding. */
  encoded: Partial<Record<'br' | 'gzip', { path: string; size: number }>>;
}

/** An app's files by URL path relative to its mount (`index.html`, `assets/index-3f2a.js`). */
export type StaticAppIndex = Map<string, StaticFile>;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.tgz': 'application/gzip',
};

/**
 * Our own pages run no inline script (Vite emits none), so a script injected through a stored
 * value cannot run; inline styles stay allowed because CSS-in-JS libraries insert them. Images, fonts
 * and API answers may also come from `assetOrigins`: the configured public URL's origin, which the
 * answers' absolute URLs name when a page is opened under another host name (a LAN address).
 */
export function pageSecurityHeaders(assetOrigins: readonly string[] = []): Record<string, string> {
  const also = assetOrigins.map((origin) => ` ${origin}`).join('');
  return {
    'content-security-policy':
      `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'${also} data: blob:; font-src 'self'${also} data:; connect-src 'self'${also}; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`,
    'referrer-policy': 'same-origin',
  };
}

/**
 * Vite (and the storefront's loader) put content-hashed names under `assets/`: `name-<hash>.ext`.
 * Only those may be cached for a year; anything else (index.html, the shops' stable loader script)
 * must be revalidated so a deploy is seen at once.
 */
function isHashedAsset(rel: string): boolean {
  return rel.startsWith('assets/') && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(rel);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Lists an app's built files once, at start. Requests are answered by looking their path up in this
 * map, so no part of a URL ever reaches the file system. `null` when the app has not been built.
 */
export async function loadStaticApp(dir: string): Promise<StaticAppIndex | null> {
  if (!(await stat(join(dir, 'index.html')).catch(() => null))?.isFile()) return null;
  const paths = new Set<string>();
  for await (const path of walk(dir)) paths.add(path);
  const index: StaticAppIndex = new Map();
  for (const path of paths) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const rel = relative(dir, path).split(sep).join('/');
    if (rel.startsWith('.')) continue;
    const info = await stat(path);
    const encoded: StaticFile['encoded'] = {};
    for (const [coding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (!paths.has(path + suffix)) continue;
      const copy = await stat(path + suffix);
      // A copy older than its source is left over from an earlier build: never serve stale bytes.
      if (copy.mtimeMs >= info.mtimeMs) encoded[coding] = { path: path + suffix, size: copy.size };
    }
    index.set(rel, {
      path,
      size: info.size,
      etag: `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`,
      type: TYPES[extname(rel).toLowerCase()] ?? 'application/octet-stream',
      immutable: isHashedAsset(rel),
      encoded,
    });
  }
  return index;
}

/** The codings a client accepts, `q=0` meaning refused. */
export function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, pageHeaders: Record<string, string>): FastifyReply {
  reply.header('etag', file.etag);
  reply.header('vary', 'Accept-Encoding');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.type.startsWith('text/html')) reply.headers(pageHeaders);
  // Scripts, styles and fonts are public: a shop's page on another origin loads the designer's
  // module scripts, which browsers fetch in CORS mode.
  else reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  reply.type(file.type);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = acceptedCodings(request.headers['accept-encoding']);
  const coding = accepted.has('br') && file.encoded.br ? 'br' : accepted.has('gzip') && file.encoded.gzip ? 'gzip' : null;
  const body = coding ? file.encoded[coding]! : file;
  if (coding) reply.header('content-encoding', coding);
  reply.header('content-length', body.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(body.path));
}

/** Answers the app's `index.html`, which routes the page in the browser. */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, index: StaticAppIndex, pageHeaders = pageSecurityHeaders()): FastifyReply {
  return sendFile(request, reply, index.get('index.html')!, pageHeaders);
}

/** A page address (no file extension in its last segment) from a browser that wants HTML. */
function wantsPage(request: FastifyRequest, rel: string): boolean {
  const last = rel.split('/').pop() ?? '';
  return !last.includes('.') && String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves each built app under its mount: its files by exact path, and its `index.html` for any page
 * address the app routes itself (client-side routing). Anything else falls through to `notFound`,
 * which answers the APIs' JSON 404.
 */
export function registerStaticApps(
  app: FastifyInstance,
  options: {
    basePath: string;
    apps: Array<{ mount: StaticAppMount; index: StaticAppIndex }>;
    notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
    /** Headers of the apps' pages ({@link pageSecurityHeaders}). */
    pageHeaders?: Record<string, string>;
  },
): void {
  const pageHeaders = options.pageHeaders ?? pageSecurityHeaders();
  for (const { mount, index } of options.apps) {
    const prefix = `${options.basePath}${mount.mount}`;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0]!;
      let rel: string;
      try {
        rel = decodeURIComponent(pathname.slice(prefix.length));
      } catch {
        return options.notFound(request, reply);
      }
      const file = index.get(rel === '' ? 'index.html' : rel);
      if (file) return sendFile(request, reply, file, pageHeaders);
      if (wantsPage(request, rel)) return sendAppPage(request, reply, index, pageHeaders);
      return options.notFound(request, reply);
    };
    app.get(`${prefix}*`, handler);
    // `/admin` without its slash: relative asset URLs in index.html need the slash.
    if (mount.mount !== '/') app.get(prefix.slice(0, -1), (_request, reply) => reply.redirect(prefix, 301));
  }
}
