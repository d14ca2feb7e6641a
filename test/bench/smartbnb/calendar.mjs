// Bench row of issue 23: the booking calendar of a hotel of 300 rooms over a month of 31 days,
// from the bookings' answer to the bars on screen, and a booking dragged across days and rooms and
// dropped (issue 37: let go, not cancelled), by the longest main-thread task meanwhile. The biggest seeded hotel has ~117 rooms: the mock's
// control `smartbnb-bench-hotel` grows st-1001-04 to 300 (bench only; `reset` drops it).
import { readFileSync } from 'node:fs';
import { signIn } from '../devices/batch.mjs';
import { NotMeasured } from '../gate.mjs';
import { mockControl } from '../mockControl.mjs';
import { withTaskTrace } from '../tasks.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

export const CALENDAR_ROOMS = 300;
export const CALENDAR_STORE = 'st-1001-04';
/** A month of 31 days inside the seeded year, full of stays. */
export const CALENDAR_MONTH = '2026-10-01';
export const CALENDAR_ROW = `calendar, ${CALENDAR_ROOMS} rooms × 31 days: data → bars`;
const ACCOUNT = { username: 'bnbhost', password: 'bnbhost123' };
const WAIT = { timeout: 60_000, polling: 'raf' };
const SCREEN = '[data-screen="smartbnb-calendar"]';
/** Pointer steps of one drag; with the press and the release, the page gets at least this many input tasks + 2. */
export const DRAG_STEPS = 30;
/** The drag row's task count must show the drag in the trace: one task per pointer event at least. */
export const DRAG_MIN_TASKS = DRAG_STEPS + 2;
/** What the screen says after a drop (public/lang/en.json), each as a pattern: which outcome it was. */
const OUTCOMES = ['refusedDrop', 'returned', 'moved', 'split', 'serverRefused'];

function outcomePatterns() {
  const en = JSON.parse(readFileSync(new URL('../../../public/lang/en.json', import.meta.url), 'utf8'));
  const pattern = (text) => `^${text.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`;
  return OUTCOMES.map((kind) => [kind, pattern(en[`smartbnb.calendar.${kind}`])]);
}

/** Opens a path inside the running app (its router follows the address, no reload). */
function openInApp(to) {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Runs in the page each frame: once the month's bars show, ms since the bookings' answer ended (resource timing), and the figures shown. */
function barsSinceData(month) {
  const screen = document.querySelector('[data-screen="smartbnb-calendar"]');
  const grid = screen?.querySelector(`[role="grid"][data-calendar="month"]`);
  if (!grid || !grid.querySelector('[data-stay]') || !screen.querySelector(`[data-cell]`)) return false;
  const answer = performance.getEntriesByType('resource').filter((e) => e.name.includes('/booking/list')).at(-1);
  if (!answer || !location.search.includes(month)) return false;
  return { ms: performance.now() - answer.responseEnd, rows: Number(grid.getAttribute('aria-rowcount')) - 1, days: Number(grid.getAttribute('aria-colcount')) - 1, drawn: grid.querySelectorAll('[role="row"][data-room]').length, bars: grid.querySelectorAll('[data-stay]').length };
}

/**
 * Runs in the page: a booked bar wholly in view and a free place for it some days right and rooms
 * down (no other bar there, the room in order), so the drop is sent and saved; the most rooms down
 * first. Else the same bar 6 days right and 3 rooms down, where the drop is refused. Or null.
 */
function barAndPlace() {
  const grid = document.querySelector('[data-screen="smartbnb-calendar"] [role="grid"]');
  const view = grid.getBoundingClientRect();
  const dayW = grid.querySelector('[data-cell]').getBoundingClientRect().width;
  const right = Math.min(view.right, innerWidth);
  const bottom = Math.min(view.bottom, innerHeight);
  const rows = [...grid.querySelectorAll('[role="row"][data-room]')].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
  const overlaps = (a, b) => a.left < b.right - 2 && a.right > b.left + 2;
  for (const [index, row] of rows.entries()) {
    for (const bar of row.querySelectorAll('[data-stay][data-status="booked"]')) {
      const r = bar.getBoundingClientRect();
      if (!(r.width >= 30 && r.left > view.left + 180 && r.right + 300 < right && r.top > view.top + 50 && r.bottom + 150 < bottom)) continue;
      const rowTop = (i) => rows[i].getBoundingClientRect().top;
      const at = (days, down) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2, dx: days * dayW, dy: rowTop(index + down) - rowTop(index), days, down });
      for (const down of [3, 2, 1, 0]) {
        const target = rows[index + down];
        if (!target || target.getBoundingClientRect().bottom > bottom || target.querySelector('[data-cleaning="out-of-order"]')) continue;
        for (const days of [6, 5, 4, 7, 3, 2, 1]) {
          const place = { left: r.left + days * dayW, right: r.right + days * dayW };
          if (place.right + 20 > right) continue;
          const taken = [...target.querySelectorAll('[data-stay]')].some((other) => other !== bar && other.getAttribute('data-status') !== 'cancelled' && overlaps(place, other.getBoundingClientRect()));
          if (!taken) return { ...at(days, down), free: true };
        }
      }
      if (rows[index + 3]) return { ...at(6, 3), free: false };
    }
  }
  return null;
}

