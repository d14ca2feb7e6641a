// Prints the gzip size of the initial JS+CSS of the login route and of /index/home for each
// build in dist/, from Vite's manifest: the entry's static imports plus the lazy modules the
// route renders first. Exit code 1 (a failed `npm run build`) when the login route is over its
// 265 KB budget: 1.03 × the floor, a minimal login page of the same React, router and antd
// (test/bench/login-floor, built and compared by `npm run bench`).
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

export const BUDGET_KB = { login: 265, home: 450 };
const ROUTE_MODULES = {
  login: ['src/screens/auth/LoginScreen.tsx'],
  // /index/home: the shell, the energy screens' registry and the home screen's own static imports;
  // ECharts is a lazy chunk the screen asks for after its first render (a skeleton shows meanwhile).
  home: ['src/shell/ShellLayout.tsx', 'src/screens/energy/registry.ts', 'src/screens/energy/overview/HomeScreen.tsx'],
};

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(dir, files) {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  return total / 1024;
}

/** gzip KB of the entry's static graph plus the given lazy modules' static graphs. */
export function initialKb(dir, modules = []) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const files = new Set();
  for (const key of closure(manifest, [entry, ...modules])) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return gzipKb(dir, [...files]);
}

export function measureBuild(dir) {
  const routes = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) routes[route] = initialKb(dir, modules);
  const assets = readdirSync(path.join(dir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const largest = assets
    .map((f) => ({ file: f, kb: gzipKb(dir, [path.join('assets', f)]) }))
    .sort((a, b) => b.kb - a.kb)[0];
  return { routes, largest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = false;
  for (const build of ['cem_platform', 'cem-platform']) {
    const dir = path.join('dist', build);
    if (!existsSync(path.join(dir, '.vite', 'manifest.json'))) continue;
    const { routes, largest } = measureBuild(dir);
    console.log(`\n${dir}: initial JS+CSS (gzip)`);
    for (const [route, kb] of Object.entries(routes)) {
      const ok = kb <= BUDGET_KB[route];
      if (!ok && route === 'login') over = true;
      console.log(`  ${route.padEnd(6)} ${kb.toFixed(1).padStart(7)} KB   budget ${BUDGET_KB[route]} KB  ${ok ? 'ok' : 'OVER'}`);
    }
    console.log(`  largest chunk ${largest.file} ${largest.kb.toFixed(1)} KB`);
  }
  process.exit(over ? 1 : 0);
}
