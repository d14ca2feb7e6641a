import type { Database } from '../../mock/api/db/Database';
import type { PageAction } from '../../src/api/pageConfig';

/** What a role made for a test grants: actions by page id. */
export type TestGrants = Readonly<Record<string, readonly PageAction[]>>;

/**
 * Gives a demo user a role made for the test (issue 35 item 4: the demo roles are granted only
 * what their menus show, so a test that needs a page outside them says so with its own role).
 * The role is created and granted by the company's administrator through the audited path; the
 * user keeps their own roles (and scope) unless `replace`. Answers the role's key.
 */
export function giveTestRole(db: Database, userid: string, title: string, grants: TestGrants, { replace = false } = {}): string {
  const user = db.accounts.userById(userid);
  const admin = db.accounts.userById('u-1001');
  if (!user || !admin || user.companyid !== admin.companyid) throw new Error(`giveTestRole: ${userid} is not a user of the seeded admin's company`);
  const writer = { ...admin, ip: '127.0.0.1' };
  const role = db.admin.roles.create(writer, title);
  const keys = Object.entries(grants).flatMap(([pid, actions]) => actions.map((action) => `a:${pid}:${action}`));
  db.admin.roles.grant(writer, role.name, keys, [], { sent: role.version });
  const held = db.access.book.grant(userid)?.roles ?? [];
  db.access.book.assign(userid, replace ? [role.name] : [...held, role.name]);
  return role.name;
}

/** The pages of a module of the catalogue, each granted these actions (for a role made for a test). */
export function modulePages(db: Database, module: string, actions: readonly PageAction[]): TestGrants {
  return Object.fromEntries(db.access.book.allPages().filter((page) => page.module === module).map((page) => [page.pid, actions.filter((a) => (page.actions ?? [a]).includes(a))]));
}
