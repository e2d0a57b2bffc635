import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    // The server-side bundle (`vite build --ssr`, into dist-server) needs none of the public files.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The small UI parts the first pages share (the home page's slider, avatars, states) travel
        // in one chunk: as a dozen files they cost `/` 3 KB more (measured by `npm run bench`).
        advancedChunks: {
          groups: [{ name: 'ui', test: /src\/(components\/ui\/(slider|icon-button|tooltip|empty-state|error-state|avatar)|hooks\/use-(debounced|throttled)-callback|hooks\/use-document-title)\./ }],
        },
      },
    },
  },
}));
