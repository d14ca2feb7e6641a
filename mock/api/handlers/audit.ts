import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import { titleOf } from '../db/admin/access/permKeys.ts';
import { AuditNames } from '../db/admin/auditNames.ts';
import { AuditService } from '../db/admin/auditService.ts';
import type { Database } from '../db/Database.ts';
import { cataloguePages } from '../db/menus/index.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** Screens opened from other screens, not by a page of their own: no link. */
const NOT_LINKED = new Set(['detail', 'add', 'history']);

/** Each catalogue page's title and menu key (the language files' `menu.<key>`), the first item of a pid. */
function pageTitles(): Map<string, { title: string; menu: string }> {
  const titles = new Map<string, { title: string; menu: string }>();
  for (const item of cataloguePages()) if (item.pid && !titles.has(item.pid)) titles.set(item.pid, { title: item.title, menu: item.name });
  return titles;
}

/** Each catalogue page's console path: its route, with its parameters as the route's segments. */
function pageLinks(): Map<string, string> {
  const links = new Map<string, string>();
  for (const item of cataloguePages()) {
    if (!item.pid || !item.page || NOT_LINKED.has(item.page) || item.disabled) continue;
    const segments = Object.values(item.params ?? {}).map((v) => encodeURIComponent(String(v)));
    links.set(item.pid, ['/index', item.page, ...segments].join('/'));
  }
  return links;
}

/** /sfsaas/api/audit/list and /detail (src/api/admin/audit.ts): the world's audit log, filtered, paged, newest first. */
export function auditHandlers(db: Database): HttpHandler[] {
  const links = pageLinks();
  const titles = pageTitles();
  const names = new AuditNames({
    page: (pid) => titles.get(pid),
    role: (key) => {
      const role = db.access.book.role(key);
      return role ? titleOf(role) : undefined;
    },
    businesses: (userid) => [...db.businessesForUser(userid), ...db.storesForUser(userid)],
    user: (userid) => {
      const user = db.userById(userid);
      return user ? { name: user.name || user.username, companyid: user.companyid } : undefined;
    },
  });
  const audit = new AuditService({
    log: () => db.audit,
    access: () => db.access,
    companyOf: (userid) => db.userById(userid)?.companyid ?? '',
    companyOfStore: (store) => db.companyOfStore(store),
    linkOf: (pid) => links.get(pid) ?? '',
    names: () => names,
  });
  return [
    http.post(route('/sfsaas/api/audit/list'), authed(db, async ({ request, user }) => ok(audit.list(user, await readJson(request))))),
    http.post(route('/sfsaas/api/audit/detail'), authed(db, async ({ request, user }) => ok(audit.detail(user, await readJson(request))))),
    http.post(route('/sfsaas/api/audit/signins'), authed(db, async ({ request, user }) => {
      await readJson(request, true);
      return ok(audit.signIns(user, 10));
    })),
  ];
}
