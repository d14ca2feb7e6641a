import { group, leaf, topModule, type CatalogueItem } from './build.ts';

/** Energy & carbon: the first module; its first leaf is the console's home. */
export function energyModule(): CatalogueItem {
  return topModule('energy', 'energy-carbon', 'Energy & Carbon', '能碳管理', 'leaf', [
    leaf('home', 'Home', '首页', 'home', { icon: 'home' }),
    leaf('dashboard', 'Dashboard', '数据看板', 'dashboard', { icon: 'dashboard', content: '{"icon":"bolt"}' }),
    // Hidden: reachable by URL only, never drawn in the side menu.
    leaf('legacy-energy-board', 'Legacy energy board', '旧版能耗看板', 'dashboard', { hidden: 1 }),
    group('carbon', 'Carbon', '碳管理', 'cloud', [
      leaf('carbon-home', 'Carbon overview', '碳总览', 'carbon-home'),
      leaf('carbon-metering', 'Carbon metering', '碳计量', 'carbon-metering'),
      leaf('carbon-emissions', 'Carbon emissions', '碳排放', 'carbon-emissions'),
      leaf('carbon-assessment', 'Carbon assessment', '碳评估', 'carbon-assessment'),
      leaf('carbon-prediction', 'Carbon prediction', '碳预测', 'carbon-prediction'),
      leaf('carbon-cockpit', 'Carbon cockpit', '碳驾驶舱', 'carbon-cockpit', { params: { menutype: '1' } }),
      leaf('measurement-method', 'Measurement methods', '计量方法', 'measurement-method', { params: { metertype: '1' } }),
      leaf('measurement-result', 'Measurement results', '计量结果', 'measurement-result', { params: { resulttype: '1' } }),
      leaf('green-electricity-trace', 'Green electricity trace', '绿电溯源', 'green-electricity-trace'),
    ]),
    group('energy-efficiency', 'Energy efficiency', '能效管理', 'bolt', [
      leaf('load-forecast', 'Load forecast', '负荷预测', 'load-forecast'),
      leaf('building-energy-efficiency', 'Building energy efficiency', '建筑能效', 'building-energy-efficiency'),
      leaf('energy-efficiency-analysis', 'Efficiency analysis', '能效分析', 'energy-efficiency-analysis'),
      leaf('indicator-budget', 'Indicator budget', '指标预算', 'indicator-budget'),
      leaf('energy-standard', 'Energy standards', '能耗标准', 'energy-standard'),
      leaf('energy-config', 'Energy configuration', '能耗配置', 'energy-config'),
    ]),
    group('projects', 'Projects', '项目管理', 'bank', [
      leaf('project-overview', 'Project overview', '项目总览', 'project-overview'),
      leaf('building-management', 'Buildings', '建筑管理', 'building-management'),
      leaf('project-parameters', 'Project parameters', '项目参数', 'project-parameters'),
    ]),
    group('peaking', 'Peak shaving', '削峰填谷', 'chart', [
      leaf('peaking-info', 'Peak shaving info', '削峰信息', 'peaking-info'),
      leaf('news-information', 'News', '资讯信息', 'news-information'),
      leaf('peaking-income-analysis', 'Peak shaving income', '削峰收益分析', 'peaking-income-analysis'),
      leaf('load-analysis-prediction', 'Load analysis and prediction', '负荷分析预测', 'load-analysis-prediction'),
      leaf('peaking-plan', 'Peak shaving plan', '削峰计划', 'peaking-plan'),
    ]),
    group('energy-analysis', 'Energy analysis', '能耗分析', 'chart', [
      leaf('comparative-analysis', 'Comparative analysis', '对比分析', 'comparative-analysis'),
      leaf('vertical-comparison', 'Period comparison', '纵向对比', 'vertical-comparison'),
      leaf('energy-tree-analysis', 'Energy flow tree', '能流树分析', 'energy-tree-analysis'),
      leaf('energy-data-report', 'Energy data report', '能耗数据报表', 'energy-data-report'),
      // Its icon comes through `content`, the JSON merged into the item (spec §3); malformed content
      // is ignored with a warning (test/stores/normalizeMenu.test.ts), never served by the mock.
      leaf('meter-monitoring', 'Meter monitoring', '仪表监测', 'meter-monitoring', { content: '{"icon":"dashboard"}' }),
    ]),
    group(
      'energy-prices',
      'Energy prices',
      '能源价格',
      'bank',
      [
        leaf('electricity-price', 'Electricity price', '电价', 'electricity-price'),
        leaf('water-price', 'Water price', '水价', 'water-price'),
        leaf('gas-price', 'Gas price', '气价', 'gas-price'),
        leaf('hot-cold-price', 'Heating and cooling price', '冷热价格', 'hot-cold-price'),
        leaf('pv-price', 'PV tariff', '光伏电价', 'pv-price'),
      ],
      { legacyChildren: true },
    ),
  ]);
}
