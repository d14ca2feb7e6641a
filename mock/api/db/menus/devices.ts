import { group, leaf, placeholder, routeLeaf, topModule, type CatalogueItem } from './build.ts';

/** Devices & control: monitoring, remote control and device policies. */
export function devicesModule(): CatalogueItem {
  return topModule('devices', 'devices-control', 'Devices & Control', '设备与控制', 'api', [
    group('device-monitoring', 'Monitoring', '监控中心', 'dashboard', [
      routeLeaf('terminal-monitoring'),
      routeLeaf('live-monitoring'),
      routeLeaf('video-monitoring'),
      routeLeaf('device-projects-overview'),
      routeLeaf('load-monitoring', { params: { loadtype: '1' } }),
    ]),
    group('device-control', 'Control', '设备控制', 'tool', [
      routeLeaf('common-ac', { params: { actype: '1' } }),
      leaf('ac-split', 'Split air conditioning', '分体空调', 'common-ac', { params: { actype: '2' } }),
      routeLeaf('common-power-switch', { params: { powercontroltype: '1' } }),
      leaf('lighting-circuits', 'Lighting circuits', '照明回路', 'common-power-switch', {
        params: { powercontroltype: '2' },
      }),
    ]),
    group('device-policies', 'Policies', '策略管理', 'solution', [
      routeLeaf('device-policy-list', { params: { menutype: '1' } }),
      routeLeaf('policy-execution-record', {
        params: { did: 'pol-st-1005-01-01', name: 'Office AC schedule' },
      }),
      routeLeaf('config-monitoring', {
        params: { menutype: '1' },
      }),
    ]),
    group('device-setup', 'Setup', '设备配置', 'setting', [
      routeLeaf('space-configuration'),
      routeLeaf('space-management'),
      routeLeaf('gateway-management'),
      routeLeaf('hot-water-maintance'),
    ]),
  ]);
}

/** Grouped catalogue, energy saving (spec §2): terminal, computer-room and system strategies. */
export function energySavingModule(): CatalogueItem {
  return topModule('energy-saving', 'energy-saving', 'Energy saving', '节能管理', 'leaf', [
    group('terminal-strategies', 'Terminal strategies', '末端策略', 'solution', [
      leaf('strategy-air-conditioning', 'Air conditioning', '空调', 'device-policy-list', { params: { menutype: '6' } }),
      leaf('strategy-lighting', 'Lighting', '照明', 'device-policy-list', { params: { menutype: '8' } }),
      leaf('strategy-hot-water', 'Hot water', '热水', 'device-policy-list', { params: { menutype: '9' } }),
    ]),
    leaf('computer-room-configuration', 'Computer-room configuration', '机房配置', 'config-monitoring', {
      params: { menutype: '2' },
    }),
    leaf('system-strategies', 'System strategies', '系统策略', 'device-policy-list', { params: { menutype: '7' } }),
    placeholder('energy-saving-report', 'Energy-saving report', '节能报告'),
  ]);
}

/** Grouped catalogue, microgrid (spec §2): storage configuration, charging and discharge. */
export function microgridModule(): CatalogueItem {
  return topModule('microgrid', 'microgrid', 'Microgrid', '微电网', 'bolt', [
    leaf('storage-configuration', 'Storage configuration', '储能配置', 'config-monitoring', { params: { menutype: '4' } }),
    group('microgrid-charging', 'Charging', '充电', 'bolt', [
      leaf('charging-load', 'Charging load', '充电负荷', 'load-monitoring', { params: { loadtype: '13' } }),
      leaf('charging-strategy', 'Charging strategy', '充电策略', 'device-policy-list', { params: { menutype: '10' } }),
    ]),
    group('microgrid-discharge', 'Discharge', '放电', 'bolt', [
      leaf('discharge-load', 'Discharge load', '放电负荷', 'load-monitoring', { params: { loadtype: '14' } }),
      leaf('discharge-strategy', 'Discharge strategy', '放电策略', 'device-policy-list', { params: { menutype: '11' } }),
    ]),
    placeholder('microgrid-dispatch', 'Dispatch plan', '调度计划'),
  ]);
}
