// The bench's size rows (issue 37 item 4): the initial JS+CSS of the login route against the login
// floor built in the same run, /index/home against its fixed budget, and the largest chunk. Their
// figures come from the build's files, not from a clock, so they are the deterministic rows
// `npm run bench:ci` (`--deterministic`) runs in CI without a browser.
import path from 'node:path';
import { BUDGET_KB, loginVerdict, measureBuild } from '../tools/report-size.mjs';
import { FLOOR_RATIO_BUDGET, floorKb } from './login-floor/bench.mjs';

/** Adds the size rows of the standalone build in `dist/cem_platform` under `root` to `table`. */
export function sizeRows(table, root) {
  const { routes, largest } = measureBuild(path.join(root, 'dist/cem_platform'));
  const floor = floorKb();
  const plainFloor = floorKb({ axios: false });
  const login = loginVerdict(routes.login, floor, FLOOR_RATIO_BUDGET);
  table.row('initial JS+CSS, login route (gzip)', `${routes.login.toFixed(1)} KB`, {
    budget: `≤ ${login.budgetKb.toFixed(1)} KB`, ok: login.ok, figure: login.ratio, note: `${FLOOR_RATIO_BUDGET} × the floor below, this run (npm run build checks the same)`,
  });
  table.row('login floor: React+router+antd+axios (gzip)', `${floor.toFixed(1)} KB`, { note: 'Card, Form of 2 Inputs, Select, Button in ConfigProvider+App, posted with axios (test/bench/login-floor)' });
  table.row('login floor without axios (gzip)', `${plainFloor.toFixed(1)} KB`, { note: `the same page without axios: axios weighs ${(floor - plainFloor).toFixed(1)} KB there` });
  table.row('login route ÷ login floor (with axios)', `${login.ratio.toFixed(3)}×`, { budget: `≤ ${FLOOR_RATIO_BUDGET}×`, ok: login.ok, figure: login.ratio });
  table.row('initial JS+CSS, /index/home (gzip)', `${routes.home.toFixed(1)} KB`, { budget: `≤ ${BUDGET_KB.home} KB`, ok: routes.home <= BUDGET_KB.home, figure: routes.home });
  table.row('largest chunk (gzip)', `${largest.kb.toFixed(1)} KB`, { note: largest.file });
}
