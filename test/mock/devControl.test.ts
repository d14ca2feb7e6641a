// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKMARK_TYPE, PIDS, type BookmarkRecord, type DevControlResult, type HabitRecord, type Paged } from '../../src/api/types';
import { call, keyed, login, startMockBackend } from './support';

const START = Date.parse('2026-11-02T08:00:00.000Z');
let clock = START;
const backend = startMockBackend({ now: () => clock });

beforeEach(() => {
  clock = START;
});

const control = async (session: string, body: unknown) =>
  (await call<DevControlResult>('/vtservice/v1/devControl', { session, body })).envelope;
const query = async <T>(session: string, pid: string, filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  (await call<Paged<T>>('/sfsaas/api/filter/query', { session, body: { pid, page: 1, pagesize: 100, filter, ...extra } })).envelope;
const vtinfo = async (session: string, pid: string, did: string) =>
  (await call<HabitRecord>('/sfsaas/api/filter/vtinfo', { session, body: { pid, did } })).envelope;

const OPERATOR = 'did-u-1002';
const habitCmd = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'header habit',
  content1: 'header',
  content2: JSON.stringify({ menuTag: 'energy', currentParentbusiness: 'pb-1005', currentStore: '', language: 'zh', isCollapse: false }),
  userdid: OPERATOR,
  parentbusinessdid: 'pb-1005',
  businessdid: '',
  menupid: 'energy',
  ...overrides,
});

/** The app's restore query (HeaderHabitStore.restore). */
const restore = async (session: string, userdid: string) =>
  (await query<HabitRecord>(session, PIDS.habit, { userdid, content1: 'header' }, { pagesize: 1, sort: { updatetime: 'desc' } })).result;

