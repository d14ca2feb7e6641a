import { group, leaf, routeLeaf, topModule, type CatalogueItem } from './build.ts';

/** Energy & carbon: the first module; its first leaf is the console's home. */
export function energyModule(): CatalogueItem {
  return topModule('energy', 'energy-carbon', 'Energy & Carbon', '能碳管理', 'leaf', [
    routeLeaf('home', { icon: 'home' }),
    routeLeaf('dashboard', { icon: 'dashboard', content: '{"icon":"bolt"}' }),
    // Hidden: reachable by URL only, never drawn in the side menu.
    leaf('legacy-energy-board', 'Legacy energy board', '旧版能耗看板', 'dashboard', { hidden: 1 }),
    group('carbon', 'Carbon', '碳管理', 'cloud', [
      routeLeaf('carbon-home'),
      routeLeaf('carbon-metering'),
      routeLeaf('carbon-emissions'),
      routeLeaf('carbon-assessment'),
      routeLeaf('carbon-prediction'),
      routeLeaf('carbon-cockpit', { params: { menutype: '1' } }),
      routeLeaf('measurement-method', { params: { metertype: '1' } }),
      routeLeaf('measurement-result', { params: { resulttype: '1' } }),
      routeLeaf('green-electricity-trace'),
    ]),
    group('energy-efficiency', 'Energy efficiency', '能效管理', 'bolt', [
      routeLeaf('load-forecast'),
      routeLeaf('building-energy-efficiency'),
      routeLeaf('energy-efficiency-analysis'),
      routeLeaf('indicator-budget'),
      routeLeaf('energy-standard'),
      routeLeaf('energy-config'),
    ]),
    group('projects', 'Projects', '项目管理', 'bank', [
      routeLeaf('project-overview'),
      routeLeaf('building-management'),
      routeLeaf('project-parameters'),
    ]),
    group('peaking', 'Peak shaving', '削峰填谷', 'chart', [
      routeLeaf('peaking-info'),
      routeLeaf('news-information'),
      routeLeaf('peaking-income-analysis'),
      routeLeaf('load-analysis-prediction'),
      routeLeaf('peaking-plan'),
    ]),
    group('energy-analysis', 'Energy analysis', '能耗分析', 'chart', [
      routeLeaf('comparative-analysis'),
      routeLeaf('vertical-comparison'),
      routeLeaf('energy-tree-analysis'),
      routeLeaf('energy-data-report'),
      // Its icon comes through `content`, the JSON merged into the item (spec §3); malformed content
      // is ignored with a warning (test/stores/normalizeMenu.test.ts), never served by the mock.
      routeLeaf('meter-monitoring', { content: '{"icon":"dashboard"}' }),
    ]),
    group(
      'energy-prices',
      'Energy prices',
      '能源价格',
      'bank',
      [
        routeLeaf('electricity-price'),
        routeLeaf('water-price'),
        routeLeaf('gas-price'),
        routeLeaf('hot-cold-price'),
        routeLeaf('pv-price'),
      ],
      { legacyChildren: true },
    ),
  ]);
}
