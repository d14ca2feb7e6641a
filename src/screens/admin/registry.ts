import type { ScreenModule } from '../../loader/registry';

/** Every administration screen by manifest component path (`screens/<route name>`). */
export const ADMIN_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/store-management': () => import('./stores/StoreManagementScreen'),
  'screens/staff-management': () => import('./staff/StaffManagementScreen'),
  'screens/authority-management': () => import('./roles/AuthorityManagementScreen'),
  'screens/audit-management': () => import('./audit/AuditManagementScreen'),
  'screens/personal-center': () => import('./personal/PersonalCenterScreen'),
};
