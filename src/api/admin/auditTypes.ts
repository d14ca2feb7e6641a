/** The audit log's shapes, shared by the client (src/api/admin/audit.ts) and the mock (mock/api/db/admin). */
import { pageIdOf } from '../routeDecl.ts';
import { ADMIN_ROUTES } from './routes.ts';

/** The page that shows the audit log: its permissions (view, export) come from the role book. */
export const AUDIT_PID = pageIdOf(ADMIN_ROUTES, 'audit-management');

export const AUDIT_AREAS = ['command', 'policy', 'space', 'plan', 'billing', 'records', 'energy', 'session', 'account', 'access', 'stores'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export const AUDIT_OUTCOMES = ['ok', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** At most this many actors in one filter. */
export const MAX_AUDIT_ACTORS = 20;

/** audit/list: the filters (all optional, combined with AND), newest first, paged. */
export interface AuditQuery {
  pid?: string;
  /** Actor userids (any of them). */
  actors?: string[];
  /** The operation ('create', 'set', 'sign-in'…). */
  action?: string;
  /** The kind of resource ('bill', 'device', 'session'…). */
  resource?: string;
  area?: AuditArea;
  outcome?: AuditOutcome;
  /** Days YYYY-MM-DD, both included, read in `zone` (the store's time zone; default Asia/Shanghai). */
  from?: string;
  to?: string;
  zone?: string;
  page: number;
  pagesize: number;
  /** The same list read for an export: needs the page's export permission. */
  export?: boolean;
}

/** How the screen names an id: a page by its menu key (`menu.<key>`, in the reader's language) else its English title; anything else by its name. */
export interface AuditName {
  name: string;
  menu?: string;
}

/** One entry as the list shows it (before and after come with the detail). */
export interface AuditRow {
  seq: number;
  /** ISO instant (UTC). */
  at: string;
  userid: string;
  username: string;
  /** The caller's address ('' for the simulator's own writes). */
  ip: string;
  pid: string;
  area: AuditArea;
  /** 'set', 'create', 'update', 'delete', 'enable', 'disable', 'bind'… */
  action: string;
  /** What kind of thing it touched: 'device', 'bill', 'contract', 'record', 'price'… */
  resource: string;
  /** The resource's did (a batch lists its dids in the detail's `targets`). */
  target: string;
  /** The resource's name from the live records ('' when it has none the reader may see). */
  targetName: string;
  /** The page's name (its title, and its menu key for the reader's language); null when the pid is no catalogue page. */
  page: AuditName | null;
  outcome: AuditOutcome;
  /** The refusal's message, or the command id of an accepted command. */
  message: string;
  /** The refusal's message key, for the user's language ('' when accepted). */
  messageKey: string;
  /** The console path of the page the write went through ('' when it is no route). */
  link: string;
  /** False once an accepted delete of the same resource was recorded. */
  exists: boolean;
}

/** One entry with what it changed. */
export interface AuditDetail extends AuditRow {
  detail: Record<string, unknown>;
  before: unknown;
  after: unknown;
  /** Names of the ids the entry holds (roles, pages, stores, users…), for the screen to show instead. */
  names: Record<string, AuditName>;
}

/** The values a filter can take (over what the reader may see). */
export interface AuditFacets {
  actors: { userid: string; username: string }[];
  actions: string[];
  resources: string[];
}

export interface AuditPage {
  data: AuditRow[];
  total: number;
  page: number;
  pagesize: number;
  facets: AuditFacets;
}
