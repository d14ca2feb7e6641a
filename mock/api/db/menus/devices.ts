import { group, leaf, placeholder, topModule, type CatalogueItem } from './build.ts';

/** Devices & control: monitoring, remote control and device policies. */
export function devicesModule(): CatalogueItem {
  return topModule('devices', 'devices-control', 'Devices & Control', '设备与控制', 'api', [
    group('device-monitoring', 'Monitoring', '监控中心', 'dashboard', [
      leaf('terminal-monitoring', 'Terminal monitoring', '终端监控', 'terminal-monitoring'),
      leaf('live-monitoring', 'Live monitoring', '实时监控', 'live-monitoring'),
      leaf('video-monitoring', 'Video monitoring', '视频监控', 'video-monitoring'),
      leaf('device-projects-overview', 'Device projects overview', '设备项目总览', 'device-projects-overview'),
      leaf('load-monitoring', 'Load monitoring', '负荷监控', 'load-monitoring', { params: { loadtype: '1' } }),
    ]),
    group('device-control', 'Control', '设备控制', 'tool', [
      leaf('ac-central', 'Central air conditioning', '中央空调', 'common-ac', { params: { actype: '1' } }),
      leaf('ac-split', 'Split air conditioning', '分体空调', 'common-ac', { params: { actype: '2' } }),
      leaf('power-switch', 'Power switches', '电源开关', 'common-power-switch', { params: { powercontroltype: '1' } }),
      leaf('lighting-circuits', 'Lighting circuits', '照明回路', 'common-power-switch', {
        params: { powercontroltype: '2' },
      }),
    ]),
    group('device-policies', 'Policies', '策略管理', 'solution', [
      leaf('device-policy-list', 'Device policies', '设备策略', 'device-policy-list', { params: { menutype: '1' } }),
      leaf('policy-execution-record', 'Policy execution record', '策略执行记录', 'policy-execution-record', {
        params: { did: 'pol-st-1005-01-01', name: 'Office AC schedule' },
      }),
      leaf('config-monitoring', 'Configuration monitoring', '配置监控', 'config-monitoring', {
        params: { menutype: '1' },
      }),
    ]),
    group('device-setup', 'Setup', '设备配置', 'setting', [
      leaf('space-configuration', 'Space configuration', '空间配置', 'space-configuration'),
      leaf('space-management', 'Space management', '空间管理', 'space-management'),
      leaf('gateway-management', 'Gateways', '网关管理', 'gateway-management'),
      leaf('hot-water-maintance', 'Hot water maintenance', '热水维保', 'hot-water-maintance'),
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
