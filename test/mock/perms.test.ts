// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_FORBIDDEN, type AddResult, type PageAction, type PageConfig, type PagePerms } from '../../src/api/pageConfig';
import { STATUS_HIDDEN, STATUS_SESSION_EXPIRED } from '../../src/api/types';
import { ok, post, query } from './pageHelpers';
import { login, startMockBackend } from './support';

startMockBackend();

// The backend resets after each test, sessions included.
const sessions: Record<string, string> = {};
beforeEach(async () => {
  sessions.admin = await login();
  sessions.operator = await login('operator', 'operator123');
  sessions.maintainer = await login('maintainer', 'maintainer123');
  sessions.viewer = await login('viewer', 'viewer123');
});

const perms = async (who: string, pid: string) => ok(await post<PagePerms>(sessions[who] ?? '', 'role/user/perm', { pid })).actions;

describe('role/user/perm', () => {
  it.each<[string, string, PageAction[]]>([
    ['admin', 'p-orders', ['view', 'add', 'edit', 'delete', 'export', 'history']],
    ['admin', 'p-ledger-pile', ['view', 'add', 'edit', 'delete', 'export', 'import', 'history']],
    ['admin', 'p-remote-start-stop', ['view', 'control', 'export', 'history']],
    ['operator', 'p-orders', ['view', 'add', 'edit', 'export', 'history']],
    ['operator', 'p-fault-tickets', ['view', 'add', 'edit', 'export', 'history']],
    ['operator', 'p-ledger-pile', ['view', 'export', 'history']],
    ['operator', 'p-history-alarms', ['view', 'export']],
    ['maintainer', 'p-fault-tickets', ['view', 'add', 'edit', 'history']],
    ['maintainer', 'p-maintenance-records', ['view', 'add', 'edit', 'history']],
    ['maintainer', 'p-team-management', ['view', 'add', 'edit', 'history']],
    ['maintainer', 'p-knowledge-category', ['view', 'add', 'edit', 'history']],
    // Outside the maintainer's menu (operation and asset management): granted nothing (issue 35 item 4).
    ['maintainer', 'p-orders', []],
    ['maintainer', 'p-ledger-pile', []],
    ['maintainer', 'p-hot-water-maintance', ['view', 'control', 'add', 'edit']],
    ['maintainer', 'p-ac-split', ['view', 'control']],
    ['operator', 'p-hot-water-maintance', ['view', 'export', 'control']],
    // Issue 35 item 4: the viewer reads what its menu shows (energy, devices, bills), nothing else.
    ['viewer', 'p-orders', []],
    ['viewer', 'p-knowledge-base', []],
    ['viewer', 'p-bill-managemant', ['view']],
    ['viewer', 'p-personal-center', ['view']],
  ])('%s on %s', async (who, pid, expected) => {
    expect(await perms(who, pid)).toEqual(expected);
  });

  it('never lets anyone but the admin delete, import or control', async () => {
    for (const who of ['operator', 'maintainer', 'viewer']) {
      for (const pid of ['p-orders', 'p-fault-tickets', 'p-ledger-pile', 'p-maintenance-records', 'p-remote-start-stop']) {
        const actions = await perms(who, pid);
        expect(actions.filter((a) => a === 'delete' || a === 'import' || a === 'control'), `${who} ${pid}`).toEqual([]);
      }
    }
  });

  it('answers history pids and screen pids too, and refuses unknown ones', async () => {
    expect(await perms('operator', 'p-orders-history')).toEqual(['view']);
    expect(await perms('viewer', 'p-orders-history')).toEqual([]);
    expect(await perms('viewer', 'p-home')).toEqual(['view']);
    expect(await perms('admin', 'p-home')).toContain('control');
    expect(await post(sessions.admin ?? '', 'role/user/perm', { pid: 'p-nope' })).toMatchObject({ status: -1, message: 'unknown pid: p-nope' });
  });
});

