import { group, leaf, list, placeholder, topModule, type CatalogueItem } from './build.ts';

/** Energy assets (grouped catalogue: PV, charging, comprehensive management, asset, maintenance). */
export function energyAssetsModule(): CatalogueItem {
  return topModule('energy-assets', 'energy-assets', 'Energy assets', '综合能源', 'appstore', [
    leaf('cmihome', 'Energy home', '综合能源首页', 'cmihome'),
    leaf('cmi-project-map', 'Project map', '项目地图', 'cmi-project-map'),
    leaf('energy-overview', 'Energy overview', '能源总览', 'energy-overview'),
    group('pv', 'PV', '光伏', 'cloud', [
      leaf('photovoltaic-monitoring', 'PV monitoring', '光伏监测', 'photovoltaic-monitoring'),
      leaf('pv-generation', 'PV generation', '光伏发电', 'pv-generation'),
      leaf('inverter-report', 'Inverter report', '逆变器报表', 'inverter-report'),
      placeholder('pv-stations', 'PV stations', '光伏电站'),
    ]),
    group('storage', 'Energy storage', '储能', 'bolt', [
      leaf('storage-monitoring', 'Storage monitoring', '储能监测', 'storage-monitoring'),
      leaf('es-charge-discharge', 'Charge and discharge', '储能充放电', 'es-charge-discharge'),
      leaf('storage-charge-report', 'Storage charge report', '储能充放电报表', 'storage-charge-report'),
    ]),
    group('charging', 'Charging', '充电', 'car', [
      leaf('charging-station', 'Charging stations', '充电站', 'charging-station'),
      list('charging-orders', 'Charging orders', '充电订单'),
      // `disable` is the server's other spelling of `disabled`.
      list('charging-tariffs', 'Charging tariffs', '充电费率', { disable: 1 }),
    ]),
    group('comprehensive-management', 'Comprehensive management', '综合管理', 'setting', [
      leaf('energy-monitoring', 'Energy monitoring', '能源监测', 'energy-monitoring'),
      leaf('run-configuration', 'Run configuration', '运行配置', 'run-configuration'),
      leaf('power-report', 'Power report', '电力报表', 'power-report'),
      leaf('billing-report', 'Billing report', '结算报表', 'billing-report'),
    ]),
    group('asset', 'Asset', '资产', 'file', [
      leaf('asset-total', 'Asset totals', '资产总计', 'asset-total'),
      placeholder('asset-depreciation', 'Depreciation', '资产折旧'),
    ]),
    group('maintenance', 'Maintenance', '运维', 'tool', [
      placeholder('maintenance-plan', 'Maintenance plan', '维保计划'),
      placeholder('maintenance-calendar', 'Maintenance calendar', '维保日历'),
    ]),
  ]);
}

/** Billing & tenants: spaces, contracts, bills and tenant state. */
export function billingModule(): CatalogueItem {
  return topModule('billing', 'billing-tenants', 'Billing & Tenants', '计费与租户', 'bank', [
    group('space-billing', 'Space billing', '空间计费', 'bank', [
      leaf('bill-space-config', 'Billing spaces', '计费空间配置', 'bill-space-config'),
      leaf('space-room-state', 'Room state', '房态管理', 'space-room-state'),
      leaf('contract-management', 'Contracts', '合同管理', 'contract-management'),
      leaf('bill-managemant', 'Bills', '账单管理', 'bill-managemant'),
      leaf('transaction-reconciliation', 'Reconciliation', '交易对账', 'transaction-reconciliation'),
    ]),
    group('tenants', 'Tenants', '租户', 'team', [
      leaf('tenant-configuration', 'Tenant configuration', '租户配置', 'tenant-configuration'),
      leaf('tenant-status', 'Tenant status', '租户状态', 'tenant-status'),
    ]),
  ]);
}

/** Navigation catalogue 1 (spec §2): asset management. */
export function assetManagementModule(): CatalogueItem {
  return topModule('assets', 'asset-management', 'Asset management', '资产管理', 'file', [
    leaf('asset-overview', 'Overview', '资产总览', 'asset-overview'),
    group('asset-ledger', 'Ledger', '资产台账', 'file', [
      list('ledger-charging-station', 'Charging stations', '充电站'),
      list('ledger-pile', 'Charging piles', '充电桩'),
      list('ledger-gun', 'Charging guns', '充电枪'),
    ]),
    group('procurement', 'Procurement', '采购管理', 'shop', [
      list('project-procurement', 'Project procurement', '项目采购'),
      list('purchase-order', 'Purchase orders', '采购订单'),
      list('equipment-specification', 'Equipment specifications', '设备规格'),
    ]),
    list('inspection-test', 'Inspection and test', '检验检测'),
    group('warehousing', 'Warehousing', '仓储管理', 'shop', [
      list('inventory', 'Inventory', '库存'),
      list('storeroom', 'Storerooms', '库房'),
      leaf('warehousing-slip', 'Warehousing slips', '入库单', 'warehousing-slip'),
    ]),
    list('shipping', 'Shipping', '发货管理'),
    list('returns-exchanges', 'Returns and exchanges', '退换货'),
    list('construction-commissioning', 'Construction and commissioning', '施工调试'),
    list('asset-status', 'Asset status', '资产状态'),
    list('auxiliary-facilities', 'Auxiliary facilities', '辅助设施'),
    list('spare-parts-warehousing', 'Spare parts warehousing', '备件入库'),
    group('meters', 'Meters', '电表管理', 'dashboard', [
      list('pile-meter', 'Pile meters', '桩电表'),
      list('household-meter', 'Household meters', '户电表'),
    ]),
    list('guarantee-type', 'Guarantee types', '质保类型'),
    leaf('asset-report-center', 'Report centre', '报表中心', 'report-center'),
  ]);
}
