import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import qiankun from 'vite-plugin-qiankun';
import { mockApiPlugin } from './mock/api/vitePlugin.ts';

/** The app's qiankun name and its two base paths (spec §1). */
export const MICRO_APP_NAME = 'cem-platform';
const BASE_BY_MODE: Record<string, string> = {
  standalone: '/cem_platform/',
  micro: '/cem-platform/',
};

export default defineConfig(({ mode, command }) => {
  const base = BASE_BY_MODE[mode] ?? BASE_BY_MODE.standalone!;
  const isTest = mode === 'test' || process.env.VITEST === 'true';
  return {
    base,
    plugins: [
      react(),
      qiankun(MICRO_APP_NAME, { useDevMode: command === 'serve' && mode === 'micro' }),
      ...(isTest ? [] : [mockApiPlugin()]),
    ],
    build: {
      outDir: `dist/${base.replace(/\//g, '')}`,
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 900,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['test/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      testTimeout: 20000,
      restoreMocks: true,
    },
  };
});
