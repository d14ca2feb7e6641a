// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MenuAnswer, MenuItemWire } from '../../../src/api/types';
import { OPERATIONS_SCREENS } from '../../../src/screens/operations/registry';
import { call, login, startMockBackend } from '../support';

/** The side menu of the charging network's people (issue 24): every operations route has an entry, in its group. */

startMockBackend();

/**
 * The 22 routes of issue 24, each with the module (top group) and the leaf that opens it. Two of
 * them sit outside the spec's four operations groups, where the grouped catalogue puts them:
 * charging-station (energy assets › charging) and asset-total (energy assets › asset); add-report
 * sits with the tools' reports. work-rank/:type is reached by its leaf with type 1 (the other
 * types from the work-overview screen).
 */
const ROUTE_LEAVES: Record<string, [module: string, leaf: string]> = {
  'network-level-monitoring': ['operation-monitoring', 'network-level-monitoring'],
  'station-monitoring': ['operation-monitoring', 'station-monitoring'],
  'charging-station': ['energy-assets', 'charging-station'],
  'work-overview': ['operation-maintenance', 'service-ticket-overview'],
  'work-rank': ['operation-maintenance', 'service-ticket-ranking'],
  'processing-statistics': ['operation-maintenance', 'fault-handling-statistics'],
  'work-rule': ['operation-maintenance', 'service-ticket-rules'],
  'judgment-screening': ['operation-maintenance', 'fault-screening'],
  'operation-overview': ['operation-monitoring', 'operation-monitoring-overview'],
  'operational-overview': ['operation-management', 'operation-management-overview'],
  'operation-maintenance-overview': ['operation-maintenance', 'operation-maintenance-overview'],
  'cost-benefit-analysis': ['operation-management', 'cost-benefit-analysis'],
  'equipment-evaluation': ['operation-maintenance', 'equipment-evaluation-overview'],
  'user-portrait-Portrait': ['operation-management', 'user-portrait-ranking'],
  'report-center': ['asset-management', 'asset-report-center'],
  'add-report': ['tools', 'add-report'],
  'oper-main-stat-repo': ['operation-maintenance', 'fault-basic-statistics'],
  'technical-transformation-report': ['operation-maintenance', 'technical-transformation-report'],
  'warehousing-slip': ['asset-management', 'warehousing-slip'],
  'asset-overview': ['asset-management', 'asset-overview'],
  'asset-total': ['energy-assets', 'asset-total'],
  'smart-car-parking': ['operation-maintenance', 'smart-car-park'],
};

const LANGS = ['en', 'zh', 'zh_hk', 'th'] as const;
const messages = Object.fromEntries(LANGS.map((lang) => [lang, JSON.parse(readFileSync(`public/lang/${lang}.json`, 'utf8')) as Record<string, string>]));

async function menuOf(username: string, password: string): Promise<MenuItemWire[]> {
  const session = await login(username, password);
  const { envelope } = await call<MenuAnswer>('/vts/api/menu/get', { session, body: { portalcode: 'cem-platform' } });
  expect(envelope.status).toBe(0);
  return envelope.result.list;
}

/** Each enabled leaf as [module, leaf name, page, params]. */
function leavesOf(modules: readonly MenuItemWire[]): Array<[string, string, string, Record<string, string>]> {
  const out: Array<[string, string, string, Record<string, string>]> = [];
  const visit = (module: string, item: MenuItemWire) => {
    if (item.disabled || item.disable || item.hidden) return;
    const children = item.subList ?? item.sub_menu;
    if (children) children.forEach((child) => visit(module, child));
    else out.push([module, item.name, item.page ?? '', (item.params ?? {}) as Record<string, string>]);
  };
  modules.forEach((module) => visit(module.name, module));
  return out;
}

describe('the operations routes in the menu (issue 24)', () => {
  it('lists the 22 routes of the operations registry', () => {
    expect(Object.keys(OPERATIONS_SCREENS).map((key) => key.replace('screens/', '')).sort()).toEqual(Object.keys(ROUTE_LEAVES).sort());
    expect(Object.keys(ROUTE_LEAVES)).toHaveLength(22);
  });

  it.each([['operator', 'operator123'], ['admin', 'admin123']])('gives the %s an enabled entry for each, in its group', async (username, password) => {
    const leaves = leavesOf(await menuOf(username, password));
    const missing = Object.entries(ROUTE_LEAVES).filter(([route, [module, leaf]]) => !leaves.some(([m, name, page]) => m === module && name === leaf && page === route));
    expect(missing).toEqual([]);
    expect(leaves.find(([, , page]) => page === 'work-rank')?.[3]).toEqual({ type: '1' });
  });

  it('shows the operator the four operations groups of the catalogue', async () => {
    const modules = (await menuOf('operator', 'operator123')).map((m) => m.name);
    expect(modules.filter((name) => ['asset-management', 'operation-monitoring', 'operation-management', 'operation-maintenance'].includes(name))).toEqual([
      'asset-management', 'operation-monitoring', 'operation-management', 'operation-maintenance',
    ]);
  });

  it('titles each entry and its group in all four languages', () => {
    const keys = Object.values(ROUTE_LEAVES).flatMap(([module, leaf]) => [`menu.${module}`, `menu.${leaf}`]);
    for (const lang of LANGS) expect([lang, keys.filter((key) => !messages[lang]![key])]).toEqual([lang, []]);
    expect(LANGS.map((lang) => messages[lang]!['menu.warehousing-slip'])).toEqual(['Warehousing slips', '入库单', '入倉單', 'ใบรับเข้าคลัง']);
  });
});
