import { defineConfig } from 'vite';

// `base: './'`: every chunk is found relative to the script that imports it, so a shop page on any
// origin that loads `{base_url}/designer.js` gets the hashed chunks from dcs, not from itself.
export default defineConfig({
  base: './',
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
