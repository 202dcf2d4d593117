import type { Readable } from 'node:stream';
import type { ResponseSink } from '@dcs/platform';
import type { UploadedFile } from '@dcs/platform';

/** A request as the dispatcher receives it from the HTTP adapter, free of any framework type. */
export interface IncomingRest {
  method: string;
  /** Path below the mount (`/svc/v1/pricing/rules`), without the query string. */
  path: string;
  query: Record<string, unknown>;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body: unknown;
  cookies: Record<string, string>;
  ip: string;
  /** Whether the client reached us over HTTPS (directly or through a trusted proxy). */
  secure: boolean;
  /** The absolute URL of the request, for pagination links. */
  url: URL;
  /** Spools the multipart files of the request; only called for routes that accept uploads. */
  readFiles?: (limits: { maxFileBytes: number; maxFiles: number }) => Promise<{ files: UploadedFile[]; fields: Record<string, string> }>;
}

/** A cookie to set (or clear, with `maxAge: 0`). */
export interface SetCookie {
  name: string;
  value: string;
  maxAge: number;
  secure: boolean;
  /**
   * Sent on cross-site requests too (`SameSite=None; Secure; Partitioned`): the customer cookie when
   * shops on other origins embed the designer. Otherwise `SameSite=Lax`.
   */
  crossSite?: boolean;
}

/**
 * What the dispatcher answers. A Buffer, string or stream body is sent as is, a `writer` writes the body
 * itself (`writeBody` of the platform); anything else is sent as JSON.
 */
export interface OutgoingRest {
  status: number;
  headers: Record<string, string>;
  cookies: SetCookie[];
  /** The route template the request matched (`/svc/v1/designs/{id}`), for metrics; absent when none did. */
  route?: string;
  body: unknown;
  raw?: Buffer | string | Readable;
  writer?: (sink: ResponseSink) => Promise<void>;
}
