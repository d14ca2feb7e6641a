import { group, leaf, list, placeholder, routeLeaf, topModule, type CatalogueItem } from './build.ts';

/** Navigation catalogue 2 (spec §2): operation monitoring. */
export function operationMonitoringModule(): CatalogueItem {
  return topModule('operation-monitoring', 'operation-monitoring', 'Operation monitoring', '运营监控', 'dashboard', [
    routeLeaf('operation-overview'),
    routeLeaf('network-level-monitoring'),
    routeLeaf('station-monitoring'),
    leaf('station-configuration', 'Station configuration', '场站配置', 'config-monitoring', { params: { menutype: '6' } }),
    list('pile-monitoring', 'Pile monitoring', '充电桩监控'),
    list('realtime-alerts', 'Real-time alerts', '实时告警'),
    list('history-alarms', 'History alarms', '历史告警'),
    list('custom-alarms', 'Custom alarms', '自定义告警'),
    list('alert-rules', 'Alert rules', '告警规则'),
  ]);
}

/** Navigation catalogue 3 (spec §2): operation management. */
export function operationManagementModule(): CatalogueItem {
  return topModule('operation-management', 'operation-management', 'Operation management', '运营管理', 'chart', [
    routeLeaf('operational-overview'),
    group('site-portrait', 'Site portrait', '场站画像', 'shop', [
      list('self-operated-stations', 'Self-operated stations', '自营场站'),
      list('third-party-stations', 'Third-party stations', '第三方场站'),
    ]),
    group('user-portrait', 'User portrait', '用户画像', 'team', [
      list('user-portrait-list', 'User list', '用户列表'),
      routeLeaf('user-portrait-Portrait'),
    ]),
    list('orders', 'Orders', '订单管理'),
    group(
      'station-management',
      'Charging and discharge stations',
      '充放电站管理',
      'bolt',
      [
        leaf('station-load-monitoring', 'Station load monitoring', '场站负荷监控', 'load-monitoring'),
        leaf('charging-station-strategies', 'Charging station strategies', '充电站策略', 'device-policy-list', {
          params: { menutype: '12' },
        }),
        leaf('discharge-station-strategies', 'Discharge station strategies', '放电站策略', 'device-policy-list', {
          params: { menutype: '13' },
        }),
      ],
      { disabled: 1 },
    ),
    group(
      'invitation-billing',
      'User invitation and billing stations',
      '用户邀请与计费场站',
      'team',
      [placeholder('user-invitation', 'User invitation', '用户邀请'), placeholder('billing-stations', 'Billing stations', '计费场站')],
      { disabled: 1 },
    ),
    list('marketing-analysis', 'Marketing analysis', '营销分析'),
    routeLeaf('cost-benefit-analysis'),
    group('clearing-settlement', 'Clearing settlement', '清分结算', 'bank', [
      list('station-monthly-cost', 'Monthly station cost', '场站月度成本'),
      list('order-monthly-data', 'Monthly order data', '月度订单数据'),
      list('settlement-report', 'Settlement report', '结算报表'),
    ]),
    group('auxiliary-decision', 'Auxiliary decision', '辅助决策', 'solution', [
      list('pile-daily-data', 'Daily pile data', '充电桩日数据'),
      list('pile-monthly-data', 'Monthly pile data', '充电桩月数据'),
      list('decision-report', 'Decision report', '决策报告'),
    ]),
  ]);
}

/** Navigation catalogue 4 (spec §2): operation maintenance. */
export function operationMaintenanceModule(): CatalogueItem {
  return topModule('operation-maintenance', 'operation-maintenance', 'Operation maintenance', '运维管理', 'tool', [
    routeLeaf('operation-maintenance-overview'),
    group('tickets', 'Tickets', '工单管理', 'file', [
      list('fault-tickets', 'Fault tickets', '故障工单'),
      list('internal-tickets', 'Internal tickets', '内部工单'),
      routeLeaf('processing-statistics'),
    ]),
    group('service-tickets', 'Customer-service tickets', '客服工单', 'team', [
      routeLeaf('work-overview'),
      routeLeaf('work-rank', { params: { type: '1' } }),
      list('service-ticket-list', 'Ticket list', '工单列表'),
      routeLeaf('work-rule'),
    ]),
    list('maintenance-records', 'Maintenance records', '维保记录'),
    group('equipment-evaluation-group', 'Equipment evaluation', '设备评价', 'chart', [
      routeLeaf('equipment-evaluation'),
      list('manufacturer-ranking', 'Manufacturer ranking', '厂商排行'),
    ]),
    list('remote-start-stop', 'Remote start/stop', '远程启停'),
    group('fault-analysis', 'Fault analysis', '故障分析', 'chart', [
      routeLeaf('judgment-screening'),
      routeLeaf('oper-main-stat-repo'),
      routeLeaf('technical-transformation-report'),
    ]),
    list('team-management', 'Team management', '班组管理'),
    group('maintenance-knowledge', 'Knowledge base', '知识库', 'file', [
      leaf('maintenance-knowledge-articles', 'Knowledge', '知识', 'knowledge-base'),
      list('knowledge-category', 'Category', '知识分类'),
    ]),
    routeLeaf('smart-car-parking'),
    list('low-battery-stations', 'Zero/low battery stations', '零电/低电量场站'),
    list('inefficient-piles', 'Inefficient piles', '低效充电桩'),
  ]);
}
