// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UPLOAD_FIELD, type FileRecord } from '../../src/api/pageConfig';
import type { EnergyStandard, RunConfig } from '../../src/api/energyTypes';
import type { MenuTemplate, MenuTemplateAnswer } from '../../src/api/tools/menuTemplateTypes';
import type { Envelope, RegisterApply } from '../../src/api/types';
import { call, CONTROL_HEADERS, login, startMockBackend } from './support';

/**
 * Issue 38 §2: every record the mock writes is stamped by the world clock, the one the orders are in.
 * The machine's clock here says 2 December 2026 and stands still; the world starts on 1 November
 * 00:00 in China and moves by advance-time only, so a stamp follows the skip and never the machine.
 */
const backend = startMockBackend({ now: () => Date.parse('2026-12-02T03:00:00.000Z') });
const DAY_MS = 86_400_000;
const SKIPPED = 9;
/** The world's start plus nine days: 10 November 2026 00:00 in China. */
const STAMP = '2026-11-09T16:00:00.000Z';

const advance = async (days: number) =>
  (await call<{ now: string }>('/__mock__/control', { body: { action: 'advance-time', ms: days * DAY_MS }, headers: CONTROL_HEADERS })).envelope;

async function upload(session: string): Promise<Envelope<FileRecord>> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob(['%PDF-1.4 report'], { type: 'application/pdf' }), 'report.pdf');
  return (await (await fetch('http://localhost/vt/staticfile/upload', { method: 'POST', headers: { loginsession: session }, body: form })).json()) as Envelope<FileRecord>;
}

const newestOrderStart = () =>
  backend.db.pages.require('p-orders').table.all().reduce((last, row) => Math.max(last, Date.parse(String(row.starttime))), 0);

describe('one world clock for every stamp', () => {
  it(`after advance-time of ${SKIPPED} days a new setting, standard, file, registration and menu template are stamped ${SKIPPED} days later`, async () => {
    const admin = await login();
    const operator = await login('operator', 'operator123');
    // The seeded orders end before the world's start, within its last day: the timeline the stamps join.
    const start = Date.parse('2026-10-31T16:00:00.000Z');
    expect(newestOrderStart()).toBeLessThan(start);
    expect(newestOrderStart()).toBeGreaterThan(start - DAY_MS);

    expect((await advance(SKIPPED)).result.now).toBe(STAMP);

    const config = { store: 'st-1005-01', mode: 'manual', socMin: 15, socMax: 90, schedule: Array.from({ length: 24 }, () => 'idle') };
    const setting = await call<RunConfig>('/sfsaas/api/analysis/update', { session: operator, body: { pid: 'p-run-configuration', kind: 'run-config', ...config } });
    expect(setting.envelope.result.updatedAt).toBe(STAMP);

    const standard = await call<EnergyStandard>('/businessstatistics/api/energymanage/setecstandard3', { session: operator, body: { pid: 'p-energy-standard', buildingtype: 'office', level: 'guide', value: 70 } });
    expect(standard.envelope.result.updatedAt).toBe(STAMP);

    expect((await upload(admin)).result.createtime).toBe(STAMP);

    const application: RegisterApply = { company: '杭州绿能物业有限公司', contact: '陈晨', phone: '+86 138-0013-8000', email: 'chen@greenpm.cn', username: 'greenpm', password: 'secret-123' };
    expect((await call('/officemerchant/app/registerApply', { body: application })).envelope.status).toBe(0);
    expect(new Date(backend.db.accounts.registerApplications()[0]!.createdAt).toISOString()).toBe(STAMP);

    const template = (await call<MenuTemplateAnswer>('/sfsaas/api/tools/menu/get', { session: admin, body: { pid: 'p-menu-template', companyid: 'c-2001', portal: 'cem' } })).envelope.result;
    const version = backend.db.writes.versions.of('menu-template', 'c-2001/cem').version;
    const saved = await call<MenuTemplate>('/sfsaas/api/tools/menu/save', { session: admin, body: { pid: 'p-menu-template', companyid: 'c-2001', portal: 'cem', items: template.catalogue, version } });
    expect(saved.envelope.result.updatedAt).toBe(STAMP);
  });
});
