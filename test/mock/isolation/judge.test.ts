// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { judge, send, type ProbeWorld } from './runner';
import { read, write } from './samples/probe';

/** The matrix's judge on answers made up here: it must see a leak, an echo, and let a refusal be. */

const ENDPOINT = 'POST /probe';
/** An endpoint that refuses a known store -45403 naming it and answers any other id as not found. */
const refusing = http.post('http://localhost/probe', async ({ request }) => {
  const { store } = (await request.json()) as { store: string };
  if (store === 'st-1001-04') return HttpResponse.json({ status: -45403, message: `no access to store ${store}`, result: { messageKey: 'access.noStore', values: { store } } });
  return HttpResponse.json({ status: -1, message: `no such store: ${store}`, result: { messageKey: 'request.notFound', values: { kind: 'store', id: store } } });
});
const world = (name: ProbeWorld['name'], answer = refusing): Omit<ProbeWorld, 'db' | 'contract'> => ({ name, handlers: [answer], session: 's', markers: ['st-1001-04', '汇能广场·杭州新城店'] });
const answering = (body: Record<string, unknown>) => http.post('http://localhost/probe', () => HttpResponse.json(body));
const verdict = async (w: Omit<ProbeWorld, 'db' | 'contract'>, probe = read({ store: 'st-1001-04' })) => judge(w, ENDPOINT, probe, await send(w, ENDPOINT, probe));

describe('the matrix’s judge', () => {
  it('calls data of the first company in an accepted answer a leak, and an accepted write a leak even when it says nothing', async () => {
    const leaky = world('other-store', answering({ status: 0, message: 'ok', result: [{ name: '汇能广场·杭州新城店' }] }));
    expect(await verdict(leaky)).toMatchObject({ kind: 'leak', detail: 'answer holds 汇能广场·杭州新城店' });
    const silent = world('other-company', answering({ status: 0, message: 'ok', result: null }));
    expect(await verdict(silent, write({ store: 'st-1001-04' }))).toMatchObject({ kind: 'leak', detail: 'write accepted' });
    expect(await verdict(silent)).toBeUndefined();
  });

  it('lets a batch whose every item was refused be a refusal', async () => {
    const batch = world('other-store', answering({ status: 0, message: 'ok', result: { items: [{ did: 'x', accepted: false, status: -45403, messageKey: 'access.noStore' }] } }));
    expect(await verdict(batch, write({ store: 'st-1001-04' }))).toBeUndefined();
  });

  it('calls another company’s id refused otherwise than an id that does not exist an echo; the store-scoped user may be told -45403', async () => {
    expect(await verdict(world('other-company'))).toMatchObject({ kind: 'echo', detail: 'refused -45403 access.noStore naming st-1001-04; an id that does not exist gets -1 request.notFound' });
    expect(await verdict(world('other-store'))).toBeUndefined();
    const notFound = world('other-company', answering({ status: -1, message: 'no such store: st-1001-04', result: { messageKey: 'request.notFound' } }));
    expect(await verdict(notFound)).toBeUndefined();
  });
});
