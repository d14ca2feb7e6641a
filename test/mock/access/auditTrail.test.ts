// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

const backend = startMockBackend({ now: () => Date.parse('2026-11-03T02:00:00.000Z') });

const post = async (session: string, path: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Envelope<unknown>> =>
  (await call(path, { session, body, headers })).envelope;

describe('the one audited write path', () => {
  it('records a generic list edit with the record before and after, who, from where and when', async () => {
    const admin = await login();
    const pile = backend.db.pages.require('p-ledger-pile').table.all()[0]!;
    const answer = await post(admin, '/sfsaas/api/filter/update', { pid: 'p-ledger-pile', did: pile.did, cmd: { power: 161 } }, { 'x-cem-mock-peer': '10.1.2.3', 'x-forwarded-for': '172.16.0.1' });
    expect(answer.status).toBe(0);
    const [entry] = backend.db.audit.query({ area: 'records', target: pile.did });
    expect(entry).toMatchObject({ userid: 'u-1001', username: 'admin', ip: '10.1.2.3', pid: 'p-ledger-pile', action: 'update', resource: 'record', outcome: 'ok', messageKey: '' });
    expect(entry?.at).toBe('2026-10-31T16:00:00.000Z');
    expect((entry?.before as { power: unknown }).power).toBe(pile.power);
    expect((entry?.after as { power: unknown }).power).toBe(161);
  });

  it('records a delete through a list with the records before, and a refused delete with its key', async () => {
    const admin = await login();
    const operator = await login('operator', 'operator123');
    const order = backend.db.pages.require('p-orders').table.all()[0]!;
    expect((await post(operator, '/sfsaas/api/filter/delete', { pid: 'p-orders', did: order.did })).status).toBe(-45403);
    expect(backend.db.audit.query({ area: 'records' })[0]).toMatchObject({ username: 'operator', action: 'delete', outcome: 'refused', messageKey: 'access.noPermission', message: 'no permission: delete on p-orders (role operator)' });
    expect((await post(admin, '/sfsaas/api/filter/delete', { pid: 'p-orders', did: order.did })).status).toBe(0);
    const [deleted] = backend.db.audit.query({ area: 'records', outcome: 'ok' });
    expect(deleted).toMatchObject({ action: 'delete', target: order.did, before: [order], after: null });
  });

  it('audits exports (the first page of each), with the rows exported', async () => {
    const admin = await login();
    expect((await post(admin, '/sfsaas/api/filter/export', { pid: 'p-orders', columns: ['did'] })).status).toBe(0);
    expect((await post(admin, '/sfsaas/api/filter/export', { pid: 'p-orders', page: 2, pagesize: 6000, columns: ['did'] })).status).toBe(0);
    const exports = backend.db.audit.query({ area: 'records' }).filter((e) => e.action === 'export');
    expect(exports.length).toBe(1);
    expect(exports[0]).toMatchObject({ pid: 'p-orders', resource: 'records', target: 'p-orders', outcome: 'ok' });
    // The admin's company's orders (the table holds the other company's too).
    expect((exports[0]?.after as { rows: number }).rows).toBe(33145);
  });

  it('records an energy standard and a floor area change with before and after, and a viewer\'s refusal', async () => {
    const operator = await login('operator', 'operator123');
    expect((await post(operator, '/businessstatistics/api/energymanage/setecstandard3', { pid: 'p-energy-standard', buildingtype: 'office', level: 'guide', value: 70 })).status).toBe(0);
    const [standard] = backend.db.audit.query({ area: 'energy' });
    expect(standard).toMatchObject({ pid: 'p-energy-standard', action: 'standard.set', resource: 'standard', target: 'office:guide', outcome: 'ok' });
    expect((standard?.before as { value: number }).value).not.toBe(70);
    expect((standard?.after as { value: number }).value).toBe(70);
    const building = backend.db.energy.metering.plans.get('st-1005-01')!.buildings[0]!;
    const area = building.floorarea;
    expect((await post(operator, '/businessstatistics/api/energymanage/setfloorarea', { pid: 'p-energy-config', store: 'st-1005-01', building: building.did, floorarea: 12345 })).status).toBe(0);
    expect(backend.db.audit.query({ area: 'energy' })[0]).toMatchObject({ action: 'floorarea.set', target: building.did, before: { building: building.did, floorarea: area }, after: { building: building.did, floorarea: 12345 } });
    const viewer = await login('viewer', 'viewer123');
    expect((await post(viewer, '/businessstatistics/api/energymanage/setecstandard3', { pid: 'p-energy-standard', buildingtype: 'office', level: 'guide', value: 60 })).status).toBe(-45403);
    expect(backend.db.audit.query({ area: 'energy', outcome: 'refused' })[0]).toMatchObject({ username: 'viewer', target: 'office:guide', message: 'no permission: edit on p-energy-standard (role viewer)', messageKey: 'access.noPermission' });
  });

  it('records an electricity price change (a rate rule version) with the prices before and after', async () => {
    const admin = await login();
    const rule = 'rr-st-1005-01-tou';
    const bands = { peak: 1.62, flat: 0.98, valley: 0.41 };
    const answer = await post(admin, '/businessstatistics/api/businessraterule/set', { pid: 'p-tenant-configuration', act: 'addVersion', did: rule, version: { from: '2026-12-01', bands } });
    expect(answer.status).toBe(0);
    const [entry] = backend.db.audit.query({ area: 'billing', target: rule });
    expect(entry).toMatchObject({ action: 'rate-rule-addVersion', resource: 'rate-rule', outcome: 'ok', username: 'admin' });
    const fromOf = (row: unknown) => (row as { versions: Array<{ from: string }> }).versions.map((v) => v.from);
    expect(fromOf(entry?.before)).toEqual(['2024-01-01', '2026-06-15']);
    expect(fromOf(entry?.after)).toEqual(['2024-01-01', '2026-06-15', '2026-12-01']);
    expect((entry?.after as { versions: Array<{ bands?: unknown }> }).versions[2]?.bands).toEqual(bands);
  });

  it('records a bill void with the bill before and after', async () => {
    const admin = await login();
    const bill = backend.db.billing.book('st-1005-01').bills.find((b) => b.state === 'issued' && b.paid === 0)!;
    expect((await post(admin, '/vtspace/api/bill/void', { pid: 'p-bill-managemant', did: bill.did, reason: 'duplicate' })).status).toBe(0);
    const [entry] = backend.db.audit.query({ area: 'billing', target: bill.did });
    expect(entry).toMatchObject({ action: 'void', resource: 'bill', outcome: 'ok', before: { did: bill.did, state: 'issued' }, after: { did: bill.did, state: 'void', voidReason: 'duplicate' } });
  });

  it('records a room state change with the room before and after', async () => {
    const admin = await login();
    const room = backend.db.billing.book('st-1005-01').rooms[0]!.did;
    const answer = await post(admin, '/vtspace/api/roomstate/set', { pid: 'p-space-room-state', space: room, note: 'paint' });
    expect(answer.status).toBe(0);
    const [entry] = backend.db.audit.query({ area: 'billing', target: room });
    expect(entry).toMatchObject({ action: 'roomstate.set', resource: 'room-state', outcome: 'ok', after: { note: 'paint' } });
    expect((entry?.before as { note: string }).note).toBe('');
  });
});
