// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContractPage, ContractRow } from '../../../src/api/billing/contractsTypes';
import type { TenantList, TenantRow } from '../../../src/api/billing/tenantsTypes';
import type { AllocationResult, SpacesSetup } from '../../../src/api/billing/spacesTypes';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** Issue 36 item 2: two editors of one contract, tenant or meter group; the save made on the older version is refused with who and when. */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-26T09:00:00Z') });
const STORE = 'st-1005-01';
const AT = '2026-10-31T16:00:00.000Z';
const STALE = (version: number) => ({ messageKey: 'write.stale', values: { name: 'Administrator', at: AT }, current: { version, changedBy: 'Administrator', changedAt: AT } });

const post = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> => (await call<T>(path, { session, body })).envelope;
const refusedAudit = (resource: string, action: string) => backend.db.audit.query({ resource, action }).filter((e) => e.outcome === 'refused');
const acceptedDetails = (resource: string, action: string) => backend.db.audit.query({ resource, action }).filter((e) => e.outcome === 'ok').map((e) => e.detail);

describe('a draft contract edited by two people', () => {
  const PID = 'p-contract-management';
  const setContract = (session: string, body: Record<string, unknown>) => post<ContractRow>('/vtspace/api/contract/set', session, { pid: PID, act: 'set', ...body });
  async function draft(session: string): Promise<{ row: ContractRow; cmd: Record<string, unknown> }> {
    const page = await post<ContractPage>('/vtspace/api/contract/list', session, { pid: PID, store: STORE, state: 'draft', page: 1, pagesize: 100 });
    const row = page.result.data[0]!;
    const { tenant, rooms, start, end, rent, deposit, rateRule, fees, billDay, dueDays, lateFeeRate } = row;
    return { row, cmd: { tenant, rooms, start, end, rent, deposit, rateRule, fees, billDay, dueDays, lateFeeRate } };
  }

  it('refuses the save made on the older version with who saved since and when, and changes nothing', async () => {
    const [first, second] = [await login(), await login()];
    const mine = await draft(first);
    const theirs = await draft(second);
    expect(mine.row).toMatchObject({ version: 1, changedBy: '', changedAt: '' });

    const saved = await setContract(first, { did: mine.row.did, version: 1, cmd: { ...mine.cmd, rent: 4321 } });
    expect(saved.status, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ rent: 4321, version: 2, changedBy: 'Administrator', changedAt: AT });

    const stale = await setContract(second, { did: theirs.row.did, version: 1, cmd: { ...theirs.cmd, rent: 9999 } });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual(STALE(2));
    const detail = await post<ContractRow>('/vtspace/api/contract/list', second, { pid: PID, what: 'detail', did: mine.row.did });
    expect(detail.result).toMatchObject({ rent: 4321, version: 2 });
    expect(refusedAudit('contract', 'contract-set')).toEqual([expect.objectContaining({ messageKey: 'write.stale', target: mine.row.did })]);
  });

  it('lets the second editor keep theirs on purpose: an audited overwrite', async () => {
    const [first, second] = [await login(), await login()];
    const theirs = await draft(second);
    await setContract(first, { did: theirs.row.did, version: 1, cmd: { ...theirs.cmd, rent: 4321 } });
    const kept = await setContract(second, { did: theirs.row.did, version: 1, overwrite: true, cmd: { ...theirs.cmd, rent: 9999 } });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result).toMatchObject({ rent: 9999, version: 3 });
    expect(acceptedDetails('contract', 'contract-set')).toEqual([{ cmd: { ...theirs.cmd, rent: 9999 }, overwrote: 2 }, { cmd: { ...theirs.cmd, rent: 4321 } }]);
  });

  it('needs the version a save was made on, and moves it on when the draft is signed', async () => {
    const admin = await login();
    const { row, cmd } = await draft(admin);
    expect((await setContract(admin, { did: row.did, cmd })).result).toEqual(keyed('request.wrongType'));
    const wrongType = await setContract(admin, { did: row.did, version: '1', cmd });
    expect(wrongType.status).toBe(-1);
    expect(wrongType.message).toMatch(/version/);
    const signed = await post<ContractRow>('/vtspace/api/contract/set', admin, { pid: PID, act: 'sign', did: row.did });
    expect(signed.result).toMatchObject({ code: 'HT-100501-0020', phase: 'reserved', version: 2 });
    // The stale refusal comes before "only a draft can be changed": the editor learns who moved it on, and when.
    expect((await setContract(admin, { did: row.did, version: 1, cmd })).result).toEqual(STALE(2));
  });
});

