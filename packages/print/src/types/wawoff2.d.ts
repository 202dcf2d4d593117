declare module 'wawoff2/decompress.js' {
  /** Decodes a WOFF2 file to the TrueType/OpenType file it wraps (Google's woff2 compiled to WebAssembly). */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
