// The login floor row of `npm run bench` (issue 12): builds this folder's minimal login page with
// the console's React, react-router and antd, and measures its initial JS+CSS the way the login
// route is measured. Alone: node test/bench/login-floor/bench.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { initialKb } from '../../tools/report-size.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FLOOR_DIR = path.resolve(HERE, '../../../dist/bench-login-floor');
/** The login route may weigh at most this many times the floor. */
export const FLOOR_RATIO_BUDGET = 1.03;

/** Builds the floor page into dist/bench-login-floor (production React, like `npm run build`). */
export async function buildLoginFloor() {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: HERE,
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: FLOOR_DIR, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 3000 },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

/** gzip KB of the floor page's initial JS+CSS. */
export function floorKb() {
  return initialKb(FLOOR_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildLoginFloor();
  console.log(`login floor: ${floorKb().toFixed(1)} KB gzip`);
}
