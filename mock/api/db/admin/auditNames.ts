import type { AuditName } from '../../../../src/api/admin/auditTypes.ts';
import type { AuditEntry } from '../core/audit.ts';

/** Where the audit's names come from: the live records (a record of another company has none). */
export interface AuditNameSources {
  /** A catalogue page: its English title and its menu key (`menu.<key>` in the language files). */
  page: (pid: string) => { title: string; menu: string } | undefined;
  /** A role's title, by its key. */
  role: (key: string, company: string) => string | undefined;
  /** The parent businesses and stores a user reaches (only those are named to them). */
  businesses: (userid: string) => readonly { did: string; name: string }[];
  /** A user's display name and company. */
  user: (userid: string) => { name: string; companyid: string } | undefined;
  /** A record of a domain (a device, bill, contract, tenant…) by its kind, named only when the user reaches it. */
  record: (userid: string, kind: string, did: string) => string | undefined;
}

/** Names for one reader: any id of an entry, and its resource (a record of a domain too). */
export interface ReaderNames {
  id: (id: string) => AuditName | undefined;
  target: (kind: string, did: string) => string;
}

/** A grant as the role book writes it: `a:<pid>:<action>`. */
const GRANT_RE = /^a:([^:]+):([a-z]+)$/;
/** At most this many ids are looked up for one entry (a batch may name thousands). */
const IDS_MAX = 300;
const DEPTH_MAX = 6;

/**
 * Names for the ids an audit entry holds, for the screen to show instead of the ids: pages by
 * their titles, roles by their titles, stores, parent businesses and users by their names.
 * Asked only for the entries of the page served, never while filtering.
 */
export class AuditNames {
  constructor(private readonly sources: AuditNameSources) {}

  /** A namer of ids for one reader: stores and parents they reach, users of their company, roles and pages. */
  forReader(reader: { userid: string; companyid: string }): ReaderNames {
    let reached: Map<string, string> | undefined;
    const id = (did: string): AuditName | undefined => {
      if (!did) return undefined;
      const page = this.sources.page(did);
      if (page) return { name: page.title, menu: page.menu };
      const role = this.sources.role(did, reader.companyid);
      if (role) return { name: role };
      reached ??= new Map(this.sources.businesses(reader.userid).map((b) => [b.did, b.name]));
      const business = reached.get(did);
      if (business) return { name: business };
      const user = this.sources.user(did);
      return user && user.companyid === reader.companyid ? { name: user.name } : undefined;
    };
    // A domain's record is looked up by its kind, for the entry's resource only (a lookup may build a store's world).
    const target = (kind: string, did: string): string => id(did)?.name ?? (kind && did ? (this.sources.record(reader.userid, kind, did) ?? '') : '');
    return { id, target };
  }

  /** Names of the ids in an entry: its page and resource, and the strings of its detail, before and after (a grant's page too). */
  namesOf(nameOf: (id: string) => AuditName | undefined, entry: Pick<AuditEntry, 'pid' | 'target' | 'detail' | 'before' | 'after'>): Record<string, AuditName> {
    const ids = new Set<string>([entry.pid, entry.target]);
    const visit = (value: unknown, depth: number): void => {
      if (ids.size >= IDS_MAX || depth > DEPTH_MAX) return;
      if (typeof value === 'string') {
        if (value.length > 80) return;
        ids.add(value);
        const grant = GRANT_RE.exec(value);
        if (grant) ids.add(grant[1]!);
        return;
      }
      if (value === null || typeof value !== 'object') return;
      for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item, depth + 1);
    };
    visit(entry.detail, 0);
    visit(entry.before, 0);
    visit(entry.after, 0);
    const names: Record<string, AuditName> = {};
    for (const id of ids) {
      const name = nameOf(id);
      if (name) names[id] = name;
    }
    return names;
  }
}
