import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The host harness's own app (built once, served by `vite preview` with proxies: see harness.mjs). */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: { outDir: path.resolve(here, '../../dist/host'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});
