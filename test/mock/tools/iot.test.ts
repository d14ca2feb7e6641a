// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SimCardList } from '../../../src/api/tools/iotTypes';
import { seedSimCards } from '../../../mock/api/db/tools/iot/seedSimCards';
import { simCardList } from '../../../mock/api/db/tools/iot/simCards';
import { DEFAULT_SEED } from '../../../mock/api/db/core/random';
import { call, login, startMockBackend } from '../support';

/** IoT SIM cards: one in each gateway of the device world, alerts against the world clock's today. */

const backend = startMockBackend();
const PID = 'p-iot-equipment';
const STORE = 'st-1005-01';
const list = async (session: string, body: Record<string, unknown> = {}) =>
  (await call<SimCardList>('/sfsaas/api/tools/iot/list', { session, body: { pid: PID, store: STORE, ...body } })).envelope;

describe('iot equipment', () => {
  it('has a card in each of the 46 gateways the device world has (with its devices and link state) and two spares', async () => {
    const admin = await login();
    const { result } = await list(admin);
    const gateways = backend.db.devices.world(STORE).devices.filter((d) => d.kind === 'gateway');
    expect(result.today).toBe('2026-11-01');
    expect(result.kpis).toEqual({ cards: 48, active: 42, expiring: 6, overQuota: 7 });
    expect(gateways).toHaveLength(46);
    expect(result.rows).toHaveLength(48);
    expect(result.rows.filter((r) => r.gateway).map((r) => r.gateway).sort()).toEqual(gateways.map((g) => g.did).sort());
    const first = result.rows.find((r) => r.gateway)!;
    expect(first.devices).toBe(gateways.find((g) => g.did === first.gateway)!.children?.length ?? 0);
    expect(result.rows.filter((r) => !r.gateway).map((r) => r.state)).toEqual(['inactive', 'inactive']);
    for (const row of result.rows) {
      expect(row.iccid).toMatch(/^8986(00|01|11)\d{14}$/);
      expect(row.imsi).toMatch(/^460(00|01|11)\d{10}$/);
    }
  });

  it('filters by alert, operator, state and words; expiring means within 30 days of the world clock’s today', async () => {
    const admin = await login();
    const expiring = (await list(admin, { alert: 'expiring' })).result.rows;
    expect(expiring.length).toBe(6);
    expect(expiring.every((r) => r.daysLeft >= 0 && r.daysLeft <= 30)).toBe(true);
    const over = (await list(admin, { alert: 'overQuota' })).result.rows;
    expect(over.every((r) => r.usedMb > r.planMb)).toBe(true);
    expect((await list(admin, { operator: 'china-unicom' })).result.rows.every((r) => r.operator === 'china-unicom')).toBe(true);
    expect((await list(admin, { state: 'suspended' })).result.rows.every((r) => r.alerts.includes('expired'))).toBe(true);
    const one = expiring[0]!;
    expect((await list(admin, { search: one.iccid.slice(-8) })).result.rows.map((r) => r.iccid)).toEqual([one.iccid]);
  });

  it('answers another company’s store as one that does not exist, and refuses bad filters (-1)', async () => {
    const other = await login('ggadmin', 'greengrid123');
    const refused = await list(other);
    expect(refused.status).toBe(-1);
    expect(refused.result).toMatchObject({ messageKey: 'request.notFound', values: { kind: 'store' } });
    const admin = await login();
    expect((await list(admin, { alert: 'lost' })).status).toBe(-1);
    expect((await list(admin, { pid: 'p-knowledge-base' })).status).toBe(-1);
  });
});

describe('sim card alerts', () => {
  it('count from the day they are asked on: 31 days on, every card that was expiring has expired', () => {
    const gateways = Array.from({ length: 22 }, (_, i) => ({ did: `gw-${i}`, name: `网关${i}#`, online: i !== 5, devices: i }));
    const cards = seedSimCards(DEFAULT_SEED, 'st-test', '100000', '2026-11-01', gateways);
    const now = simCardList(cards, gateways, '2026-11-01', {});
    const expiring = now.rows.filter((r) => r.alerts.includes('expiring'));
    expect(expiring.length).toBe(now.kpis.expiring);
    expect(expiring.length).toBeGreaterThan(0);
    const later = simCardList(cards, gateways, '2026-12-02', {});
    expect(later.rows.filter((r) => expiring.some((e) => e.iccid === r.iccid)).every((r) => r.alerts.includes('expired') && r.daysLeft < 0)).toBe(true);
    // A spare card in stock never warns of expiry.
    expect(later.rows.filter((r) => r.state === 'inactive').every((r) => r.alerts.length === 0)).toBe(true);
  });
});