describe('habits', () => {
  it('seeds one habit, for the maintainer only', async () => {
    const maintainer = await login('maintainer', 'maintainer123');
    const page = await restore(maintainer, 'did-u-1003');
    expect(page.total).toBe(1);
    expect(JSON.parse(page.data[0]?.content2 ?? '')).toEqual({
      menuTag: 'operation-maintenance',
      currentParentbusiness: 'pb-1004',
      currentStore: 'st-1004-02',
      language: 'en',
      isCollapse: true,
    });
    expect((await query(await login(), PIDS.habit)).result.total).toBe(0);
  });

  it('creates with a server did and time, then sets and deletes', async () => {
    const operator = await login('operator', 'operator123');
    // hb-000001 and hb-000002 are the seeded habits of the maintainer and the smart-bnb host.
    const created = await control(operator, { pid: PIDS.habit, act: 'create', cmd: habitCmd() });
    expect(created).toMatchObject({ status: 0, result: { did: 'hb-000003' } });
    expect((await restore(operator, OPERATOR)).data).toEqual([{ ...habitCmd(), did: 'hb-000003', updatetime: '2026-10-31T16:00:00.000Z' }]); // the world's clock (its start), not the machine's

    clock += 60_000;
    const content2 = JSON.stringify({ menuTag: 'tools', currentParentbusiness: 'pb-1005', currentStore: 'st-1005-01', language: 'en', isCollapse: true });
    expect(await control(operator, { pid: PIDS.habit, act: 'set', did: 'hb-000003', cmd: { content2, updatetime: 'ignored' } })).toMatchObject({
      status: 0,
      result: { did: 'hb-000003' },
    });
    const updated = (await vtinfo(operator, PIDS.habit, 'hb-000003')).result;
    expect(updated).toMatchObject({ content2, name: 'header habit', menupid: 'energy', updatetime: '2026-10-31T16:01:00.000Z' });

    expect((await control(operator, { pid: PIDS.habit, act: 'delete', did: 'hb-000003' })).status).toBe(0);
    expect((await vtinfo(operator, PIDS.habit, 'hb-000003')).message).toBe('no such record');
    expect((await control(operator, { pid: PIDS.habit, act: 'delete', did: 'hb-000003' })).message).toBe('no such record');
    // dids are never reused.
    expect((await control(operator, { pid: PIDS.habit, act: 'create', cmd: habitCmd() })).result.did).toBe('hb-000004');
  });

  it('never shows or changes another user’s habit', async () => {
    const admin = await login();
    expect((await restore(admin, 'did-u-1003')).total).toBe(0);
    expect((await vtinfo(admin, PIDS.habit, 'hb-000001')).message).toBe('no such record');
    expect((await control(admin, { pid: PIDS.habit, act: 'set', did: 'hb-000001', cmd: { content1: 'x' } })).message).toBe('no such record');
    expect((await control(admin, { pid: PIDS.habit, act: 'delete', did: 'hb-000001' })).message).toBe('no such record');
    expect((await control(admin, { pid: PIDS.habit, act: 'create', cmd: habitCmd() })).message).toBe(
      "invalid field: cmd.userdid (must be the signed-in user's did)",
    );
    const maintainer = await login('maintainer', 'maintainer123');
    expect((await restore(maintainer, 'did-u-1003')).data[0]?.content1).toBe('header');
    expect((await control(maintainer, { pid: PIDS.habit, act: 'set', did: 'hb-000001', cmd: { userdid: OPERATOR } })).message).toBe(
      "invalid field: cmd.userdid (must be the signed-in user's did)",
    );
  });

  it.each([
    [{ content1: undefined }, 'missing field: cmd.content1', 'request.missingField'],
    [{ content1: '  ' }, 'missing field: cmd.content1', 'request.missingField'],
    [{ content2: '{oops' }, 'invalid field: cmd.content2 (expected JSON text)', 'request.wrongType'],
    [{ name: 3 }, 'invalid field: cmd.name (expected a string)', 'request.wrongType'],
    [{ userdid: null }, 'invalid field: cmd.userdid (expected a string)', 'request.wrongType'],
    [{ colour: 'red' }, 'unknown field: cmd.colour', 'request.unknownField'],
    [{ constructor: 'x' }, 'unknown field: cmd.constructor', 'request.unknownField'],
  ])('validates a created habit: %j', async (overrides, message, key) => {
    const cmd = habitCmd(overrides);
    const body = { pid: PIDS.habit, act: 'create', cmd: JSON.parse(JSON.stringify(cmd)) as unknown };
    expect(await control(await login('operator', 'operator123'), body)).toEqual({ status: -1, message, result: keyed(key) });
  });

  it('validates updates', async () => {
    const maintainer = await login('maintainer', 'maintainer123');
    const set = (cmd: unknown) => control(maintainer, { pid: PIDS.habit, act: 'set', did: 'hb-000001', cmd });
    expect((await set({ content2: 'not json' })).message).toBe('invalid field: cmd.content2 (expected JSON text)');
    expect((await set({ did: 'hb-000009' })).message).toBe('invalid field: cmd.did (does not match did)');
    expect((await set({ content1: '' })).message).toBe('missing field: cmd.content1');
    expect((await set({})).status).toBe(0);
  });
});

describe('bookmarks', () => {
  const bookmark = {
    userdid: OPERATOR,
    parentbusinessdid: 'pb-1005',
    businessdid: 'st-1005-01',
    menuname: '/index/live-monitoring',
    name: 'live-monitoring',
    content: JSON.stringify({ name: 'live-monitoring', params: {}, query: {}, menu: { name: 'live-monitoring' } }),
  };
  /** The app's bookmark query (spec §7, picker and bookmarks). */
  const appQuery = { type: BOOKMARK_TYPE, userdid: OPERATOR, parentbusinessdid: 'pb-1005', businessdid: 'st-1005-01', menuname: bookmark.menuname };

  it('starts empty, then collects and uncollects a menu', async () => {
    const operator = await login('operator', 'operator123');
    const columns = { columns: ['did', 'content', 'menuname'] };
    expect((await query(operator, PIDS.bookmark, appQuery, columns)).result.total).toBe(0);
    const created = await control(operator, { pid: PIDS.bookmark, act: 'create', cmd: bookmark });
    expect(created.result).toEqual({ did: 'bm-000001' });
    const page = (await query<BookmarkRecord>(operator, PIDS.bookmark, appQuery, columns)).result;
    expect(page.data).toEqual([{ did: 'bm-000001', content: bookmark.content, menuname: bookmark.menuname }]);
    expect((await query(operator, PIDS.bookmark, { ...appQuery, type: '0' })).result.total).toBe(1);
    expect((await vtinfo(operator, PIDS.bookmark, 'bm-000001')).result).toMatchObject({ type: 0, name: 'live-monitoring' });

    const admin = await login();
    expect((await query(admin, PIDS.bookmark)).result.total).toBe(0);
    expect((await control(admin, { pid: PIDS.bookmark, act: 'delete', did: 'bm-000001' })).message).toBe('no such record');

    expect((await control(operator, { pid: PIDS.bookmark, act: 'delete', did: 'bm-000001' })).result).toEqual({ did: 'bm-000001' });
    expect((await query(operator, PIDS.bookmark, appQuery)).result.total).toBe(0);
  });

  it('validates bookmarks', async () => {
    const operator = await login('operator', 'operator123');
    const create = (cmd: unknown) => control(operator, { pid: PIDS.bookmark, act: 'create', cmd });
    expect((await create({ ...bookmark, type: '0' })).message).toBe('invalid field: cmd.type (expected an integer)');
    expect((await create({ ...bookmark, menuname: '' })).message).toBe('missing field: cmd.menuname');
    expect((await create({ ...bookmark, content: 'route' })).message).toBe('invalid field: cmd.content (expected JSON text)');
    expect((await create({ ...bookmark, userdid: 'did-u-1001' })).message).toBe("invalid field: cmd.userdid (must be the signed-in user's did)");
    expect((await create({ ...bookmark, type: 0 })).status).toBe(0);
  });
});

