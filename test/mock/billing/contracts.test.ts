// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContractDetail, ContractOverlap, ContractPage, ContractRow } from '../../../src/api/billing/contractsTypes';
import { UPLOAD_FIELD, type FileRecord, type ValidationFailure } from '../../../src/api/pageConfig';
import type { Envelope } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

/** Contracts: states on 2026-11-01, the overlap rule, renew and terminate date rules, permissions, attachments. */

const backend = startMockBackend();
const PID = 'p-contract-management';
const STORE = 'st-1005-01';
/** Room 1-F04-R07 is under HT-100501-0032 (active, 2021-06-17 – 2027-06-16). */
const HELD_ROOM = 'sp-st-1005-01-01-f04-r07';
const terms = (overrides: Record<string, unknown> = {}) => ({
  tenant: 'tn-st-1005-01-0001', rooms: [HELD_ROOM], start: '2027-01-01', end: '2027-12-31', rent: 12000, deposit: 24000,
  rateRule: 'rr-st-1005-01-tou', fees: [{ name: 'Management', amount: 800 }], billDay: 1, dueDays: 15, lateFeeRate: 0.0005, ...overrides,
});
const list = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<ContractPage>('/vtspace/api/contract/list', { session, body: { pid: PID, store: STORE, page: 1, pagesize: 1000, ...body } })).envelope;
const write = async (session: string, body: Record<string, unknown>) => (await call<ContractRow>('/vtspace/api/contract/set', { session, body: { pid: PID, ...body } })).envelope;
const fieldsOf = (envelope: Envelope<unknown>) => (envelope.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey]);
const row = async (session: string, did: string) => (await list(session)).result.data.find((c) => c.did === did);

describe('contract states', () => {
  it('counts each state as of 2026-11-01, expiring within 60 days, reserved when signed and not started', async () => {
    const admin = await login();
    const page = await list(admin);
    expect(page.result.today).toBe('2026-11-01');
    const counts: Record<string, number> = {};
    for (const c of page.result.data) counts[c.phase] = (counts[c.phase] ?? 0) + 1;
    expect(counts).toEqual({ draft: 4, reserved: 6, active: 73, expiring: 14, expired: 13, terminated: 5 });
    expect(page.result.data.find((c) => c.code === 'HT-100501-0005')).toMatchObject({ phase: 'expiring', end: '2026-12-08', daysLeft: 37 });
    expect(page.result.data.find((c) => c.code === 'HT-100501-0028')).toMatchObject({ phase: 'reserved', start: '2026-12-06', daysLeft: 1130 });
    expect(page.result.data.find((c) => c.code === 'HT-100501-0001')).toMatchObject({ phase: 'terminated', terminatedOn: '2026-05-21', daysLeft: null, billedThrough: '2026-05-31' });
    const filtered = await list(admin, { state: 'expiring', search: '0005' });
    expect(filtered.result.data.map((c) => c.code)).toEqual(['HT-100501-0005']);
    expect((await list(admin, { room: HELD_ROOM })).result.data.map((c) => c.code)).toEqual(['HT-100501-0032']);
  });
});

describe('a room under two signed contracts at once', () => {
  it('is refused on signing, naming the room and the other contract, and nothing is saved', async () => {
    const admin = await login();
    const draft = await write(admin, { store: STORE, act: 'create', cmd: terms() });
    expect(draft.status).toBe(0);
    expect(draft.result).toMatchObject({ phase: 'draft', code: 'HT-100501-0116', signedAt: null });
    const overlaps = (await call<ContractOverlap[]>('/vtspace/api/contract/list', { session: admin, body: { pid: PID, store: STORE, what: 'overlaps', rooms: [HELD_ROOM], start: '2027-01-01', end: '2027-12-31' } })).envelope.result;
    expect(overlaps.map((o) => [o.code, o.start, o.end])).toEqual([['HT-100501-0032', '2021-06-17', '2027-06-16']]);
    const signed = await write(admin, { act: 'sign', did: draft.result.did });
    expect(signed.status).toBe(-1);
    expect(signed.message).toBe(`invalid field: rooms (room ${overlaps[0]!.roomName} is under contract HT-100501-0032 (${overlaps[0]!.tenantName}) from 2021-06-17 to 2027-06-16: a room cannot be let twice at the same time)`);
    expect(fieldsOf(signed)).toEqual([['rooms', 'billing.contracts.error.overlap']]);
    expect(await row(admin, draft.result.did)).toMatchObject({ phase: 'draft', signedAt: null });
    expect(backend.db.audit.query({ area: 'billing', target: draft.result.did })[0]).toMatchObject({ action: 'contract-sign', outcome: 'refused' });
    // After the other contract's end the room is free: signed, and reserved as it starts later.
    expect((await write(admin, { act: 'set', did: draft.result.did, version: 1, cmd: terms({ start: '2027-06-17', end: '2028-06-16' }) })).status).toBe(0);
    expect((await write(admin, { act: 'sign', did: draft.result.did })).result).toMatchObject({ phase: 'reserved', state: 'active' });
    expect((await write(admin, { act: 'set', did: draft.result.did, version: 3, cmd: terms() })).message).toMatch(/only a draft can be changed/);
  });

  it('checks the terms: end on or after start, bill day 1–28, rooms of the store', async () => {
    const admin = await login();
    const before = (await list(admin)).result.total;
    const bad = await write(admin, { store: STORE, act: 'create', cmd: terms({ start: '2027-05-01', end: '2027-04-30', billDay: 29, rooms: ['sp-st-1005-01-ghost'] }) });
    expect(fieldsOf(bad)).toEqual([
      ['rooms', 'billing.contracts.error.unknownRooms'],
      ['end', 'billing.contracts.error.endBeforeStart'],
      ['billDay', 'validation.max'],
    ]);
    expect((await list(admin)).result.total).toBe(before);
  });
});