describe('enforcement', () => {
  const forbidden = (envelope: { status: number; message?: string }, message: string) => {
    expect(envelope).toMatchObject({ status: STATUS_FORBIDDEN, message });
  };

  it('uses its own status, neither session expiry nor the hidden one', () => {
    expect(STATUS_FORBIDDEN).not.toBe(0);
    expect(STATUS_FORBIDDEN).not.toBe(STATUS_SESSION_EXPIRED);
    expect(STATUS_FORBIDDEN).not.toBe(STATUS_HIDDEN);
  });

  it('refuses a forbidden delete, add, update, export and import before looking at the record', async () => {
    const operator = sessions.operator ?? '';
    const order = ok(await query(operator, 'p-orders', { pagesize: 1 })).data[0]?.did ?? '';
    forbidden(await post(operator, 'filter/delete', { pid: 'p-orders', did: order }), 'no permission: delete on p-orders (role operator)');
    expect(ok(await query(operator, 'p-orders', { filter: { did: order } })).total).toBe(1);
    forbidden(await post(operator, 'filter/add', { pid: 'p-ledger-pile', cmd: {} }), 'no permission: add on p-ledger-pile (role operator)');
    forbidden(await post(operator, 'filter/add', { pid: 'p-storeroom', records: [{}] }), 'no permission: import on p-storeroom (role operator)');
    const maintainer = sessions.maintainer ?? '';
    forbidden(await post(maintainer, 'filter/update', { pid: 'p-orders', did: 'od-0000001', cmd: {} }), 'no permission: edit on p-orders (role maintenance)');
    forbidden(await post(maintainer, 'filter/export', { pid: 'p-orders' }), 'no permission: export on p-orders (role maintenance)');
    forbidden(await post(maintainer, 'filter/add', { pid: 'p-remote-start-stop', cmd: {} }), 'no permission: control on p-remote-start-stop (role maintenance)');
  });

  it('lets each role do what it may', async () => {
    const maintainer = sessions.maintainer ?? '';
    const ticket = ok(await query(maintainer, 'p-fault-tickets', { filter: { status: 'pending' }, pagesize: 1 })).data[0]?.did ?? '';
    expect(ok(await post<AddResult>(maintainer, 'filter/update', { pid: 'p-fault-tickets', did: ticket, cmd: { status: 'assigned', assignee: '李娜' } }))).toEqual({ did: ticket });
    const admin = sessions.admin ?? '';
    const pile = ok(await query(admin, 'p-ledger-pile', { filter: { status: 'idle' }, pagesize: 1 })).data[0]?.did ?? '';
    const config = ok(await post<PageConfig>(admin, 'module/config', { pid: 'p-remote-start-stop' }));
    expect(config).toMatchObject({ addAction: 'control', actions: ['view', 'control', 'export', 'history'] });
    const command = ok(await post<AddResult>(admin, 'filter/add', { pid: 'p-remote-start-stop', cmd: { piledid: pile, command: 'start', reason: '测试' } }));
    expect(ok(await post<Record<string, unknown>>(admin, 'filter/vtinfo', { pid: 'p-remote-start-stop', did: command.did }))).toMatchObject({ sentby: '管理员', result: 'success' });
  });

  it('keeps history from viewers, and writes from viewers', async () => {
    const viewer = sessions.viewer ?? '';
    forbidden(await query(viewer, 'p-guarantee-type-history'), 'no permission: history on p-guarantee-type (role viewer)');
    // Issue 35 item 4: a list outside the viewer's menu is not read either.
    forbidden(await query(viewer, 'p-guarantee-type'), 'no permission: view on p-guarantee-type (role viewer)');
    forbidden(await post(viewer, 'filter/update', { pid: 'p-guarantee-type', did: 'gt-001', cmd: { fee: 1 } }), 'no permission: edit on p-guarantee-type (role viewer)');
  });
});
