// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_FIELD, type FileRecord } from '../../../src/api/pageConfig';
import type { Envelope } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** A file goes only to a session of its company, or through a short-lived signed link. */

const START = Date.parse('2026-11-03T02:00:00.000Z');
let clock = START;
startMockBackend({ now: () => clock });

const ORIGIN = 'http://localhost';
const TEN_MINUTES = 10 * 60 * 1000;

interface Links {
  links: Array<{ did: string; url: string; expires: string }>;
}

let admin = '';
beforeEach(async () => {
  clock = START;
  admin = await login();
});

async function upload(session: string, text: string): Promise<FileRecord> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([text], { type: 'text/plain' }), 'secret.txt');
  const response = await fetch(`${ORIGIN}/vt/staticfile/upload`, { method: 'POST', headers: { loginsession: session }, body: form });
  return ((await response.json()) as Envelope<FileRecord>).result;
}

const get = (path: string, session?: string) => fetch(`${ORIGIN}${path}`, { headers: session ? { loginsession: session } : {} });

/** What a GET answered: its status and body text. */
async function served(path: string, session?: string): Promise<[number, string]> {
  const response = await get(path, session);
  return [response.status, await response.text()];
}

const links = async (session: string, dids: unknown) => (await call<Links>('/vt/staticfile/links', { session, body: { dids } })).envelope;

describe('serving a file', () => {
  it('answers as if it did not exist without a session, to another company and to an ended session', async () => {
    const file = await upload(admin, 'the lease terms');
    expect(await served(file.url, admin)).toEqual([200, 'the lease terms']);
    const [status, body] = await served(file.url);
    expect(status).toBe(404);
    expect(body).not.toContain('the lease terms');
    expect(JSON.parse(body)).toMatchObject({ status: 404, result: { messageKey: 'request.notFoundUnnamed', values: { kind: 'file' } } });
    const other = await login('ggadmin', 'greengrid123');
    expect((await served(file.url, other))[0]).toBe(404);
    // The seeded media of another company, whose ids can be guessed, likewise.
    expect((await served('/vt/staticfile/get?did=media-c-2001-01', admin))[0]).toBe(404);
    expect((await served('/vt/staticfile/get?did=media-c-2001-01', other))[0]).toBe(200);
    await call('/sfsaas/api/user/logout', { session: admin, body: {} });
    expect((await served(file.url, admin))[0]).toBe(404);
  });

  it('signs links for the caller’s own files only, which work without a session for ten minutes', async () => {
    const file = await upload(admin, 'floor plan');
    const answer = await links(admin, [file.did, 'media-c-1001-01', 'media-c-2001-01', 'file-0000']);
    expect(answer.status).toBe(0);
    expect(answer.result.links.map((link) => link.did)).toEqual([file.did, 'media-c-1001-01']);
    const [link] = answer.result.links;
    // Ten minutes on the world's clock (it starts 2026-11-01 00:00 in Shanghai), which the console reads.
    expect(link!.expires).toBe('2026-10-31T16:10:00.000Z');
    expect(link!.url).toMatch(new RegExp(`^/vt/staticfile/get\\?did=${file.did}&exp=${Date.parse('2026-10-31T16:10:00.000Z')}&sig=[\\w-]{43}$`));
    expect(await served(link!.url)).toEqual([200, 'floor plan']);
    // The other company gets no link for it.
    const other = await login('ggadmin', 'greengrid123');
    expect((await links(other, [file.did])).result.links).toEqual([]);
    clock = START + TEN_MINUTES - 1;
    expect((await served(link!.url))[0]).toBe(200);
    clock = START + TEN_MINUTES;
    expect((await served(link!.url))[0]).toBe(404);
  });

  it('refuses a tampered link: another file, a later expiry, a changed signature', async () => {
    const mine = await upload(admin, 'mine');
    const theirs = await upload(await login('ggadmin', 'greengrid123'), 'theirs');
    const { url } = (await links(admin, [mine.did])).result.links[0]!;
    const [, exp = '', sig = ''] = /exp=(\d+)&sig=(.+)$/.exec(url) ?? [];
    expect((await served(url.replace(mine.did, theirs.did)))[0]).toBe(404);
    expect((await served(url.replace(`exp=${exp}`, `exp=${Number(exp) + TEN_MINUTES}`)))[0]).toBe(404);
    expect((await served(url.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)))[0]).toBe(404);
    expect((await served(`/vt/staticfile/get?did=${mine.did}&exp=${exp}`))[0]).toBe(404);
    // A signed link is not a way round the session: a bad one fails even with the owner's session.
    expect((await served(url.replace(sig, 'x'), admin))[0]).toBe(404);
  });

  it('takes a list of at most 200 ids, and only signed in', async () => {
    expect((await links(admin, 'file-1')).result).toMatchObject({ messageKey: 'request.invalidField' });
    expect((await links(admin, Array.from({ length: 201 }, (_, i) => `file-${i}`))).result).toMatchObject({ messageKey: 'request.invalidField' });
    expect((await call('/vt/staticfile/links', { body: { dids: [] } })).envelope.status).toBe(-45592);
  });
});
