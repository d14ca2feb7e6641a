// Prints the gzip size of the initial JS+CSS of the login route and of /index/home for each
// build in dist/, from Vite's manifest: the entry's static imports plus the lazy modules the
// route renders first. Exit code 1 (a failed `npm run build`) when the login route is over its
// budget: 0.97 × the floor, a minimal login page of the same React, router, antd and axios
// (test/bench/login-floor), built here in the same run (a few seconds) and by `npm run bench`.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
// A cycle (the floor measures itself with initialKb from here): only functions cross it.
import { FLOOR_RATIO_BUDGET, buildLoginFloor, floorKb } from '../bench/login-floor/bench.mjs';

/** /index/home's budget in KB; the login route's is a ratio to the floor (FLOOR_RATIO_BUDGET). */
export const BUDGET_KB = { home: 450 };
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

/** The login route's verdict against the floor measured in the same run. */
export function loginVerdict(loginKb, floorKb, ratioBudget) {
  const budgetKb = floorKb * ratioBudget;
  return { ratio: loginKb / floorKb, budgetKb, ok: loginKb <= budgetKb };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildLoginFloor();
  const floor = floorKb();
  console.log(`\nlogin floor (React, router, antd and axios; test/bench/login-floor): ${floor.toFixed(1)} KB gzip`);
  let over = false;
  for (const build of ['cem_platform', 'cem-platform']) {
    const dir = path.join('dist', build);
    if (!existsSync(path.join(dir, '.vite', 'manifest.json'))) continue;
    const { routes, largest } = measureBuild(dir);
    console.log(`\n${dir}: initial JS+CSS (gzip)`);
    const login = loginVerdict(routes.login, floor, FLOOR_RATIO_BUDGET);
    if (!login.ok) over = true;
    console.log(
      `  login  ${routes.login.toFixed(1).padStart(7)} KB   budget ${login.budgetKb.toFixed(1)} KB (${FLOOR_RATIO_BUDGET} × floor)  ` +
        `${login.ratio.toFixed(3)}× floor  ${login.ok ? 'ok' : 'OVER'}`,
    );
    const homeOk = routes.home <= BUDGET_KB.home;
    console.log(`  home   ${routes.home.toFixed(1).padStart(7)} KB   budget ${BUDGET_KB.home} KB  ${homeOk ? 'ok' : 'OVER'}`);
    console.log(`  largest chunk ${largest.file} ${largest.kb.toFixed(1)} KB`);
  }
  process.exit(over ? 1 : 0);
}
