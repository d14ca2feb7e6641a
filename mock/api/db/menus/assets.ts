import { group, list, placeholder, routeLeaf, topModule, type CatalogueItem } from './build.ts';

/** Energy assets (grouped catalogue: PV, charging, comprehensive management, asset, maintenance). */
export function energyAssetsModule(): CatalogueItem {
  return topModule('energy-assets', 'energy-assets', 'Energy assets', '综合能源', 'appstore', [
    routeLeaf('cmihome'),
    routeLeaf('cmi-project-map'),
    routeLeaf('energy-overview'),
    group('pv', 'PV', '光伏', 'cloud', [
      routeLeaf('photovoltaic-monitoring'),
      routeLeaf('pv-generation'),
      routeLeaf('inverter-report'),
      placeholder('pv-stations', 'PV stations', '光伏电站'),
    ]),
    group('storage', 'Energy storage', '储能', 'bolt', [
      routeLeaf('storage-monitoring'),
      routeLeaf('es-charge-discharge'),
      routeLeaf('storage-charge-report'),
    ]),
    group('charging', 'Charging', '充电', 'car', [
      routeLeaf('charging-station'),
      list('charging-orders', 'Charging orders', '充电订单'),
      // `disable` is the server's other spelling of `disabled`.
      list('charging-tariffs', 'Charging tariffs', '充电费率', { disable: 1 }),
    ]),
    group('comprehensive-management', 'Comprehensive management', '综合管理', 'setting', [
      routeLeaf('energy-monitoring'),
      routeLeaf('run-configuration'),
      routeLeaf('power-report'),
      routeLeaf('billing-report'),
    ]),
    group('asset', 'Asset', '资产', 'file', [
      routeLeaf('asset-total'),
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
      routeLeaf('bill-space-config'),
      routeLeaf('space-room-state'),
      routeLeaf('contract-management'),
      routeLeaf('bill-managemant'),
      routeLeaf('transaction-reconciliation'),
    ]),
    group('tenants', 'Tenants', '租户', 'team', [
      routeLeaf('tenant-configuration'),
      routeLeaf('tenant-status'),
    ]),
  ]);
}

/** Navigation catalogue 1 (spec §2): asset management. */
export function assetManagementModule(): CatalogueItem {
  return topModule('assets', 'asset-management', 'Asset management', '资产管理', 'file', [
    routeLeaf('asset-overview'),
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
      routeLeaf('warehousing-slip'),
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
    routeLeaf('report-center'),
  ]);
}
