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
    expect(answer.envelope.result).toEqual({ kind: 'pile', did: 'cp-00001', name: '上海北站充电站1号桩 (CS310100001-01)', store: 'st-1001-01', parent: 'pb-1001', station: 'cs-0001' });
    const byUrl = await resolve(maintainer, { code: 'https://example.test/cem_platform/scan/pile/cp-00001' });
    expect(byUrl.envelope.result).toMatchObject({ kind: 'pile', did: 'cp-00001', station: 'cs-0001' });
  });

  it('resolves a gun to its station', async () => {
    const answer = await resolve(maintainer, { code: 'cem:gun:cg-000001' });
    expect(answer.envelope.result).toEqual({ kind: 'gun', did: 'cg-000001', name: '上海北站充电站 CS310100001-01-1', store: 'st-1001-01', parent: 'pb-1001', station: 'cs-0001' });
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

  it("answers a device with its own kind, subtype and space, which choose its control screen", async () => {
    const result = async (code: string) => (await resolve(maintainer, { code })).envelope.result;
    expect(await result('cem:device:sp-st-1001-01-01-f01-r02-ac1')).toEqual({
      kind: 'device', did: 'sp-st-1001-01-01-f01-r02-ac1', name: '102 大堂 风机盘管1', store: 'st-1001-01', parent: 'pb-1001', space: 'sp-st-1001-01-01-f01-r02', device: { kind: 'ac', subtype: 1 },
    });
    expect(await result('cem:device:sp-st-1001-01-01-f01-r01-lt1')).toMatchObject({ device: { kind: 'power', subtype: 2 }, space: 'sp-st-1001-01-01-f01-r01' });
    expect(await result('cem:device:sp-st-1001-01-01-f01-co21')).toMatchObject({ name: '1F CO₂传感器1', device: { kind: 'sensor', subtype: 'co2' } });
    expect(await result('cem:device:sp-st-1001-01-01-f01-r03-hw1')).toMatchObject({ name: '热水系统1#', device: { kind: 'hotwater' } });
    expect(await result('cem:device:sp-st-1001-01-01-f01-cam1')).toMatchObject({ device: { kind: 'camera' }, space: 'sp-st-1001-01-01-f01-r01' });
    // A charging point stands for its station's piles: it opens the station monitor.
    expect(await result('cem:device:sp-st-1001-01-01-f01-r03-ev1')).toMatchObject({ device: { kind: 'charger', subtype: 1 }, station: 'cs-0001' });
  });

  it('answers a gateway as a gateway, never as a device (nor a device as a gateway)', async () => {
    expect((await resolve(maintainer, { code: 'cem:gateway:sp-st-1001-01-01-f01-gw1' })).envelope.result).toEqual({
      kind: 'gateway', did: 'sp-st-1001-01-01-f01-gw1', name: '1F 网关1#', store: 'st-1001-01', parent: 'pb-1001', space: 'sp-st-1001-01-01-f01',
    });
    expect((await resolve(maintainer, { code: 'cem:device:sp-st-1001-01-01-f01-gw1' })).envelope.result).toMatchObject({ messageKey: 'scan.notInScope' });
    expect((await resolve(maintainer, { code: 'cem:gateway:sp-st-1001-01-01-f01-r02-ac1' })).envelope.result).toMatchObject({ messageKey: 'scan.notInScope' });
  });

  it("refuses a device whose kind's page the role cannot view: the maintainer and storage, the host and AC", async () => {
    expect((await resolve(maintainer, { code: 'cem:device:sp-st-1001-01-01-f01-r03-ess1' })).envelope.result).toEqual({ messageKey: 'scan.noPage', values: { kind: 'device' } });
    const host = await login('bnbhost', 'bnbhost123');
    expect((await resolve(host, { code: 'cem:device:sp-st-1001-02-01-f01-r02-ac1' })).envelope.result).toEqual({ messageKey: 'scan.noPage', values: { kind: 'device' } });
    expect((await resolve(host, { code: 'cem:device:sp-st-1001-02-02-f01-r05-spk1' })).envelope.result).toMatchObject({ device: { kind: 'speaker' }, space: 'sp-st-1001-02-02-f01-r05' });
    // A curtain opens its room among the short-stay rooms: the space is that room.
    expect((await resolve(host, { code: 'cem:device:sp-st-1001-02-02-f01-r05-ct1' })).envelope.result).toMatchObject({ device: { kind: 'curtain' }, space: 'sp-st-1001-02-02-f01-r05' });
  });

  it("answers a screen with its store to the admin; the maintainer, whose role has no screen summary, is told so", async () => {
    expect((await resolve(maintainer, { code: 'cem:screen:screen-st-1001-01-01' })).envelope.result).toEqual({ messageKey: 'scan.noPage', values: { kind: 'screen' } });
    const admin = await login();
    expect((await resolve(admin, { code: 'cem:screen:screen-st-1001-01-01' })).envelope.result).toEqual({ kind: 'screen', did: 'screen-st-1001-01-01', name: '汇能广场·上海东站店 lobby screen', store: 'st-1001-01', parent: 'pb-1001' });
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
