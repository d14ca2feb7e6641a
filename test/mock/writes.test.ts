// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddResult, FieldError, FileRecord, HistoryEntry, ImportResult, ValidationFailure } from '../../src/api/pageConfig';
import { historyQuery } from '../../src/api/pageConfig';
import type { Paged } from '../../src/api/types';
import { ok, post, query, type Rec } from './pageHelpers';
import { login, startMockBackend } from './support';

// The server's own clock; records are stamped on the world clock it drives, which starts at the
// seed's now (2026-11-01 00:00 in Shanghai, 2026-10-31T16:00Z) and runs on with it.
const START = Date.parse('2026-11-03T02:00:00.000Z');
let clock = START;
const backend = startMockBackend({ now: () => clock });

let admin = '';
beforeEach(async () => {
  clock = START;
  admin = await login();
});

const PILE = {
  code: 'CS310100001-99',
  name: '测试桩',
  stationdid: 'cs-0001',
  type: 'dc',
  power: 120,
  guncount: 2,
  manufacturer: '特来电',
  model: 'TGOOD-DC120',
  serialno: 'SN0123456789',
};

const info = async (pid: string, did: string, session = admin) => post<Rec>(session, 'filter/vtinfo', { pid, did });
const history = async (pid: string, did: string, session = admin) =>
  ok(await post<Paged<HistoryEntry>>(session, 'filter/query', historyQuery(`${pid}-history`, did))).data;
const errorsOf = (result: unknown) => (result as ValidationFailure).errors;

describe('filter/add', () => {
  it('refuses an invalid record with every field error, naming the first, and adds nothing', async () => {
    const before = ok(await query(admin, 'p-ledger-pile')).total;
    const envelope = await post(admin, 'filter/add', {
      pid: 'p-ledger-pile',
      cmd: { ...PILE, code: 'x', name: '', power: 1000, guncount: 1.5, type: 'hydrogen', stationdid: 'cs-9999', colour: 'red' },
    });
    expect(envelope).toMatchObject({ status: -1, message: 'invalid field: colour (not a field of this page)' });
    const errors = errorsOf(envelope.result);
    const rule = (field: string) => errors.find((e) => e.field === field);
    expect(rule('code')).toMatchObject({ rule: 'pattern', messageKey: 'validation.code' });
    expect(rule('name')).toMatchObject({ rule: 'required', message: 'invalid field: name (required)' });
    expect(rule('power')).toMatchObject({ rule: 'max', values: { max: 480 }, message: 'invalid field: power (at most 480)' });
    expect(rule('guncount')).toMatchObject({ rule: 'integer' });
    expect(rule('type')).toMatchObject({ rule: 'option', message: 'invalid field: type (expected one of dc, ac)' });
    expect(rule('stationdid')).toMatchObject({ rule: 'link', values: { pid: 'p-ledger-charging-station' } });
    expect(errors).toHaveLength(7);
    expect(ok(await query(admin, 'p-ledger-pile')).total).toBe(before);
  });

  it('adds a record: server did and times, defaults, copies from the linked station, an add entry', async () => {
    const { did } = ok(await post<AddResult>(admin, 'filter/add', { pid: 'p-ledger-pile', cmd: PILE }));
    expect(did).toMatch(/^cp-\d{5}$/);
    const record = ok(await info('p-ledger-pile', did));
    expect(record).toMatchObject({
      ...PILE,
      did,
      status: 'offline',
      stationname: '上海北站充电站',
      businessdid: 'st-1001-01',
      parentbusinessdid: 'pb-1001',
      createtime: '2026-10-31T16:00:00.000Z',
      updatetime: '2026-10-31T16:00:00.000Z',
    });
    const [entry] = await history('p-ledger-pile', did);
    expect(entry).toMatchObject({ action: 'add', recorddid: did, userdid: 'did-u-1001', username: '管理员', time: '2026-10-31T16:00:00.000Z' });
    expect(entry?.changes).toContainEqual({ field: 'power', old: null, new: 120 });
  });

  it('only links records the user reaches', async () => {
    const operator = await login('operator', 'operator123');
    const foreignGun = ok(await query(admin, 'p-ledger-gun', { filter: { parentbusinessdid: 'pb-1001' }, pagesize: 1 })).data[0]?.did;
    const envelope = await post(operator, 'filter/add', {
      pid: 'p-orders',
      cmd: { customerdid: 'cu-00001', gundid: foreignGun, starttime: '2026-11-02T08:00:00Z', energy: 20, electricityfee: 10, servicefee: 12 },
    });
    expect(envelope.status).toBe(-1);
    expect(errorsOf(envelope.result).map((e) => `${e.field}:${e.rule}`)).toEqual(['customerdid:link', 'gundid:link']);
  });

  it('numbers, derives and validates files', async () => {
    const operator = await login('operator', 'operator123');
    const gun = ok(await query(operator, 'p-ledger-gun', { pagesize: 1 })).data[0];
    const customer = ok(await query(operator, 'p-user-portrait-list', { pagesize: 1 })).data[0];
    const cmd = { customerdid: customer?.did, gundid: gun?.did, starttime: '2026-11-02T08:00:00Z', endtime: '2026-11-02T08:45:00Z', energy: 30, electricityfee: 20.4, servicefee: 21 };
    const { did } = ok(await post<AddResult>(operator, 'filter/add', { pid: 'p-orders', cmd }));
    expect(ok(await info('p-orders', did, operator))).toMatchObject({
      orderno: 'CD202611010001',
      duration: 45,
      amount: 41.4,
      customername: customer?.name,
      pilecode: gun?.pilecode,
      businessdid: gun?.businessdid,
    });
    const ticket = { title: '枪头损坏', stationdid: 'cs-0001', faulttype: 'gunTemp', photo: 'file-nope' };
    const refused = await post(admin, 'filter/add', { pid: 'p-fault-tickets', cmd: ticket });
    expect(errorsOf(refused.result)).toEqual([expect.objectContaining({ field: 'photo', rule: 'link', message: 'invalid field: photo (no such uploaded file: file-nope)' })]);
    const user = backend.db.accounts.userById('u-1001');
    if (!user) throw new Error('no admin');
    const photo: FileRecord = backend.db.files.add(user, 'gun.jpg', 'image/jpeg', new Uint8Array([1, 2, 3]));
    const added = ok(await post<AddResult>(admin, 'filter/add', { pid: 'p-fault-tickets', cmd: { ...ticket, photo: photo.did } }));
    // Without a team, the ticket rules route it (the catch-all rule's team): issue 24.
    expect(ok(await info('p-fault-tickets', added.did))).toMatchObject({ photo: photo.did, status: 'assigned', teamname: '上海运维一班', priority: 'normal', ticketno: expect.stringMatching(/^GZ20261101\d{4}$/) });
  });
});