describe('renew and terminate', () => {
  it('renews from the day after the end with the same tenant and rooms, once; the old contract stays', async () => {
    const admin = await login();
    const old = (await row(admin, 'ct-st-1005-01-0009'))!;
    expect(old).toMatchObject({ phase: 'active', end: '2027-11-17' });
    const bad = await write(admin, { act: 'renew', did: old.did, cmd: { ...terms({ end: '2027-11-17' }), sign: false } });
    expect(fieldsOf(bad)).toEqual([['end', 'billing.contracts.error.endBeforeStart']]);
    const renewed = await write(admin, { act: 'renew', did: old.did, cmd: { ...terms({ tenant: 'tn-st-1005-01-0002', rooms: [HELD_ROOM], end: '2030-11-17', rent: 15000 }), sign: true } });
    expect(renewed.result).toMatchObject({ start: '2027-11-18', end: '2030-11-17', tenant: old.tenant, rooms: old.rooms, rent: 15000, renewalOf: old.did, phase: 'reserved' });
    expect(await row(admin, old.did)).toEqual(old);
    expect((await write(admin, { act: 'renew', did: old.did, cmd: { ...terms({ end: '2031-11-17' }), sign: false } })).message).toBe(`invalid field: did (contract HT-100501-0009 is already renewed by ${renewed.result.code})`);
    expect((await write(admin, { act: 'renew', did: 'ct-st-1005-01-0015', cmd: { ...terms(), sign: false } })).message).toMatch(/HT-100501-0015 is expired: only a signed contract that has not ended can be renewed/);
  });

  it('terminates on a day from the end of the last billed month to the end, with a reason', async () => {
    const admin = await login();
    const did = 'ct-st-1005-01-0009';
    expect((await row(admin, did))!.billedThrough).toBe('2026-10-31');
    expect(fieldsOf(await write(admin, { act: 'terminate', did, cmd: { on: '2026-10-30', reason: 'Moving out' } }))).toEqual([['on', 'billing.contracts.error.terminateBilled']]);
    expect(fieldsOf(await write(admin, { act: 'terminate', did, cmd: { on: '2027-11-18', reason: '' } }))).toEqual([['reason', 'validation.required'], ['on', 'billing.contracts.error.terminateAfterEnd']]);
    expect(await row(admin, did)).toMatchObject({ terminatedOn: null, phase: 'active' });
    const done = await write(admin, { act: 'terminate', did, cmd: { on: '2026-10-31', reason: 'Moving out' } });
    expect(done.result).toMatchObject({ terminatedOn: '2026-10-31', terminateReason: 'Moving out', phase: 'terminated', daysLeft: null });
    expect((await write(admin, { act: 'terminate', did: 'ct-st-1005-01-0028', cmd: { on: '2026-12-05', reason: 'x' } })).message).toMatch(/terminate on the start \(2026-12-06\) or later/);
  });
});

describe('permissions and attachments', () => {
  it('lets a viewer read but refuses its write -45403, and an operator deleting (a missing action), audited', async () => {
    // The viewer reaches the store (issue 21): the refusal is the page's, not the store's.
    const viewer = await login('viewer', 'viewer123');
    expect((await list(viewer)).status).toBe(0);
    expect(await write(viewer, { store: STORE, act: 'create', cmd: terms() })).toMatchObject({ status: -45403, message: `no permission: add on ${PID} (role viewer)`, result: { messageKey: 'access.noPermission' } });
    const operator = await login('operator', 'operator123');
    const draft = await write(operator, { store: STORE, act: 'create', cmd: terms() });
    expect(draft.status).toBe(0);
    const refused = await write(operator, { act: 'delete', did: draft.result.did });
    expect(refused.status).toBe(-45403);
    expect(backend.db.audit.query({ area: 'billing', outcome: 'refused' }).map((e) => [e.username, e.action, e.message])).toEqual([
      ['operator', 'contract-delete', `no permission: delete on ${PID} (role operator)`],
      ['viewer', 'contract-create', `no permission: add on ${PID} (role viewer)`],
    ]);
    expect((await write(await login(), { act: 'delete', did: draft.result.did })).status).toBe(0);
  });

  it('attaches an uploaded file, lists it with a same-origin link, and removes it', async () => {
    const admin = await login();
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob(['%PDF-1.4 lease'], { type: 'application/pdf' }), 'lease.pdf');
    const uploaded = (await (await fetch('http://localhost/vt/staticfile/upload', { method: 'POST', headers: { loginsession: admin }, body: form })).json()) as Envelope<FileRecord>;
    const did = 'ct-st-1005-01-0009';
    expect((await write(admin, { act: 'attach', did, file: uploaded.result.did })).result.attachments).toEqual([uploaded.result.did]);
    const detail = (await call<ContractDetail>('/vtspace/api/contract/list', { session: admin, body: { pid: PID, what: 'detail', did } })).envelope.result;
    expect(detail.files.map((f) => [f.name, f.url])).toEqual([['lease.pdf', `/vt/staticfile/get?did=${uploaded.result.did}`]]);
    expect((await write(admin, { act: 'detach', did, file: uploaded.result.did })).result.attachments).toEqual([]);
    expect(backend.db.files.get(uploaded.result.did)).toBeUndefined();
  });
});
