// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDevicesApi } from '../../../src/api/devices';
import { ApiError } from '../../../src/api/errors';
import { createHttpClient } from '../../../src/api/http';
import { login, startMockBackend } from '../support';
import { testHttpDeps } from '../../support/httpDeps';

/** The typed service module against the mock: the app's calls and the mock's answers agree. */

const START = Date.parse('2026-11-02T08:00:00.000Z');
let clock = START;
startMockBackend({ now: () => clock });

async function api(username = 'admin', password = 'admin123') {
  const loginsession = await login(username, password);
  const http = createHttpClient(testHttpDeps({ baseURL: 'http://localhost', sessionHeaders: () => ({ companyid: 'c', reqUserId: 'u', loginsession, userDid: 'd', userid: 'u' }) }));
  return createDevicesApi(http);
}

describe('devices service module', () => {
  it('reads spaces and devices, sends a command and follows it to its confirmation', async () => {
    const devices = await api('operator', 'operator123');
    expect((await devices.spaceChildren('sp-st-1005-01-01')).length).toBe(4);
    const page = await devices.getgroupdev({ store: 'st-1005-01', space: 'sp-st-1005-01-01-f01-r02', kind: 'ac', page: 1, pagesize: 10 }, { silent: true });
    expect(page.total).toBe(3);
    const { command } = await devices.devControl({ pid: 'p-ac-split', did: page.data[0]!.did, act: 'set', cmd: { on: true } });
    clock += 3000;
    expect((await devices.commandResults([command.id])).commands[0]).toMatchObject({ id: command.id, state: 'confirmed' });
    const overview = await devices.projectsOverview('pb-1005');
    expect(overview.stores.map((s) => [s.store, s.devices, s.commandsToday])).toEqual([['st-1005-01', 1665, 1]]);
    expect(overview.stores[0]!.savingsKwh).toBeGreaterThan(1000);
  });

  it('reads and writes policies, plans and hot-water records', async () => {
    const devices = await api();
    const policies = await devices.policies({ pid: 'p-device-policy-list', store: 'st-1005-01', menutype: 6, page: 1, pagesize: 20 });
    expect(policies.data.map((p) => p.name)).toEqual(['Office AC schedule', 'Weekend AC off', 'Overheat cooling']);
    expect((await devices.records({ pid: 'p-device-policy-list', store: 'st-1005-01', policy: 'pol-st-1005-01-07', page: 1, pagesize: 5 })).total).toBe(60);
    const plans = await devices.peakingPlans({ pid: 'p-peaking-plan', store: 'st-1005-01', page: 1, pagesize: 10 });
    expect(plans.data[0]).toMatchObject({ did: 'pk-st-1005-01-01', weekdays: [1, 2, 3, 4, 5], to: null });
    const records = await devices.hotWaterRecords({ pid: 'p-hot-water-maintance', store: 'st-1005-01', system: 'sp-st-1005-01-01-f01-r03-hw1', page: 1, pagesize: 50 });
    expect(records.total).toBe(14);
    expect(records.data.filter((r) => r.task === 'disinfection').every((r) => r.peakTemperature !== undefined)).toBe(true);
    const plan = { store: 'st-1005-01', system: 'sp-st-1005-01-01-f01-r03-hw1', task: 'disinfection' as const, everyDays: 14, temperature: 72, holdMinutes: 40, at: '03:00', enabled: true };
    const saved = await devices.createPlan('hotwater-plan', 'p-hot-water-maintance', plan);
    expect(saved).toMatchObject({ ...plan, did: 'hwp-st-1005-01-n001' });
    const refused = await devices.createPlan('hotwater-plan', 'p-hot-water-maintance', { ...plan, temperature: 50 }, { hideError: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('invalid field: temperature (expected 60 to 80)');
  });
});
