import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `base: './'`: every chunk is found relative to the script that imports it, so a shop page on any
// origin that loads `{base_url}/designer.js` gets the hashed chunks from dcs, not from itself.
export default defineConfig({
  base: './',
  resolve: {
    // fontkit's Brotli decoder (WOFF2 only) is evaluated on its first use, not at start-up: see the file.
    alias: { 'brotli/decompress.js': fileURLToPath(new URL('src/vendor/brotli-decompress.cjs', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { index: 'index.html', designer: 'src/loader.ts' },
      output: {
        // The loader keeps one stable name (served no-cache, so a deploy is seen at once); everything it
        // loads is content-hashed under assets/ and cached for a year.
        entryFileNames: (chunk) => (chunk.name === 'designer' ? 'designer.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
