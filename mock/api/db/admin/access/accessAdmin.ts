import { RoleAdmin, type RoleAdminSources } from './RoleAdmin.ts';
import { StaffAdmin, type StaffAdminSources } from './StaffAdmin.ts';

/** Roles and staff administration over the one role book. */
export interface AccessAdmin {
  roles: RoleAdmin;
  staff: StaffAdmin;
}

/** Composes roles and staff administration; the menu catalogue's titles are passed in by the composition root. */
export function accessAdmin(sources: Omit<StaffAdminSources, 'roles'> & Pick<RoleAdminSources, 'pageTitle' | 'moduleTitle'>): AccessAdmin {
  const { pageTitle, moduleTitle, ...staff } = sources;
  const roles = new RoleAdmin({ access: sources.access, writes: sources.writes, pageTitle, moduleTitle, users: sources.users });
  return { roles, staff: new StaffAdmin({ ...staff, roles }) };
}
