// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isClock, isDay, isInstant, isMonth } from '../../../mock/api/db/core/clock/readDates';
import { call, login, startMockBackend } from '../support';

/**
 * Issue 36 §1, the spoiled dates found at main: each was a 500 or read as another day. The one
 * calendar reader (readDates.ts) refuses them, keyed, naming the field.
 */
startMockBackend();

const wrongDay = (field: string) => ({ messageKey: 'request.wrongType', values: { field, expected: 'day' } });

describe('the calendar reader of requests', () => {
  it('takes real days, months, times and instants only', () => {
    expect(['2026-10-31', '2024-02-29', '2026-02-28'].every(isDay)).toBe(true);
    expect(['2026-02-30', '2026-02-29', '2026-13-01', '2026-13-45', '2026-00-10', '2026-1-05', '2026-10-01x', 20261001].some(isDay)).toBe(false);
    expect([isMonth('2026-12'), isMonth('2026-13'), isMonth('2026-00')]).toEqual([true, false, false]);
    expect([isClock('23:59'), isClock('24:61'), isClock('24:00'), isClock('7:00')]).toEqual([true, false, false, false]);
    expect([isInstant('2026-10-01T08:00:00+08:00'), isInstant('2026-10-01T00:00:00.000Z'), isInstant('2026-13-45T25:61:00Z'), isInstant('2026-02-30T00:00:00Z'), isInstant('2026-10-01T08:00:00')]).toEqual([true, true, false, false, false]);
  });
});

describe('spoiled dates found at main are refused with a key naming the field', () => {
  const audit = async (body: Record<string, unknown>) => (await call('/sfsaas/api/audit/list', { session: await login(), body: { pid: 'p-audit-management', page: 1, pagesize: 20, ...body } })).envelope;

  it('audit/list: 2026-13-45 was HTTP 500, 2026-02-30 was read as 2 March', async () => {
    expect(await audit({ from: '2026-13-45' })).toMatchObject({ status: -1, result: wrongDay('from') });
    expect(await audit({ to: '2026-13-45' })).toMatchObject({ status: -1, result: wrongDay('to') });
    expect(await audit({ from: '2026-02-30', to: '2026-03-05' })).toMatchObject({ status: -1, result: wrongDay('from') });
    expect(await audit({ from: 20261001 })).toMatchObject({ status: -1, result: wrongDay('from') });
    expect((await audit({ from: '2026-02-28', to: '2026-03-05' })).status).toBe(0);
    expect(await audit({ from: '2026-03-05', to: '2026-02-28' })).toMatchObject({ status: -1, result: wrongDay('to') });
  });

  it('the ticket overview: a period of 2026-13-01 passed the period parser, then the overview threw', async () => {
    const overview = async (from: string) => (await call('/vtproxy/workorder/overview', { session: await login(), body: { pid: 'p-service-ticket-overview', from, to: '2026-10-31', station: 'cs-0001' } })).envelope;
    expect(await overview('2026-13-01')).toMatchObject({ status: -1, result: wrongDay('from') });
    expect(await overview('2026-02-30')).toMatchObject({ status: -1, result: wrongDay('from') });
    expect((await overview('2026-10-01')).status).toBe(0);
  });

  it('the charging overviews name the day of the period that is not one', async () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    const { envelope } = await call('/evcharge/overview/figures', { session: await login(), body: { pid: 'p-operation-monitoring-overview', periods: { current: { ...range, to: '2026-09-31' }, previous: range, lastYear: range } } });
    expect(envelope).toMatchObject({ status: -1, result: wrongDay('current.to') });
  });

  it('bill reconciliation: 2026-02-30 is not read as 2 March', async () => {
    const { envelope } = await call('/vtspace/api/bill/reconciliation', { session: await login(), body: { pid: 'p-transaction-reconciliation', store: 'st-1001-04', from: '2026-02-30', to: '2026-03-31' } });
    expect(envelope).toMatchObject({ status: -1, result: wrongDay('from') });
  });

  it('a media upload named filename*=UTF-8\'\'%E0%A4%A threw decoding the name: now a keyed refusal naming the file field', async () => {
    const body = `--b\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''%E0%A4%A\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n`;
    const response = await fetch('http://localhost/vt/staticfile/upload?pid=p-media-manage', { method: 'POST', headers: { loginsession: await login(), 'content-type': 'multipart/form-data; boundary=b' }, body });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: -1, result: { messageKey: 'request.wrongType', values: { field: 'file', expected: 'string' } } });
  });
});

describe('a list filter bound shaped like a day must be one', () => {
  it('filter/query refuses starttime ≥ 2026-02-30 (keyed, naming the bound) instead of comparing it as text', async () => {
    const query = async (gte: string) => (await call('/sfsaas/api/filter/query', { session: await login(), body: { pid: 'p-orders', page: 1, pagesize: 5, filter: { starttime: { gte } } } })).envelope;
    expect(await query('2026-02-30')).toMatchObject({ status: -1, message: 'invalid filter: starttime.gte (not a real day: 2026-02-30)', result: { messageKey: 'request.invalidFilter', values: { field: 'starttime.gte' } } });
    expect((await query('2026-02-28')).status).toBe(0);
  });
});
