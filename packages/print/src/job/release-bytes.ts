/**
 * Frees the memory of `bytes` now, when it is the only view of a whole `ArrayBuffer` (detaching it:
 * `bytes` is empty afterwards). A view of part of a buffer (a pooled Node `Buffer`, a slice) is left
 * alone, since other views may share that memory. Answers whether it was freed.
 *
 * Why: a print job's files (~2 MB: the PDF, the job sheet) outlive several young-generation
 * collections while they are stored, so V8 moves them to the old generation, where their memory waits
 * for the next full collection. A worker's memory then grew by up to 64 MB of such files before one
 * came (`docs/print-queue.md`, peak RSS).
 *
 * @example
 * await storage.put(key, file.bytes);
 * releaseBytes(file.bytes);
 */
export function releaseBytes(bytes: Uint8Array): boolean {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer) || buffer.detached || bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength) return false;
  buffer.transfer(0);
  return true;
}
