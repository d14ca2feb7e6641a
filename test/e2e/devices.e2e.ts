// The device and control screens of issue 13 as an operator meets them: a command to a unit goes
// from sent to the device's answer (the walk of every route is walks.e2e.ts).
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { recordToasts, signIn, toasts } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

const browser = setupBrowser();

describe('device and control screens (issue 13)', () => {
  // The walk of every route is walks.e2e.ts, from the devices descriptor.
  it('a command is answered', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await recordToasts(page);
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');

    // One unit off: sent, then confirmed by the device, and its row says Off.
    await page.goto(consoleUrl('index/common-ac/2'));
    const row = page.locator('tbody tr[data-row-key]').filter({ hasText: 'On' }).filter({ has: page.locator('input[type=checkbox]:not([disabled])') }).first();
    await row.locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await row.getByText('Confirmed').waitFor({ timeout: 15_000 });
    await row.getByText('Off', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('batch-results').innerText()).toContain('1 confirmed');

    expect(await toasts(page)).toEqual([]);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 300_000);

  it('a camera tile plays its HLS clip (the browser\'s own HLS, and hls.js where there is none) and the offline camera says so', async () => {
    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    /** The first playing tile's video, once it shows frames from `via`; its clock must move on. */
    const plays = async (via: 'native' | 'hls.js') => {
      const video = page.locator(`[data-screen="video-monitoring"] section[data-stream="playing"] video[data-player="${via}"]`).first();
      await video.waitFor({ timeout: 30_000 });
      const handle = await video.elementHandle();
      const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await page.waitForFunction(([v, t]) => (v as HTMLVideoElement).currentTime > (t as number) + 0.5, [handle, start] as const, { timeout: 15_000 });
    };
    await page.goto(consoleUrl('index/video-monitoring?layout=16'));
    await plays('native');
    // The store's one offline camera is on the first page of 16 (mock seed).
    const offline = page.locator('section[data-camera]').filter({ hasText: 'Camera offline: no video' });
    expect(await offline.count()).toBe(1);
    expect(await offline.locator('video').count()).toBe(0);

    // A browser without HLS of its own (Chromium before 141, Firefox): hls.js, loaded on demand.
    await page.addInitScript(() => {
      const own = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function canPlayType(type: string) {
        return /mpegurl/i.test(type) ? '' : own.call(this, type);
      };
    });
    await page.reload();
    await plays('hls.js');

    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 120_000);

  it('a schedule created for tomorrow is listed, and its run is in its execution record once simulated time passes', async () => {
    const origin = standaloneOrigin();
    const post = async <T>(path: string, body: unknown, session?: string): Promise<T> => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(session ? { loginsession: session } : {}), ...(path.startsWith('/__mock__') ? { 'x-cem-mock-control': '1' } : {}) },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { status: number; message?: string; result: T };
      if (envelope.status !== 0) throw new Error(`${path}: ${envelope.message ?? envelope.status}`);
      return envelope.result;
    };
    // The admin writes it (operators may not); the store's simulated now says which day is tomorrow.
    const admin = (await post<{ loginsession: string }>('/sfsaas/api/user/login', { username: 'admin', password: 'admin123' })).loginsession;
    const pid = 'p-strategy-air-conditioning';
    const { now } = await post<{ now: string }>('/vttrigger/v1/query', { pid, type: 'policy', store: 'st-1005-01', page: 1, pagesize: 1 }, admin);
    const tomorrow = new Date(Date.parse(now) + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10); // China, UTC+8
    const policy = await post<{ did: string }>('/vttrigger/v1/create', {
      pid, type: 'policy',
      policy: {
        name: 'E2E tomorrow', store: 'st-1005-01', menutype: 6, kind: 'schedule',
        schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '08:00', end: '09:00' }, from: tomorrow, to: null },
        actions: [{ target: { space: 'sp-st-1005-01-01-f03', kind: 'ac', subtype: 2 }, cmd: { on: true }, at: 'start' }],
      },
    }, admin);

    const tab = await browser.open();
    const { page } = tab;
    await page.goto(consoleUrl('login'));
    await signIn(page, 'operator', 'operator123');
    await page.goto(consoleUrl('index/device-policy-list/6'));
    const row = page.locator('[data-screen="device-policy-list"] tbody tr[data-row-key]').filter({ hasText: 'E2E tomorrow' });
    await row.getByText(`${tomorrow} 08:00`).waitFor({ timeout: 30_000 }); // next run

    const toNineTomorrow = Date.parse(`${tomorrow}T09:00:00+08:00`) - Date.parse(now);
    await post('/__mock__/control', { action: 'advance-time', ms: toNineTomorrow });
    await row.getByRole('link', { name: 'Execution record of E2E tomorrow' }).click();
    const run = page.locator('[data-screen="policy-execution-record"] tbody tr[data-row-key]').first();
    await run.waitFor({ timeout: 30_000 });
    expect(await run.innerText()).toContain('Schedule: Window start');
    await post('/vttrigger/v1/delete', { pid, type: 'policy', did: policy.did }, admin);
    expect(tab.pageErrors, tab.log.join('\n')).toEqual([]);
    expect(tab.consoleErrors, tab.log.join('\n')).toEqual([]);
  }, 120_000);
});
