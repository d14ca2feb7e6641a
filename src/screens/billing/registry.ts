import type { ScreenModule } from '../../loader/registry';

/** Every billing, contract and tenant screen by manifest component path (`screens/<route name>`). */
export const BILLING_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/bill-managemant': () => import('./bills/BillManagementScreen'),
  'screens/transaction-reconciliation': () => import('./reconciliation/ReconciliationScreen'),
};
