// Measures, in Chromium, what jsdom cannot: whether the device control tables scroll sideways in
// their card, and whether KPI titles are cut or touch their comparison, at 1280, 1440 and 1920 px
// (issue 21, item 7). Against a running console, signed in as the operator:
//   npm start   (or any console with the mock), then
//   node test/tools/layout-probe.mjs http://127.0.0.1:5173/cem_platform/ [route,route…]
// Prints one line a width and route: table scrollWidth / clientWidth (equal: no sideways
// scroll), KPI rows, and the KPI titles that are cut or overlap their comparison.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:5173/cem_platform/';
const routes = (process.argv[3] ?? 'index/common-ac/2,index/common-power-switch/1,index/bill-managemant,index/project-overview').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + 'login');
await page.getByLabel(/^(User name|用户名)$/).fill('operator');
await page.getByLabel(/^(Password|密码)$/).fill('operator123');
await page.getByRole('button', { name: /^(Sign in|登 ?录)$/ }).click();
await page.waitForSelector('nav[aria-label="Side menu"], nav[aria-label="侧边菜单"]', { timeout: 90000 });
for (const width of [1280, 1440, 1920]) {
  await page.setViewportSize({ width, height: 900 });
  for (const route of routes) {
    await page.goto(base + route);
    try { await page.waitForSelector('tr[data-row-key], [data-kpi-card], .cem-card-extra', { timeout: 60000 }); } catch { console.log(width, route, 'no rows'); continue; }
    await page.waitForTimeout(2500);
    const r = await page.evaluate(() => {
      const tables = [...document.querySelectorAll('.cem-table-content, .cem-table-body')].map((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, card: el.closest('.cem-card')?.getBoundingClientRect().width | 0, cols: [...(el.querySelector('thead tr')?.children ?? [])].map((th) => `${(th.textContent || '').slice(0, 14)}:${th.getBoundingClientRect().width | 0}`).join(' ') }));
      const doc = { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
      const kpiCards = document.querySelectorAll('[data-kpi-card]').length ? [...document.querySelectorAll('[data-kpi-card]')] : [...(document.querySelector('main .cem-row, .cem-layout-content .cem-row')?.querySelectorAll(':scope > .cem-col > .cem-card') ?? [])];
      const kpis = kpiCards.map((c) => {
        const head = c.querySelector('.cem-card-head-title');
        const extra = c.querySelector('[data-kpi-extra], .cem-card-extra');
        const trend = c.querySelector('[data-trend]');
        const hr = head?.getBoundingClientRect();
        const cut = head ? head.scrollWidth > head.clientWidth + 1 : false;
        const overlap = [extra, trend].filter(Boolean).some((e) => { const er = e.getBoundingClientRect(); return hr && !(er.top >= hr.bottom || er.bottom <= hr.top || er.left >= hr.right || er.right <= hr.left); });
        const er = extra?.getBoundingClientRect();
        return { below: er && hr ? Math.round(er.top - hr.bottom) : null, titleH: hr ? Math.round(hr.height) : null, title: (head?.textContent || ''), extraText: (extra?.textContent || '').slice(0, 30), top: c.getBoundingClientRect().top | 0, w: c.getBoundingClientRect().width | 0, cut, overlap };
      });
      const tops = [...new Set(kpis.map((k) => k.top))];
      return { tables, doc, kpiRows: tops.length, kpis };
    });
    const t = r.tables[0];
    const kpiOf = (flag) => r.kpis.filter((k) => k[flag]).map((k) => k.title);
    console.log(`${width} ${route}: table ${t ? `${t.scroll}/${t.client}` : "none"}, KPI rows ${r.kpiRows}, cut ${JSON.stringify(kpiOf("cut"))}, overlapping ${JSON.stringify(kpiOf("overlap"))}`);
  }
}
await browser.close();
