import type { ScreenModule } from '../../loader/registry';

/** Every billing, contract and tenant screen by manifest component path (`screens/<route name>`). */
export const BILLING_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/bill-space-config': () => import('./spaces/BillSpaceConfigScreen'),
  'screens/space-room-state': () => import('./room-state/RoomStateScreen'),
  'screens/tenant-configuration': () => import('./tenants/TenantConfigurationScreen'),
  'screens/contract-management': () => import('./contracts/ContractManagementScreen'),
  'screens/tenant-status': () => import('./tenant-status/TenantStatusScreen'),
  'screens/bill-managemant': () => import('./bills/BillManagementScreen'),
  'screens/transaction-reconciliation': () => import('./reconciliation/ReconciliationScreen'),
};
