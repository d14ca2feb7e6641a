// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScanTarget } from '../../../src/api/scanTypes';
import { SCAN_RESOLVE_PATH } from '../../../src/api/scanTypes';
import { call, login, startMockBackend } from '../support';

/** A scanned label's code resolves within the caller's company, stores and role; anything else is a keyed refusal, never a 5xx. */

const backend = startMockBackend();

let maintainer = '';
beforeEach(async () => {
  maintainer = await login('maintainer', 'maintainer123');
});

const resolve = (session: string, body: unknown) => call<ScanTarget>(SCAN_RESOLVE_PATH, { session, body });
const scanAudit = () => backend.db.audit.query({}).filter((e) => e.resource === 'scan-code').map((e) => [e.userid, e.target, e.outcome, e.messageKey]);

describe('scan/resolve', () => {
  it("resolves a pile the maintainer reaches to its station's monitor, by the label's code or the console address", async () => {
    const answer = await resolve(maintainer, { code: 'cem:pile:cp-00001' });
    expect([answer.http, answer.envelope.status]).toEqual([200, 0]);
    expect(answer.envelope.result).toEqual({ kind: 'pile', did: 'cp-00001', name: '上海北站充电站1号桩 (CS310100001-01)', store: 'st-1001-01', station: 'cs-0001' });
    const byUrl = await resolve(maintainer, { code: 'https://example.test/cem_platform/scan/pile/cp-00001' });
    expect(byUrl.envelope.result).toMatchObject({ kind: 'pile', did: 'cp-00001', station: 'cs-0001' });
  });

  it('resolves a gun to its station', async () => {
    const answer = await resolve(maintainer, { code: 'cem:gun:cg-000001' });
    expect(answer.envelope.result).toEqual({ kind: 'gun', did: 'cg-000001', name: '上海北站充电站 CS310100001-01-1', store: 'st-1001-01', station: 'cs-0001' });
  });

  it("answers another company's pile, an unknown one and one outside the caller's stores alike: not found in your scope, filed in both audits", async () => {
    const foreign = await resolve(maintainer, { code: 'cem:pile:cp-00055' });
    const unknown = await resolve(maintainer, { code: 'cem:pile:cp-99999' });
    const unreached = await resolve(maintainer, { code: 'cem:pile:cp-00014' });
    for (const answer of [foreign, unknown, unreached]) {
      expect([answer.http, answer.envelope.status, answer.envelope.result]).toEqual([200, -1, expect.objectContaining({ messageKey: 'scan.notInScope' })]);
    }
    expect(foreign.envelope.result).toEqual({ messageKey: 'scan.notInScope', values: { code: 'cem:pile:cp-00055' } });
    expect(scanAudit()).toEqual([
      ['u-1003', 'cem:pile:cp-00014', 'refused', 'scan.notInScope'],
      ['u-1003', 'cem:pile:cp-99999', 'refused', 'scan.notInScope'],
      ['u-1003@c-2001', 'cem:pile:cp-00055', 'refused', 'scan.notInScope'],
      ['u-1003', 'cem:pile:cp-00055', 'refused', 'scan.notInScope'],
    ]);
  });

  it("refuses a thing the caller reaches whose page its role cannot open (the maintainer and the asset register)", async () => {
    const answer = await resolve(maintainer, { code: 'cem:asset:as-00001' });
    expect(answer.envelope.result).toEqual({ messageKey: 'scan.noPage', values: { kind: 'asset' } });
    const admin = await login();
    expect((await resolve(admin, { code: 'cem:asset:as-00001' })).envelope.result).toMatchObject({ kind: 'asset', did: 'as-00001' });
  });

  it.each([
    ['no code', {}],
    ['a number', { code: 42 }],
    ['blank', { code: '   ' }],
    ['another scheme', { code: 'javascript:alert(1)' }],
    ['an unknown kind', { code: 'cem:car:cp-00020' }],
    ['a did with a slash', { code: 'cem:pile:../cp-00020' }],
    ['a shop barcode', { code: '6901234567892' }],
    ['megabytes', { code: 'x'.repeat(100_000) }],
  ])('refuses %s as a keyed field refusal', async (_what, body) => {
    const answer = await resolve(maintainer, body);
    expect([answer.http, answer.envelope.status, answer.envelope.result]).toEqual([200, -1, { messageKey: 'scan.badCode', values: { field: 'code' } }]);
  });

  it('asks for a session', async () => {
    expect((await resolve('', { code: 'cem:pile:cp-00020' })).envelope.status).not.toBe(0);
  });
});
