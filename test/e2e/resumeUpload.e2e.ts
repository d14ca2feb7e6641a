// Issue 36 item 6 in a browser: a media upload cut at about half (its connection dropped by the
// mock's network faults), the page reloaded, the same file chosen again: the queue asks the
// server's offset and sends only the rest, and the stored file is the source, byte for byte.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../src/api/uploadPaths';
import { setupBrowser, waitUntil } from './support/browser';
import { INJECTED_FAULTS } from './support/consoleProblems';
import { networkFaults } from './support/chaos';
import { signIn } from './support/console';
import { consoleUrl, standaloneOrigin } from './support/workerServers';

// The upload is cut on purpose: Chromium says so for the request (net::ERR_CONNECTION_RESET).
const browser = setupBrowser({ allowConsole: [INJECTED_FAULTS] });

function uploadMegabytes(text: string | undefined): number {
  const mb = Number(text);
  return Number.isInteger(mb) && mb >= 8 && mb <= 512 ? mb : 24;
}

/**
 * Several of the console's chunks (UPLOAD_CHUNK_BYTES, 4 MB): 24 MB in the suite; the issue's
 * 200 MB by hand with RESUME_UPLOAD_MB=200 (whole MB from 8 to 512, else 24).
 */
const SIZE = uploadMegabytes(process.env.RESUME_UPLOAD_MB) * 1024 * 1024;
const NAME = 'e2e-resume.mp4';
const UPLOAD_PATH = '/vt/staticfile/tus/upload';

afterEach(() => networkFaults(standaloneOrigin(), []));

/** Byte i of the source file: the same in the page and here, and no two chunks alike. */
const byteAt = (i: number) => (i * 7 + (i >>> 13)) & 0xff;

function sourceSha256(): string {
  const bytes = new Uint8Array(SIZE);
  for (let i = 0; i < SIZE; i += 1) bytes[i] = byteAt(i);
  return createHash('sha256').update(bytes).digest('hex');
}

/** Runs in the page: builds the file and gives it to the library's file input as a person's choice would. */
function chooseFile({ name, size }: { name: string; size: number }) {
  const bytes = new Uint8Array(size);
  // byteAt, written out: the page's policy allows no code built from text.
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >>> 13)) & 0xff;
  const input = document.querySelector<HTMLInputElement>('[data-screen="media-manage"] input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([bytes], name, { type: 'video/mp4' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

interface TusTraffic {
  /** Creation requests (POST) seen. */
  creations: number;
  /** Bytes each PATCH carried (its slice: from its Upload-Offset, one chunk or the rest). */
  patchBytes: number;
  /** The highest offset the server confirmed (Upload-Offset of its answers). */
  confirmed: number;
  /** The offset the first HEAD answered (where a resumed upload goes on from), or -1. */
  headOffset: number;
  /** The media record the last chunk's answer carried. */
  did: string;
  dropped: number;
}

/** Counts the upload's requests and answers on this page (the browser's own view of the wire). */
function watchTus(page: Page): TusTraffic {
  const seen: TusTraffic = { creations: 0, patchBytes: 0, confirmed: 0, headOffset: -1, did: '', dropped: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.endsWith('/vt/staticfile/tus')) seen.creations += 1;
    if (request.method() === 'PATCH' && path.endsWith(UPLOAD_PATH)) {
      const offset = Number(request.headers()['upload-offset']);
      seen.patchBytes += Math.min(UPLOAD_CHUNK_BYTES, SIZE - offset);
    }
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.endsWith(UPLOAD_PATH)) seen.dropped += 1;
  });
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith(UPLOAD_PATH) || !response.ok()) return;
    const offset = Number(response.headers()['upload-offset']);
    if (response.request().method() === 'HEAD' && seen.headOffset < 0) seen.headOffset = offset;
    if (Number.isSafeInteger(offset)) seen.confirmed = Math.max(seen.confirmed, offset);
    if (response.status() === 200 && response.request().method() === 'PATCH') {
      const body = (await response.json().catch(() => null)) as { result?: { did?: string } } | null;
      if (body?.result?.did) seen.did = body.result.did;
    }
  });
  return seen;
}

async function openLibrary(page: Page): Promise<void> {
  await page.goto(consoleUrl('index/media-manage'));
  await page.locator('[data-screen="media-manage"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
}

const uploadLine = (page: Page) => page.locator(`[data-upload="${NAME}"]`);

/** The stored file's SHA-256, read through its signed link (no session on the GET, as an <img> or a download). */
async function storedSha256(did: string): Promise<string> {
  const origin = standaloneOrigin();
  const login = await fetch(new URL('/sfsaas/api/user/login', origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  const session = ((await login.json()) as { result: { loginsession: string } }).result.loginsession;
  const links = await fetch(new URL('/vt/staticfile/links', origin), { method: 'POST', headers: { 'content-type': 'application/json', loginsession: session }, body: JSON.stringify({ dids: [did], pid: 'p-media-manage' }) });
  const [link] = ((await links.json()) as { result: { links: { url: string }[] } }).result.links;
  const served = await fetch(new URL(link!.url, origin));
  expect(served.status).toBe(200);
  return createHash('sha256').update(new Uint8Array(await served.arrayBuffer())).digest('hex');
}

describe('a media upload cut at half', () => {
  it('resumes after a reload from the server offset and stores the same bytes', async () => {
    const { page, pageErrors } = await browser.open();
    await page.goto(consoleUrl('login'));
    await signIn(page, 'admin', 'admin123');
    await openLibrary(page);
    // Each chunk waits a second at the server, so the cut lands while the upload is under way.
    await networkFaults(standaloneOrigin(), [{ pattern: UPLOAD_PATH, latencyMs: 1000 }]);
    const before = watchTus(page);
    await page.evaluate(chooseFile, { name: NAME, size: SIZE });

    // Half the file confirmed, then the cut (a chunk already at the server may still land).
    const cutFrom = SIZE / 2;
    await waitUntil(() => before.confirmed, (bytes) => bytes >= cutFrom, 'half the file confirmed', 120_000);
    // From here every chunk and offset question loses its connection.
    await networkFaults(standaloneOrigin(), [{ pattern: UPLOAD_PATH, dropRate: 1 }]);
    await waitUntil(() => before.dropped, (dropped) => dropped >= 1, 'a dropped upload request', 60_000);
    expect(before.creations).toBe(1);
    const cutAt = before.confirmed;
    expect(cutAt).toBeGreaterThanOrEqual(cutFrom);
    expect(cutAt).toBeLessThan(SIZE);

    await networkFaults(standaloneOrigin(), []);
    const after = watchTus(page);
    await page.reload();
    await page.locator('[data-screen="media-manage"] tbody tr[data-row-key]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(chooseFile, { name: NAME, size: SIZE });
    await uploadLine(page).getByText('Uploaded').waitFor({ timeout: 120_000 });

    console.info(`[resume e2e] ${SIZE} bytes in ${UPLOAD_CHUNK_BYTES}-byte chunks; confirmed at the cut ${cutAt}, server offset after the reload ${after.headOffset}, sent after the reload ${after.patchBytes}`);
    // Resumed, not started over: no new upload, the server's offset asked, only the rest sent.
    expect(after.creations).toBe(0);
    expect(after.headOffset).toBeGreaterThanOrEqual(cutAt);
    expect(after.patchBytes).toBeLessThanOrEqual(SIZE - after.headOffset + UPLOAD_CHUNK_BYTES);
    expect(after.patchBytes).toBeLessThan(SIZE);
    expect(await uploadLine(page).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(after.did).not.toBe('');
    expect(await storedSha256(after.did)).toBe(sourceSha256());
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
