import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative asset URLs and hash routing: the built files work under any `{base_url}/admin/` prefix and
// need no server-side route knowledge beyond serving index.html.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});
