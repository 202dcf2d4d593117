/** The longest file name kept, in bytes of UTF-8: what common file systems allow for one name. */
export const MAX_FILE_NAME_BYTES = 255;

/** Control characters, and the bidirectional overrides that make `gpj.exe` look like `exe.jpg`. */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The first code points of `text` that fit in `bytes` bytes of UTF-8 (a character is never split). */
function fitBytes(text: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (used + size > bytes) break;
    used += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * The name of an uploaded file as the server keeps it: the last path segment (old browsers send the
 * client's whole path), without control characters and bidirectional overrides, cut to
 * {@link MAX_FILE_NAME_BYTES} bytes of UTF-8. A name that had to be cut keeps its extension when it has a
 * short one, so the type a user sees stays the same. Every multipart upload passes through it, so no
 * route stores, logs or answers a 200 000-character name.
 */
export function safeUploadFileName(raw: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(UNSAFE, '').trim();
  if (Buffer.byteLength(name) <= MAX_FILE_NAME_BYTES) return name;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? '';
  return fitBytes(name.slice(0, name.length - extension.length), MAX_FILE_NAME_BYTES - Buffer.byteLength(extension)) + extension;
}
