// Stands in for `brotli/decompress.js` in the browser build (vite.config.ts). fontkit imports the
// Brotli decoder for WOFF2 files only, but the decoder's module unpacks its 120 KB dictionary, with
// the decoder itself, as soon as it is evaluated: a sixth of the designer's start-up script time
// on every page. Required here on the first WOFF2 file instead (the bundler keeps CommonJS
// modules unevaluated until their first `require`).
module.exports = function decompress(buffer, outputSize) {
  return require('brotli/dec/decode.js').BrotliDecompressBuffer(buffer, outputSize);
};
