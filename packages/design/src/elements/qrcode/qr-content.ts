import type { QrContent } from '../../document/design-document.ts';

/** vCard 3.0 text values escape backslash, comma, semicolon and line breaks (RFC 2426). */
function vcardText(value: string): string {
  return value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A web address as phones open it: one without a scheme gets `https://`. */
export function qrUrl(url: string): string {
  const trimmed = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The text a QR code encodes for its content: the address, a vCard 3.0 (lines joined by CRLF, empty
 * fields left out) or the text itself.
 *
 * @example
 * qrPayload({ kind: 'url', url: 'example.com' }); // 'https://example.com'
 */
export function qrPayload(content: QrContent): string {
  if (content.kind === 'url') return qrUrl(content.url);
  if (content.kind === 'text') return content.text;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${vcardText(content.name)};;;;`, `FN:${vcardText(content.name)}`];
  if (content.organization) lines.push(`ORG:${vcardText(content.organization)}`);
  if (content.phone) lines.push(`TEL;TYPE=CELL:${vcardText(content.phone)}`);
  if (content.email) lines.push(`EMAIL:${vcardText(content.email)}`);
  if (content.url) lines.push(`URL:${vcardText(qrUrl(content.url))}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/** The longest payload in UTF-8 bytes: a version-25 code at error correction M, still readable printed at a few centimetres. */
export const QR_MAX_PAYLOAD_BYTES = 1200;
