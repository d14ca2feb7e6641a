import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import { titleOf } from '../db/admin/access/permKeys.ts';
import { AuditNames } from '../db/admin/auditNames.ts';
import { AuditService } from '../db/admin/auditService.ts';
import type { Database } from '../db/Database.ts';
import type { UserRecord } from '../db/users.ts';
import { cataloguePages } from '../db/menus/index.ts';
import { ok } from '../envelope.ts';
import { readJson, route } from '../request.ts';

/** Billing's kinds of record named by their number, code or name. */
const BILLING_KINDS = new Set(['bill', 'contract', 'tenant', 'rate-rule']);

/** Screens opened from other screens, not by a page of their own: no link. */
const NOT_LINKED = new Set(['detail', 'add', 'history']);

/** How the audit names a domain's record: its number, code or name, read where the user reaches it (else none). */
function recordName(db: Database, user: UserRecord, kind: string, did: string): string | undefined {
  try {
    if (kind === 'device') {
      const world = db.devices.storeOfTarget(user, did);
      return db.devices.isDevice(did) ? db.devices.device(world, did).name : undefined;
    }
    if (!BILLING_KINDS.has(kind)) return undefined;
    const book = db.billing.bookOf(user, did);
    return book.bill(did)?.number ?? book.contract(did)?.code ?? book.tenant(did)?.name ?? book.rule(did)?.name;
  } catch {
    // Out of the user's reach, or no such record: shown by its id.
    return undefined;
  }
}

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
    role: (key, company) => {
      const role = db.access.book.role(key, company);
      return role ? titleOf(role) : undefined;
    },
    businesses: (userid) => [...db.businesses.businessesForUser(userid), ...db.businesses.storesForUser(userid)],
    user: (userid) => {
      const user = db.accounts.userById(userid);
      return user ? { name: user.name || user.username, companyid: user.companyid } : undefined;
    },
    record: (userid, kind, did) => {
      const user = db.accounts.userById(userid);
      return user ? recordName(db, user, kind, did) : undefined;
    },
  });
  const audit = new AuditService({
    log: () => db.audit,
    access: () => db.access,
    companyOf: (userid) => db.accounts.userById(userid)?.companyid ?? '',
    companyOfStore: (store) => db.core.companyOfStore(store),
    linkOf: (pid) => links.get(pid) ?? '',
    names: () => names,
    storeOfStation: (did) => db.charging.station(did)?.businessdid,
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
