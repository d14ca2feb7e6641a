// The login floor row of `npm run bench` (issue 12; axios added by issue 21): builds this folder's
// minimal login page with the console's React, react-router, antd and axios, and measures its
// initial JS+CSS the way the login route is measured. `npm run build` builds it too, and fails when
// the login route is over FLOOR_RATIO_BUDGET × this floor. Alone: node test/bench/login-floor/bench.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { initialKb } from '../../tools/report-size.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FLOOR_DIR = path.resolve(HERE, '../../../dist/bench-login-floor');
/** The same page without axios: only to show what axios weighs; no budget uses it. */
export const PLAIN_FLOOR_DIR = path.resolve(HERE, '../../../dist/bench-login-floor-plain');
/** The login route may weigh at most this many times the floor (React, router, antd and axios). */
export const FLOOR_RATIO_BUDGET = 0.97;

/** Builds the floor page (production React, like `npm run build`), with axios unless `axios: false`. */
export async function buildLoginFloor({ axios = true } = {}) {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: HERE,
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      define: { __FLOOR_AXIOS__: JSON.stringify(axios) },
      build: { outDir: axios ? FLOOR_DIR : PLAIN_FLOOR_DIR, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 3000 },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

/** gzip KB of the floor page's initial JS+CSS (with axios unless `axios: false`). */
export function floorKb({ axios = true } = {}) {
  return initialKb(axios ? FLOOR_DIR : PLAIN_FLOOR_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildLoginFloor();
  await buildLoginFloor({ axios: false });
  console.log(`login floor: ${floorKb().toFixed(1)} KB gzip (${floorKb({ axios: false }).toFixed(1)} KB without axios)`);
}
