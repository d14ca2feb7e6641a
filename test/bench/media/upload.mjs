// Bench row of issue 23: a 200 MB video uploaded through the media library's page (the console's
// upload queue, axios with onUploadProgress, the mock streaming it to disk). Two figures: how much
// the mock's memory grows meanwhile (the mock runs in this Node process, inside the preview
// server), and the longest stretch in which the page's progress bar did not move.
import { signIn } from '../devices/batch.mjs';
import { sampleMemory } from './memory.mjs';
import { DESKTOP_CONTEXT } from '../context.mjs';

export const UPLOAD_ROW = 'upload: 200 MB video, mock memory growth';
export const UPLOAD_BYTES = 200 * 2 ** 20;
const NAME = 'bench-200mb.mp4';
const WAIT = { timeout: 300_000, polling: 100 };

/**
 * Runs in the page: builds the file in the browser (zeros typed video/mp4: the browser cannot decode
 * it, so the upload goes without duration, as any undecodable file does), gives it to the screen's
 * file input as a person's choice would, and notes each change of its progress bar.
 */
function chooseAndWatch({ name, bytes }) {
  const input = document.querySelector('[data-screen="media-manage"] input[type="file"]');
  const times = (window.__uploadTimes = []);
  let last = null;
  const look = () => {
    const line = document.querySelector(`[data-upload="${name}"]`);
    const value = line?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null;
    if (value !== null && value !== last) {
      last = value;
      times.push({ at: performance.now(), value: Number(value) });
    }
  };
  new MutationObserver(look).observe(document.querySelector('[data-screen="media-manage"]'), { subtree: true, childList: true, attributes: true, characterData: true });
  // Long tasks of the page meanwhile: what keeps the bar from moving when the wait is the page's own.
  const longTasks = (window.__uploadLongTasks = []);
  new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push([Math.round(e.startTime - window.__uploadStart), Math.round(e.duration)]))).observe({ type: 'longtask' });
  const transfer = new DataTransfer();
  transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'video/mp4' }));
  window.__uploadStart = performance.now();
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Runs in the page: once the upload says it is stored, the gaps between progress changes (ms). */
function uploadDone(name) {
  const line = document.querySelector(`[data-upload="${name}"]`);
  const state = line?.textContent ?? '';
  if (/Failed|Not accepted|Cancelled/.test(state)) return { failed: state };
  if (!/Uploaded/.test(state)) return 0;
  const end = performance.now();
  const marks = [window.__uploadStart, ...window.__uploadTimes.map((t) => t.at), end];
  const gaps = marks.slice(1).map((at, i) => at - marks[i]);
  const worst = gaps.indexOf(Math.max(...gaps));
  // Where the longest wait was: the bar's value before it (-1: before the first change, 101: before "Uploaded").
  const at = worst === 0 ? -1 : worst === gaps.length - 1 ? 101 : window.__uploadTimes[worst - 1].value;
  const timeline = window.__uploadTimes.map((t) => [Math.round(t.at - window.__uploadStart), t.value]);
  return { timeline, longTasks: window.__uploadLongTasks.filter(([, ms]) => ms >= 200), ms: end - window.__uploadStart, changes: window.__uploadTimes.length, maxGap: gaps[worst], maxGapAfter: at, firstAt: (window.__uploadTimes[0]?.at ?? end) - window.__uploadStart };
}

/**
 * Signs in as the admin, opens media-manage, uploads the file once while this process samples its
 * own memory every 20 ms (RSS, and V8 heap + array buffers) against a baseline taken after a
 * forced collection; then deletes the file through the page (the mock's disk is left as it was).
 */
export async function mediaUpload(browser, { url, labels, account, problems }) {
  const context = await browser.newContext(DESKTOP_CONTEXT);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text().slice(0, 200)}`));
  try {
    await signIn(page, { url, labels, account });
    await page.goto(`${url}index/media-manage`);
    await page.locator('[data-screen="media-manage"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
    const sampler = sampleMemory();
    let page_;
    let memory;
    try {
      await page.evaluate(chooseAndWatch, { name: NAME, bytes: UPLOAD_BYTES });
      page_ = await (await page.waitForFunction(uploadDone, NAME, WAIT)).jsonValue();
    } finally {
      memory = sampler.stop();
    }
    if (page_.failed) throw new Error(`the upload did not finish: ${page_.failed}`);
    // The list is read again once the file is stored: it shows the new row; then it goes.
    await page.getByRole('button', { name: `Delete ${NAME}`, exact: true }).click();
    await page.locator('.cem-modal').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${NAME}`, exact: true }).waitFor({ state: 'detached', timeout: 60_000 });
    return { ...page_, ...memory };
  } finally {
    await context.close();
  }
}