describe('devControl shapes and device pids', () => {
  it.each([
    [{ pid: PIDS.habit, act: 'toggle', did: 'x' }, 'invalid field: act (expected create, set, delete)', 'request.oneOf'],
    [{ pid: PIDS.habit, act: 'create' }, 'missing field: cmd', 'request.missingField'],
    [{ pid: PIDS.habit, act: 'create', did: 'hb-9', cmd: {} }, 'invalid field: did (the server assigns it on create)', 'request.invalidField'],
    [{ pid: PIDS.habit, act: 'set', cmd: {} }, 'missing field: did', 'request.missingField'],
    [{ pid: PIDS.habit, act: 'set', did: 'hb-000001' }, 'missing field: cmd', 'request.missingField'],
    [{ pid: PIDS.habit, act: 'delete', did: 'hb-000001', cmd: [] }, 'invalid field: cmd (expected an object)', 'request.wrongType'],
    [{ pid: 'ac-unit', act: 'set', cmd: { power: 1 } }, 'missing field: did', 'request.missingField'],
    [{ act: 'set', did: 'x', cmd: {} }, 'missing field: pid', 'request.missingField'],
  ])('refuses %j', async (body, message, key) => {
    expect(await control(await login('maintainer', 'maintainer123'), body)).toEqual({ status: -1, message, result: keyed(key) });
  });

  it('refuses commands to a pid the role book does not know, instead of accepting them blind', async () => {
    const session = await login();
    expect(await control(session, { pid: 'ac-unit', act: 'set', did: 'ac-0001', cmd: { on: true } })).toEqual({
      status: -1,
      message: 'unknown pid: ac-unit',
      result: { messageKey: 'request.unknownPid', values: { pid: 'ac-unit' } },
    });
    expect((await control(session, { pid: 'ac-unit', act: 'create', cmd: { name: 'AC' } })).message).toBe('missing field: did');
    // Both refused, both audited: the body check before the command's run too (issue 35 §7).
    expect(backend.db.audit.query({ area: 'command' }).map((e) => [e.pid, e.target, e.outcome])).toEqual([['ac-unit', '', 'refused'], ['ac-unit', 'ac-0001', 'refused']]);
  });

  it('checks the session, then the body, on every new endpoint', async () => {
    const session = await login();
    const paths = ['/sfsaas/api/filter/query', '/sfsaas/api/filter/listall', '/sfsaas/api/filter/vtinfo', '/vtservice/v1/devControl', '/vtspace/api/setting/detail'];
    for (const path of paths) {
      expect((await call(path, { body: '{oops' })).envelope.status, path).toBe(-45592);
      expect((await call(path, { session, body: '{oops' })).envelope, path).toMatchObject({ status: -1, message: expect.stringMatching(/^invalid JSON body/) });
      expect((await call(path, { session, body: [] })).envelope.message, path).toBe('JSON body must be an object');
    }
  });
});
