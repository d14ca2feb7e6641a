// The bundle size budgets (issue 37 item 4) in `npm test`: the production build this suite's
// global setup made (dist/cem_platform, the standalone console), measured as `npm run bench` and
// `npm run build` measure it, against the login floor built here (one small page, a few seconds).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, loginVerdict, measureBuild } from '../tools/report-size.mjs';
import { FLOOR_RATIO_BUDGET, buildLoginFloor, floorKb } from '../bench/login-floor/bench.mjs';

const STANDALONE_BUILD = fileURLToPath(new URL('../../dist/cem_platform', import.meta.url));

describe('the production build within its size budgets', () => {
  let routes: { login: number; home: number };
  let floor: number;
  beforeAll(async () => {
    await buildLoginFloor();
    floor = floorKb();
    routes = measureBuild(STANDALONE_BUILD).routes;
  });

  it('the login route weighs at most 0.97 × the login floor of the same run (initial JS+CSS, gzip)', () => {
    expect(FLOOR_RATIO_BUDGET).toBe(0.97);
    const login = loginVerdict(routes.login, floor, FLOOR_RATIO_BUDGET);
    const said = `login route ${routes.login.toFixed(1)} KB = ${login.ratio.toFixed(3)}× the floor ${floor.toFixed(1)} KB (budget ${login.budgetKb.toFixed(1)} KB)`;
    expect(login.ok, said).toBe(true);
  });

  it('carries none of the API contract machinery (ajv, the OpenAPI document): it is the mock\'s and the tests\' (issue 38 item 7)', () => {
    const markers = [/ajv\.js\.org|json-schema\.org\/draft/, /"openapi":\s*"3\.1/, /contract\/openapi\.json/];
    const files = readdirSync(STANDALONE_BUILD, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|css|html)$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    const found = files.filter((file) => markers.some((marker) => marker.test(readFileSync(path.join(STANDALONE_BUILD, file), 'utf8'))));
    expect(found).toEqual([]);
  });

  it('/index/home weighs at most 450 KB (initial JS+CSS, gzip)', () => {
    expect(BUDGET_KB.home).toBe(450);
    expect(routes.home, `/index/home ${routes.home.toFixed(1)} KB`).toBeLessThanOrEqual(450);
  });
});
