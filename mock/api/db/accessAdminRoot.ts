import { RoleAdmin } from './access-admin/RoleAdmin.ts';
import { StaffAdmin, type StaffAdminSources } from './access-admin/StaffAdmin.ts';
import { walk } from './menus/build.ts';
import { catalogue } from './menus/index.ts';

/** Roles and staff administration over the one role book. */
export interface AccessAdmin {
  roles: RoleAdmin;
  staff: StaffAdmin;
}

/** Composes the administration domain: page and module titles come from the menu catalogue. */
export function accessAdmin(sources: Omit<StaffAdminSources, 'roles'>): AccessAdmin {
  const modules = catalogue();
  const titles = new Map(walk(modules).filter((item) => item.pid).map((item) => [item.pid as string, { name: item.name, title: item.title }]));
  const moduleTitles = new Map(modules.map((m) => [m.name, m.title]));
  const roles = new RoleAdmin({
    access: sources.access,
    writes: sources.writes,
    pageTitle: (pid) => titles.get(pid) ?? { name: pid.replace(/^p-/, ''), title: pid.replace(/^p-/, '') },
    moduleTitle: (module) => moduleTitles.get(module) ?? module,
    users: sources.users,
  });
  return { roles, staff: new StaffAdmin({ ...sources, roles }) };
}