describe('filter/update', () => {
  it('changes fields, stamps the time and appends what changed', async () => {
    const { did } = ok(await post<AddResult>(admin, 'filter/add', { pid: 'p-ledger-pile', cmd: PILE }));
    clock += 60_000;
    const answer = ok(await post<AddResult>(admin, 'filter/update', { pid: 'p-ledger-pile', did, cmd: { status: 'idle', power: 160 } }));
    expect(answer).toEqual({ did });
    expect(ok(await info('p-ledger-pile', did))).toMatchObject({ status: 'idle', power: 160, updatetime: '2026-10-31T16:01:00.000Z' });
    const [latest] = await history('p-ledger-pile', did);
    expect(latest).toMatchObject({ action: 'update', time: '2026-10-31T16:01:00.000Z', username: '管理员' });
    expect(latest?.changes).toEqual([
      { field: 'power', old: 120, new: 160 },
      { field: 'status', old: 'offline', new: 'idle' },
    ]);
  });

  it('accepts the record echoed back, ignores no-op edits and refuses read-only changes', async () => {
    const { did } = ok(await post<AddResult>(admin, 'filter/add', { pid: 'p-ledger-pile', cmd: PILE }));
    const echoed = ok(await info('p-ledger-pile', did));
    expect((await post(admin, 'filter/update', { pid: 'p-ledger-pile', did, cmd: echoed })).status).toBe(0);
    expect(await history('p-ledger-pile', did)).toHaveLength(1);
    const refused = await post(admin, 'filter/update', { pid: 'p-ledger-pile', did, cmd: { code: 'CS000000000-01' } });
    expect(refused).toMatchObject({ status: -1, message: 'invalid field: code (cannot be changed)' });
    expect(errorsOf(refused.result)).toEqual([expect.objectContaining<Partial<FieldError>>({ field: 'code', rule: 'readonly' })]);
    expect((await post(admin, 'filter/update', { pid: 'p-ledger-pile', did: 'cp-99999', cmd: {} })).message).toBe('no such record');
  });

  it('recomputes derived fields', async () => {
    const order = ok(await query(admin, 'p-purchase-order', { pagesize: 1 })).data[0] as Rec;
    ok(await post(admin, 'filter/update', { pid: 'p-purchase-order', did: order.did, cmd: { quantity: 3, unitprice: 1000.5 } }));
    expect(ok(await info('p-purchase-order', order.did)).amount).toBe(3001.5);
  });

  it('keeps the seeded past: each step of a ticket up to its status', async () => {
    const ticket = ok(await query(admin, 'p-fault-tickets', { filter: { status: 'closed' }, pagesize: 1 })).data[0] as Rec;
    const entries = await history('p-fault-tickets', ticket.did);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'update', 'update', 'add']);
    expect(entries[0]?.changes).toEqual([{ field: 'status', old: 'resolved', new: 'closed' }]);
    expect(entries.at(-1)?.changes).toContainEqual({ field: 'status', old: null, new: 'pending' });
    const times = entries.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('filter/delete', () => {
  it('removes records, all or none, and keeps their history', async () => {
    const { did } = ok(await post<AddResult>(admin, 'filter/add', { pid: 'p-ledger-pile', cmd: PILE }));
    expect((await post(admin, 'filter/delete', { pid: 'p-ledger-pile', dids: [did, 'cp-99999'] })).message).toBe('no such record: cp-99999');
    expect(ok(await info('p-ledger-pile', did)).did).toBe(did);
    clock += 60_000;
    expect(ok(await post(admin, 'filter/delete', { pid: 'p-ledger-pile', did }))).toEqual({ dids: [did] });
    expect((await info('p-ledger-pile', did)).message).toBe('no such record');
    const [deleted] = await history('p-ledger-pile', did);
    expect(deleted).toMatchObject({ action: 'delete', recorddid: did });
    expect(deleted?.changes).toContainEqual({ field: 'code', old: PILE.code, new: null });
    expect((await post(admin, 'filter/delete', { pid: 'p-ledger-pile', dids: [] })).message).toBe('invalid field: dids (expected a non-empty array of dids)');
  });
});

describe('import (filter/add with records)', () => {
  const room = { name: '测试库', type: 'regional', city: '上海市', address: '上海市测试路1号', keeper: '张三', area: '120', slots: 50, businessdid: 'st-1001-01' };

  it('is all or nothing, reporting errors by row', async () => {
    const before = ok(await query(admin, 'p-storeroom')).total;
    const envelope = await post(admin, 'filter/add', { pid: 'p-storeroom', records: [room, { ...room, area: -5, businessdid: 'pb-1001' }] });
    expect(envelope).toMatchObject({ status: -1, message: 'records[1]: invalid field: area (at least 1)' });
    expect(errorsOf(envelope.result)).toEqual([
      expect.objectContaining({ row: 1, field: 'area', rule: 'min' }),
      expect.objectContaining({ row: 1, field: 'businessdid', rule: 'link' }),
    ]);
    expect(ok(await query(admin, 'p-storeroom')).total).toBe(before);
  });

  it('adds every row, converts spreadsheet text, records an import and logs it', async () => {
    const result = ok(await post<ImportResult>(admin, 'filter/add', { pid: 'p-storeroom', records: [room, { ...room, name: '测试二库' }] }));
    expect(result.count).toBe(2);
    expect(ok(await info('p-storeroom', result.dids[0] ?? '')).area).toBe(120);
    expect((await history('p-storeroom', result.dids[1] ?? ''))[0]?.action).toBe('import');
    const log = ok(await query(admin, 'p-import-export-log', { sort: { createtime: 'desc' }, pagesize: 1 })).data[0];
    expect(log).toMatchObject({ type: 'import', targetpid: 'p-storeroom', rowcount: 2, operatedby: '管理员', createtime: '2026-10-31T16:00:00.000Z' });
  });
});
