// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, login, startMockBackend } from '../support';

/** Every refusal of a write is audited (body checks included), and keeps a bounded summary of the request, never the body. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T09:00:00Z') });
const refusals = () => backend.db.audit.query({ outcome: 'refused' });
const post = async (path: string, session: string, body: Record<string, unknown> | string) => (await call(path, { session, body })).envelope;

describe('refused writes in the audit', () => {
  it('audits a ticket create refused by its body checks, once, with the message key', async () => {
    const operator = await login('operator', 'operator123');
    const answer = await post('/vtproxy/workorder/ticket/create', operator, { pid: 'p-fault-tickets', title: '绝缘检测报警', stationdid: 'cs-0008', faulttype: 'insulation', priority: 'whenever' });
    expect(answer.status).not.toBe(0);
    const entries = refusals();
    expect(entries.map((e) => [e.username, e.pid, e.action, e.outcome])).toEqual([['operator', 'p-fault-tickets', 'ticket-create', 'refused']]);
    // A field refusal (priority 'whenever' is no choice): the audit keeps its first field error's key.
    expect((answer.result as { errors?: { field: string; messageKey: string }[] }).errors?.[0]).toMatchObject({ field: 'priority', messageKey: 'validation.option' });
    expect(entries[0]?.messageKey).toBe('validation.option');
  });

  it('audits a booking with a spoiled body and one that is no JSON at all', async () => {
    const admin = await login();
    const spoiled = await post('/officemerchant/airbnb/booking/create', admin, { pid: 'p-smartbnb-calendar', store: 'st-1001-04', room: 'x', from: '2026-12-28', to: '2026-12-25', guest: '', guests: 'many' });
    expect(spoiled.status).not.toBe(0);
    expect(await post('/officemerchant/airbnb/booking/move', admin, '{"pid":')).toMatchObject({ status: -1 });
    const entries = refusals();
    expect(entries.map((e) => [e.pid, e.action, e.resource, e.outcome])).toEqual([
      ['', 'booking-move', 'bnb-booking', 'refused'],
      ['p-smartbnb-calendar', 'booking-create', 'bnb-booking', 'refused'],
    ]);
    expect(entries.every((e) => e.messageKey !== '')).toBe(true);
  });

  it('audits a store write refused before its run: no did, and a body that is no JSON', async () => {
    const admin = await login();
    expect((await post('/sfsaas/api/store/update', admin, { pid: 'p-store-management', cmd: { name: 'x' } })).status).toBe(-1);
    expect((await post('/sfsaas/api/store/disable', admin, '{"pid":')).status).toBe(-1);
    expect(refusals().map((e) => [e.pid, e.action, e.resource, e.outcome])).toEqual([
      ['p-store-management', 'disable', 'store', 'refused'],
      ['p-store-management', 'update', 'store', 'refused'],
    ]);
    expect(refusals().every((e) => e.messageKey !== '')).toBe(true);
  });

  it('audits energy, knowledge and news writes refused before their run (an unreadable body, a bad field)', async () => {
    const admin = await login();
    expect((await post('/businessstatistics/api/energymanage/setfloorarea', admin, '{"building":')).status).toBe(-1);
    expect((await post('/sfsaas/api/tools/knowledge/save', admin, '{"pid":')).status).toBe(-1);
    expect((await post('/sfsaas/api/tools/news/read', admin, { pid: 'p-news-information', did: 'nw-c-1001-1', read: 'yes' })).status).toBe(-1);
    expect(refusals().map((e) => [e.area, e.action, e.resource, e.outcome])).toEqual([
      ['records', 'news-read', 'news', 'refused'],
      ['records', 'knowledge-create', 'knowledge-article', 'refused'],
      ['energy', 'floorarea.set', 'building', 'refused'],
    ]);
    expect(refusals().every((e) => e.messageKey !== '')).toBe(true);
  });

  it('audits signage writes refused before their run (an unreadable body, no did)', async () => {
    const admin = await login();
    expect((await post('/sfsaas/api/signage/playlist/save', admin, '{"pid":')).status).toBe(-1);
    expect((await post('/sfsaas/api/signage/group/remove', admin, { pid: 'p-screen-group' })).status).toBe(-1);
    expect(refusals().map((e) => [e.area, e.action, e.resource, e.outcome])).toEqual([
      ['records', 'screen-group-delete', 'screen-group', 'refused'],
      ['records', 'playlist-create', 'playlist', 'refused'],
    ]);
  });

  it('audits a device command refused before its run (an unreadable body, no command)', async () => {
    const operator = await login('operator', 'operator123');
    expect((await post('/vtservice/v1/batchDevsSet', operator, '{"pid":')).status).toBe(-1);
    expect((await post('/vtservice/v1/devControlAll', operator, { pid: 'p-ac-central', store: 'st-1005-01' })).status).toBe(-1);
    expect(refusals().map((e) => [e.username, e.area, e.action, e.resource, e.outcome])).toEqual([
      ['operator', 'command', 'set', 'device', 'refused'],
      ['operator', 'command', 'set', 'device', 'refused'],
    ]);
    expect(refusals().every((e) => e.messageKey !== '')).toBe(true);
  });

  it('audits policy and plan writes refused before their run (an unreadable body, an unknown type)', async () => {
    const admin = await login();
    expect((await post('/vttrigger/v1/create', admin, '{"pid":')).status).toBe(-1);
    expect((await post('/vttrigger/v1/delete', admin, { pid: 'p-peaking-plan', type: 'lunar-plan', did: 'x' })).status).toBe(-1);
    expect((await post('/officepolicy/v2/enable', admin, { pid: 'p-device-policy-list', did: 'pol-st-1005-01-01', enable: 'yes' })).status).toBe(-1);
    expect(refusals().map((e) => [e.area, e.action, e.resource, e.outcome])).toEqual([
      ['policy', 'enable', 'policy', 'refused'],
      // An unknown type names no kind (the audit's kinds are the mock's own, issue 35 gap 5).
      ['plan', 'delete', '', 'refused'],
      ['policy', 'create', 'policy', 'refused'],
    ]);
  });

  it('audits a generic record write refused by its body checks (no did), once', async () => {
    const admin = await login();
    expect((await post('/sfsaas/api/filter/update', admin, { pid: 'p-orders', cmd: { note: 'x' } })).status).not.toBe(0);
    expect(refusals().map((e) => [e.pid, e.action, e.resource, e.outcome])).toEqual([['p-orders', 'update', 'record', 'refused']]);
  });

  it('audits a rate rule write refused for its act, and a bill void whose body is no JSON', async () => {
    const admin = await login();
    expect((await post('/businessstatistics/api/businessraterule/set', admin, { pid: 'p-bill-managemant', did: 'rr-x', act: 'explode' })).status).not.toBe(0);
    expect((await post('/vtspace/api/bill/void', admin, '{"pid":"p-bill-managemant"')).status).not.toBe(0);
    expect(refusals().map((e) => [e.area, e.action, e.resource, e.outcome, e.messageKey !== ''])).toEqual([
      ['billing', 'void', 'bill', 'refused', true],
      ['billing', 'rate-rule-explode', 'rate-rule', 'refused', true],
    ]);
  });

  it('keeps under 4 KB of a refused write with a 25 MB body, with its length and SHA-256', async () => {
    const admin = await login();
    const body = JSON.stringify({ pid: 'p-smartbnb-calendar', store: 'st-1001-04', room: 'r', from: '2026-12-25', to: '2026-12-28', guest: 'g'.repeat(25 * 1024 * 1024), guests: 2 });
    expect((await post('/officemerchant/airbnb/booking/create', admin, body)).status).not.toBe(0);
    const [entry] = refusals();
    expect(entry?.action).toBe('booking-create');
    expect(JSON.stringify(entry).length).toBeLessThan(4096);
    expect(entry?.detail.request).toMatchObject({ bytes: Buffer.byteLength(body), sha256: createHash('sha256').update(body).digest('hex') });
  });

  it('keeps a refused upload’s file name, type and size, never its bytes', async () => {
    const admin = await login();
    const upload = (query: string, name: string, type: string, content: string) => fetch(`http://localhost/vt/staticfile/upload${query}`, {
      method: 'POST',
      headers: { loginsession: admin, 'content-type': 'multipart/form-data; boundary=b' },
      body: `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--b--\r\n`,
    });
    // An attachment refused for being empty, and a script offered to the media library.
    expect(((await (await upload('', 'notes.txt', 'text/plain', '')).json()) as { status: number }).status).not.toBe(0);
    expect(((await (await upload('?pid=p-media-manage', 'run.sh', 'text/x-sh', 'secret-bytes')).json()) as { status: number }).status).not.toBe(0);
    const [media, attachment] = refusals();
    expect([attachment?.action, attachment?.resource, attachment?.detail.request]).toEqual(['add', 'file', { bytes: expect.any(Number), summary: { contentType: 'multipart/form-data', file: { name: 'notes.txt', type: 'text/plain', size: 0 } } }]);
    expect([media?.pid, media?.action, media?.messageKey, media?.detail.request]).toEqual(['p-media-manage', 'media-upload', 'signage.mediaType', { bytes: expect.any(Number), summary: { contentType: 'multipart/form-data', file: { name: 'run.sh', type: 'text/x-sh', size: 0 } } }]);
    expect(JSON.stringify(refusals())).not.toContain('secret-bytes');
  });

  it('keeps no password of a refused password change, and no hash a password could be guessed from', async () => {
    const operator = await login('operator', 'operator123');
    expect((await post('/sfsaas/api/user/password', operator, { current: 'operator123', next: 'short1' })).status).not.toBe(0);
    const [entry] = refusals();
    expect(entry?.detail.request).toEqual({ bytes: 41, summary: { current: '[redacted]', next: '[redacted]' } });
  });

  it('keeps a bounded detail of a refused write whose detail carries what was sent', async () => {
    const viewer = await login('viewer', 'viewer123');
    const body = { pid: 'p-orders', did: 'x', cmd: { note: 'n'.repeat(1_000_000), list: Array.from({ length: 5000 }, (_, i) => i) } };
    expect((await post('/sfsaas/api/filter/update', viewer, body)).status).not.toBe(0);
    const [entry] = refusals();
    expect(entry?.outcome).toBe('refused');
    expect(JSON.stringify(entry).length).toBeLessThan(4096);
    expect(entry?.detail.request).toMatchObject({ bytes: Buffer.byteLength(JSON.stringify(body)) });
  });
});
