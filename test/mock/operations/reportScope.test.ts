// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GeneratedReport, ReportJob } from '../../../src/api/operations/reportsTypes';
import { call, keyed, login, startMockBackend } from '../support';

/** A generated report is read from the stores of its station: another user of the company follows, cancels or lists it only if they reach them (issue 35 §3, §8). */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T00:00:00Z') });
const CENTER = 'p-asset-report-center';
const ev = async <T>(path: string, session: string, body: Record<string, unknown>) => (await call<T>(`/evcharge/report/${path}`, { session, body: { pid: CENTER, ...body } })).envelope;

/** The admin's report over cs-0001 (汇能广场·上海东站店, st-1001-01), to the end or still running. */
async function adminJob(admin: string, done: boolean): Promise<ReportJob> {
  let job = (await ev<ReportJob>('generate', admin, { report: 'rpt-0001', station: 'cs-0001' })).result;
  while (done && job.state === 'running') job = (await ev<ReportJob>('progress', admin, { job: job.id })).result;
  return job;
}

describe('generated reports within the data scope', () => {
  it('the operator (pb-1005 only) cannot follow nor cancel the admin’s job over a station of st-1001-01; the refusal is audited', async () => {
    const admin = await login();
    const job = await adminJob(admin, false);
    const operator = await login('operator', 'operator123');
    const refusal = { status: -45403, message: 'no access to store st-1001-01', result: keyed('access.noStore') };
    expect(await ev('progress', operator, { job: job.id })).toMatchObject(refusal);
    expect(await ev('cancel', operator, { job: job.id })).toMatchObject(refusal);
    expect(backend.db.audit.query({ area: 'records', pid: CENTER }).filter((e) => e.action === 'cancel').map((e) => [e.username, e.outcome])).toEqual([['operator', 'refused']]);
    expect((await ev<ReportJob>('progress', admin, { job: job.id })).result.state).not.toBe('cancelled');
  });

  it('lists in the history only the files of stores the user reaches', async () => {
    const admin = await login();
    const theirs = await adminJob(admin, true);
    const operator = await login('operator', 'operator123');
    let own = (await ev<ReportJob>('generate', operator, { report: 'rpt-0001', station: 'cs-0008' })).result;
    while (own.state === 'running') own = (await ev<ReportJob>('progress', operator, { job: own.id })).result;
    expect((await ev<GeneratedReport[]>('history', admin, {})).result.map((h) => h.id)).toEqual([own.id, theirs.id]);
    expect((await ev<GeneratedReport[]>('history', operator, {})).result.map((h) => h.id)).toEqual([own.id]);
  });
});