/**
 * Runs in the page each frame: once the drop is over (no ghost), the screen says its outcome and,
 * for a drop that was sent, the bookings came again after it, the outcome and ms since `since`.
 */
function dropOutcome({ patterns, since }) {
  if (document.querySelector('[data-screen="smartbnb-calendar"] [data-ghost]')) return false;
  const said = document.querySelector('[data-screen="smartbnb-calendar"] [data-testid="calendar-said"]')?.textContent?.trim() ?? '';
  const hit = patterns.find(([, source]) => new RegExp(source).test(said));
  if (!hit) return false;
  const sent = !['refusedDrop', 'returned'].includes(hit[0]);
  if (sent && !performance.getEntriesByType('resource').some((e) => e.name.includes('/booking/list') && e.startTime > window[since] && e.responseEnd > 0)) return false;
  return { kind: hit[0], ms: performance.now() - window[since] };
}

/**
 * Grows the hotel, signs the host in, then `runs` times: from the home screen, opens the calendar
 * on the 31-day month (inside the app) and measures the bookings' answer → bars on screen (traced);
 * then, on this month, drags a booked stay in 30 pointer steps to a free place up to 7 days right
 * and 3 rooms down and drops it, until the screen says the outcome and, when it was sent, the
 * bookings came again (moved, split, or refused before or by the server), traced for its longest
 * task and its task count.
 */
export async function calendarBench(browser, { url, labels, runs, problems }) {
  await mockControl(url, { action: 'reset' });
  const grown = await mockControl(url, { action: 'smartbnb-bench-hotel', username: ACCOUNT.username, store: CALENDAR_STORE, rooms: CALENDAR_ROOMS });
  const context = await browser.newContext(DESKTOP_CONTEXT);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text().slice(0, 200)}`));
  const base = new URL(url).pathname;
  const patterns = outcomePatterns();
  try {
    await signIn(page, { url, labels, account: ACCOUNT });
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${url}index/smartbnb-home`);
      await page.locator('[data-screen="smartbnb-home"] ul li').first().waitFor({ timeout: 60_000 });
      await page.evaluate(() => performance.clearResourceTimings());
      const render = await withTaskTrace(browser, page, async () => {
        await page.evaluate(openInApp, `${base}index/smartbnb-calendar?start=${CALENDAR_MONTH}`);
        return (await page.waitForFunction(barsSinceData, CALENDAR_MONTH, WAIT)).jsonValue();
      });
      await page.evaluate(openInApp, `${base}index/smartbnb-calendar`);
      await page.locator(`${SCREEN} [data-stay][data-status="booked"]`).first().waitFor({ timeout: 60_000 });
      const move = await page.evaluate(barAndPlace);
      if (!move) throw new Error('no booked stay in view to drag');
      const { x, y, dx, dy } = move;
      const drag = await withTaskTrace(browser, page, async () => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        // Steps of a fifth of a day or less: the ghost crosses cells and rooms on its way.
        for (let step = 1; step <= DRAG_STEPS; step += 1) await page.mouse.move(x + (dx * step) / DRAG_STEPS, y + (dy * step) / DRAG_STEPS, { steps: 1 });
        await page.locator(`${SCREEN} [data-ghost]`).waitFor({ timeout: 10_000 });
        await page.evaluate(() => (window.__benchDropAt = performance.now()));
        await page.mouse.up();
        return (await page.waitForFunction(dropOutcome, { patterns, since: '__benchDropAt' }, WAIT)).jsonValue();
      });
      if (drag.tasks.length < DRAG_MIN_TASKS) {
        throw new NotMeasured(`the drag's trace holds ${drag.tasks.length} main-thread tasks, fewer than its ${DRAG_MIN_TASKS} pointer events`);
      }
      samples.push({
        ...render.result, renderMaxCpu: render.maxCpu, renderMaxWall: render.maxWall,
        dragMaxCpu: drag.maxCpu, dragMaxWall: drag.maxWall, dragTasks: drag.tasks.length, dropped: drag.result.kind, dropMs: drag.result.ms,
        moved: `${move.days}d/${move.down}r`,
      });
    }
    return { samples, rooms: grown.rooms };
  } finally {
    await context.close();
    await mockControl(url, { action: 'reset' });
  }
}
