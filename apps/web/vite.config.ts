import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const api = process.env.OHIT_API_URL ?? 'http://127.0.0.1:8000';

// The login route must stay small (≤ 350 KB gzipped JS) and the shell ≤ 700 KB: the shell and
// every page are React.lazy chunks; only the vendor code React itself needs is grouped here so
// the browser caches it across deployments.
export default defineConfig({
  root: here('.'),
  envDir: here('.'),
  // .br and .gz next to every asset: the api serves them by Accept-Encoding (serve-web.ts)
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@ohit/domain': here('../../libs/domain/src/index.ts'),
      '@ohit/contracts': here('../../libs/contracts/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/auth': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
});