describe('a tenant edited by two people', () => {
  const PID = 'p-tenant-configuration';
  const setTenant = (session: string, body: Record<string, unknown>) => post<TenantRow>('/vtspace/api/tenant/set', session, { pid: PID, act: 'set', ...body });
  async function opened(session: string): Promise<{ row: TenantRow; cmd: Record<string, unknown> }> {
    const list = await post<TenantList>('/vtspace/api/tenant/list', session, { pid: PID, store: STORE, what: 'tenants' });
    const row = list.result.data.find((t) => t.did === 'tn-st-1005-01-0005')!;
    const { name, contact, phone, email, type, key } = row;
    return { row, cmd: { name, contact, phone, email, type, key } };
  }

  it('refuses the save made on the older version with who saved since and when, and changes nothing', async () => {
    const [first, second] = [await login(), await login()];
    const mine = await opened(first);
    const theirs = await opened(second);
    expect(mine.row).toMatchObject({ version: 1, changedBy: '', changedAt: '' });
    const saved = await setTenant(first, { did: mine.row.did, version: 1, cmd: { ...mine.cmd, contact: 'First editor' } });
    expect(saved.status, saved.message).toBe(0);
    expect(saved.result).toMatchObject({ contact: 'First editor', version: 2, changedBy: 'Administrator', changedAt: AT });
    const stale = await setTenant(second, { did: theirs.row.did, version: 1, cmd: { ...theirs.cmd, contact: 'Second editor' } });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual(STALE(2));
    expect((await opened(second)).row).toMatchObject({ contact: 'First editor', version: 2 });
    expect(refusedAudit('tenant', 'tenant-set')).toEqual([expect.objectContaining({ messageKey: 'write.stale', target: mine.row.did })]);
  });

  it('lets the second editor keep theirs on purpose, audited; a save needs an integer version', async () => {
    const [first, second] = [await login(), await login()];
    const theirs = await opened(second);
    await setTenant(first, { did: theirs.row.did, version: 1, cmd: { ...theirs.cmd, contact: 'First editor' } });
    const kept = await setTenant(second, { did: theirs.row.did, version: 1, overwrite: true, cmd: { ...theirs.cmd, contact: 'Second editor' } });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result).toMatchObject({ contact: 'Second editor', version: 3 });
    expect(acceptedDetails('tenant', 'tenant-set')[0]).toEqual({ cmd: { ...theirs.cmd, contact: 'Second editor' }, overwrote: 2 });
    expect((await setTenant(first, { did: theirs.row.did, cmd: theirs.cmd })).result).toEqual(keyed('request.wrongType'));
    const wrongType = await setTenant(first, { did: theirs.row.did, version: 2.5, cmd: theirs.cmd });
    expect(wrongType.status).toBe(-1);
    expect(wrongType.message).toMatch(/version/);
  });
});

describe('a meter group edited by two people', () => {
  const PID = 'p-bill-space-config';
  const A = 'sp-st-1005-01-01';
  const [R104, R108, HVAC, LIGHTING] = [`${A}-f01-r04`, `${A}-f01-r08`, `${A}-elec-hvac`, `${A}-elec-lighting`];
  const setAllocation = (session: string, body: Record<string, unknown>) => post<AllocationResult>('/vts/api/allocation/set', session, { pid: PID, ...body });
  const setup = async (session: string) => (await post<SpacesSetup>('/vts/api/allocation/getSpaceMeterGroup', session, { pid: PID, store: STORE })).result;

  it('refuses a meter’s sharing saved on the older version with who and when, and changes nothing; keep mine overwrites, audited', async () => {
    const [first, second] = [await login(), await login()];
    expect((await setup(second)).meters.find((m) => m.did === HVAC)).toMatchObject({ version: 1, changedBy: '', changedAt: '' });
    const saved = await setAllocation(first, { method: 'area', meter: HVAC, spaces: [R104, R108], version: 1 });
    expect(saved.status, saved.message).toBe(0);
    expect((await setup(second)).meters.find((m) => m.did === HVAC)).toMatchObject({ version: 2, changedBy: 'Administrator', changedAt: AT });

    const ratio = { method: 'ratio', meter: HVAC, parts: [{ space: R104, percent: 50 }, { space: R108, percent: 50 }] };
    const stale = await setAllocation(second, { ...ratio, version: 1 });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual(STALE(2));
    expect(backend.db.billing.book(STORE).allocations.find((a) => a.meter === HVAC)).toMatchObject({ method: 'area' });
    expect(refusedAudit('meter-group', 'allocation.set')).toEqual([expect.objectContaining({ messageKey: 'write.stale', target: HVAC })]);

    const kept = await setAllocation(second, { ...ratio, version: 1, overwrite: true });
    expect(kept.status, kept.message).toBe(0);
    expect(kept.result.allocations.find((a) => a.meter === HVAC)).toEqual({ meter: HVAC, method: 'ratio', parts: ratio.parts });
    expect(acceptedDetails('meter-group', 'allocation.set')[0]).toEqual({ ...ratio, version: 1, overwrite: true, overwrote: 2 });
  });

  it('saves a room’s difference on the room’s version, which binding its meters moves on; a save needs an integer version', async () => {
    const admin = await login();
    const difference = { method: 'difference', meter: LIGHTING, space: R104, minus: [`${R108}-em`] };
    expect((await setAllocation(admin, difference)).result).toEqual(keyed('request.wrongType'));
    const wrongType = await setAllocation(admin, { ...difference, version: 'one' });
    expect(wrongType.status).toBe(-1);
    expect(wrongType.message).toMatch(/version/);
    expect((await setup(admin)).rooms.find((r) => r.did === R104)).toMatchObject({ version: 1 });
    const unbound = await post('/vtspace/api/setSpaceMeterGroup', admin, { pid: PID, space: R104, unbind: [`${R104}-em`] });
    expect(unbound.status, unbound.message).toBe(0);
    expect((await setup(admin)).rooms.find((r) => r.did === R104)).toMatchObject({ version: 2, changedBy: 'Administrator' });
    expect((await setAllocation(admin, { ...difference, version: 1 })).result).toEqual(STALE(2));
    const saved = await setAllocation(admin, { ...difference, version: 2 });
    expect(saved.result.differences).toEqual([{ space: R104, meter: LIGHTING, minus: [`${R108}-em`] }]);
  });
});
