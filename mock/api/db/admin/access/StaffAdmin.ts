import { ACCESS_PIDS, type StaffCreated, type StaffInput, type StaffList, type StaffRow, type StaffScope, type StaffState } from '../../../../../src/api/access/types.ts';
import { STAFF_RULES } from '../../../../../src/api/access/rules.ts';
import type { OrganizationRecord } from '../../../../../src/api/types.ts';
import type { PageAction } from '../../../../../src/api/pageConfig.ts';
import type { Access } from '../../core/access/Access.ts';
import type { RoleBook } from '../../core/access/roleBook.ts';
import type { Secrets } from '../../core/secrets.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Writer, Writes } from '../../core/writes.ts';
import type { SentVersion } from '../../core/versions.ts';
import type { UserRecord, UserRole } from '../../users.ts';
import { fileWithOwners } from '../../core/access/foreign.ts';
import { noUser, unknownUser } from './refusedReads.ts';
import type { RoleAdmin } from './RoleAdmin.ts';
import { grantedKeys, titleOf } from './permKeys.ts';
import { scopeOf, scopeWithin } from './staffScope.ts';

const PID = ACCESS_PIDS.staff;
const SEEDED_ROLES: readonly string[] = ['admin', 'operator', 'maintenance', 'viewer', 'host'];
/** The staff form's limits (the handler checks the body by them first; a direct call is held to them too). */
const USERNAME = new RegExp(`^(?:${STAFF_RULES.username.pattern.regex})$`, 'u');
const NAME_MAX = STAFF_RULES.name.maxLength;

/** What staff administration reads besides the core: accounts, organizations and businesses. */
export interface StaffAdminSources {
  seed: number;
  /** One-time passwords come from here: never the same after every start. */
  secrets: Secrets;
  access: Access;
  writes: Writes;
  roles: RoleAdmin;
  users: () => UserRecord[];
  /** The organization units the caller's scope reaches. */
  organizations: (userid: string) => OrganizationRecord[];
  organizationOf: (userid: string) => string | undefined;
  /** Puts the user in an organization, or (undefined) in none. */
  setOrganization: (userid: string, did: string | undefined) => void;
  /** The parent businesses and stores the caller reaches. */
  parents: (userid: string) => Array<{ did: string; name: string }>;
  stores: (userid: string) => Array<{ did: string; name: string; parent: string }>;
  /** Ends every live session of the user (a password reset); how many ended. */
  endSessions: (userid: string) => number;
}

/**
 * Users of the caller's company: list, invite, edit roles, scope and organization, disable, enable,
 * reset password. Nobody acts above themselves: a write on a user whose grants or data scope reach
 * beyond the caller's is refused.
 */
export class StaffAdmin {
  constructor(private readonly sources: StaffAdminSources) {}

  private get book(): RoleBook {
    return this.sources.access.book;
  }

  private companyOf(caller: Writer): string {
    return this.sources.users().find((u) => u.userid === caller.userid)?.companyid ?? '';
  }

  private companyUsers(caller: Writer): UserRecord[] {
    const companyid = this.companyOf(caller);
    return this.sources.users().filter((u) => u.companyid === companyid);
  }

  /** Whether the user holds a grant, or reaches data, the caller does not (`mine`: the caller's held keys). */
  private isAbove(caller: Writer, user: UserRecord, mine = this.sources.roles.held(caller)): boolean {
    if (user.userid === caller.userid) return false;
    const grantsBeyond = [...this.sources.roles.held(user)].some((key) => !mine.has(key));
    const theirs = this.book.grant(user.userid)?.scope;
    const own = this.book.grant(caller.userid)?.scope;
    return grantsBeyond || (theirs !== undefined && (!own || !scopeWithin(theirs, own, (store) => this.sources.access.reachesStore(caller, store))));
  }

  /** Refuses (-45403) a write on a user who holds a grant, or reaches data, the caller does not. */
  private mustOutrank(caller: Writer, user: UserRecord): void {
    if (this.isAbove(caller, user)) {
      throw keyedRefusal(said(`you cannot change ${user.username}: they hold grants or data beyond yours`, 'admin.refusal.aboveYou', { username: user.username }), -45403);
    }
  }

  /** Whether the caller's own data scope is the whole company. */
  private hasAll(caller: Writer): boolean {
    return (this.book.grant(caller.userid)?.scope ?? { kind: 'all' }).kind === 'all';
  }

  row(user: UserRecord): StaffRow {
    const grant = this.book.grant(user.userid);
    const state: StaffState = user.disabled ? 'disabled' : 'enabled';
    return {
      userid: user.userid, username: user.username, name: user.name, roles: [...(grant?.roles ?? [])], scope: structuredClone(grant?.scope ?? { kind: 'all' }),
      organization: this.sources.organizationOf(user.userid) ?? '', state, ...this.sources.writes.versions.of('user', user.userid),
    };
  }

  /** A row as the caller may read it: its scope only as far as the caller's reaches (no store out of reach named). */
  private shownTo(caller: Writer, row: StaffRow): StaffRow {
    const reach = this.sources.access.scope(caller);
    const scope = row.scope;
    if (scope.kind === 'parents') return { ...row, scope: { kind: 'parents', parents: scope.parents.filter((p) => reach.wholeParents.has(p)) } };
    if (scope.kind === 'stores') return { ...row, scope: { kind: 'stores', stores: scope.stores.filter((s) => reach.reaches(s)) } };
    if (scope.kind === 'own-store' && !reach.reaches(scope.store)) return { ...row, scope: { kind: 'stores', stores: [] } };
    return row;
  }

  list(caller: Writer, filter: { search?: string; role?: string; state?: StaffState }): StaffList {
    this.sources.access.check(caller, PID, 'view');
    const search = filter.search?.toLowerCase();
    const rows = this.companyUsers(caller).map((u) => this.shownTo(caller, this.row(u))).filter((r) =>
      (!search || r.username.toLowerCase().includes(search) || r.name.toLowerCase().includes(search)) &&
      (!filter.role || r.roles.includes(filter.role)) && (!filter.state || r.state === filter.state));
    const companyid = this.sources.users().find((u) => u.userid === caller.userid)?.companyid ?? '';
    const mine = this.sources.roles.held(caller);
    return {
      rows,
      beyond: this.companyUsers(caller).filter((u) => this.isAbove(caller, u, mine)).map((u) => u.userid),
      roles: this.book.rolesOf(companyid).map((r) => ({ name: r.name, title: titleOf(r), disabled: r.disabled === true })),
      parents: this.sources.parents(caller.userid),
      stores: this.sources.stores(caller.userid),
      organizations: this.sources.organizations(caller.userid).map((o) => ({ did: o.did, name: o.name })),
    };
  }

  /** One user; an unknown id, or another company's user, answers not found and is filed (in the owner's audit too). */
  info(caller: Writer, userid: unknown): StaffRow {
    this.sources.access.check(caller, PID, 'view');
    const user = this.companyUsers(caller).find((u) => u.userid === userid);
    if (!user) throw unknownUser(this.sources.writes.audit, caller, PID, userid, this.sources.users);
    return this.shownTo(caller, this.row(user));
  }

  private write<T>(caller: Writer, op: string, needs: PageAction, id: string, work: () => { answer: T; after?: unknown; target?: string; detail?: Record<string, unknown> }, before?: () => unknown): T {
    return this.sources.writes.run(caller, { pid: PID, needs, area: 'access', op, resource: { type: 'user', id, pages: [PID] }, before }, work);
  }

  /** Roles must exist, and the caller must hold all they grant (nobody grants what they lack). */
  private checkRoles(caller: Writer, roles: readonly string[], before: readonly string[], op: string): string[] {
    if (roles.length === 0) throw keyedRefusal(said('choose at least one role', 'admin.refusal.noRoles'));
    const held = this.sources.roles.held(caller);
    const company = this.companyOf(caller);
    for (const name of roles) {
      const role = this.book.role(name, company);
      if (!role) {
        const refusal = keyedRefusal(said(`no such role: ${name}`, 'admin.refusal.noRole', { role: name }));
        const owners = this.book.otherOwners(name, company);
        if (owners.length > 0) fileWithOwners(this.sources.writes.audit, caller, { pid: PID, area: 'access', op, resource: 'role', target: name, refusal }, owners);
        throw refusal;
      }
      if (before.includes(name)) continue;
      if ([...grantedKeys(role)].some((key) => !held.has(key))) {
        throw keyedRefusal(said(`you cannot give role ${titleOf(role)}: it grants what you do not hold`, 'admin.refusal.roleNotHeld', { role: titleOf(role) }), -45403);
      }
    }
    return [...new Set(roles)];
  }

  private checkOrganization(caller: Writer, did: string | undefined): void {
    if (!did) return;
    if (!this.sources.organizations(caller.userid).some((o) => o.did === did)) throw keyedRefusal(said(`no such organization: ${did}`, 'admin.refusal.noOrganization', { did }));
  }

  /** UserRecord.role names the user in refusal messages: the first seeded role they hold. */
  private legacyRole(roles: readonly string[]): UserRole {
    return (roles.find((r) => SEEDED_ROLES.includes(r)) ?? 'viewer') as UserRole;
  }

  private password(): string {
    return `Tmp-${this.sources.secrets.hex(5)}`;
  }

  create(caller: Writer, input: StaffInput): StaffCreated {
    const users = this.sources.users();
    let n = users.length + 1;
    while (users.some((u) => u.userid === `u-9${String(n).padStart(3, '0')}`)) n += 1;
    const userid = `u-9${String(n).padStart(3, '0')}`;
    return this.write(caller, 'create', 'add', userid, () => {
      const username = input.username.trim();
      if (!USERNAME.test(username)) throw keyedRefusal(said('a user name has 3 to 32 letters, digits, dots, dashes or underscores', 'admin.refusal.username'));
      if (users.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw keyedRefusal(said(`user name ${username} is taken`, 'admin.refusal.usernameTaken', { username }));
      const name = input.name.trim();
      if (!name || name.length > NAME_MAX) throw keyedRefusal(said('a name has 1 to 40 characters', 'admin.refusal.name'));
      const roles = this.checkRoles(caller, input.roles, [], 'create');
      const scope = scopeOf(input.scope, this.sources.parents(caller.userid), this.sources.stores(caller.userid), this.hasAll(caller));
      this.checkOrganization(caller, input.organization);
      const password = this.password();
      const companyid = users.find((u) => u.userid === caller.userid)?.companyid ?? '';
      // A one-time password: the new user sets their own at the first sign-in.
      const record: UserRecord = { userid, did: `did-${userid}`, username, password, mustChangePassword: true, name, nickname: name, role: this.legacyRole(roles), companyid };
      users.push(record);
      this.book.putGrant({ userid, company: companyid, roles, scope });
      if (input.organization) this.sources.setOrganization(userid, input.organization);
      const row = this.row(record);
      // The audit keeps that a password was issued, never the password.
      return { answer: { user: row, password }, after: row };
    });
  }

  /**
   * An account act, or (`set`) an edit made on the form's `version` (issue 36 item 2): refused when
   * someone changed the user since, unless it overwrites; the other acts move the version on.
   */
  update(caller: Writer, userid: unknown, act: string, input?: Partial<StaffInput>, version?: SentVersion): StaffRow | StaffCreated {
    const op = act === 'set' ? 'update' : String(act);
    // An unknown user is refused through the audited path, so the attempt is on record; another
    // company's user answers the same, and the attempt is on that company's record too.
    const user = this.companyUsers(caller).find((u) => u.userid === userid) ?? this.write<UserRecord>(caller, op, 'edit', String(userid), () => {
      const refusal = noUser(String(userid));
      const owner = this.sources.users().find((u) => u.userid === userid)?.companyid;
      if (owner) fileWithOwners(this.sources.writes.audit, caller, { pid: PID, area: 'access', op, resource: 'user', target: String(userid), refusal }, [owner]);
      throw refusal;
    });
    const before = () => this.row(user);
    if (act === 'disable' || act === 'enable') {
      return this.write(caller, act, 'edit', user.userid, () => {
        if (user.userid === caller.userid) throw keyedRefusal(said('you cannot disable yourself', 'admin.refusal.self'));
        this.mustOutrank(caller, user);
        user.disabled = act === 'disable';
        this.sources.writes.versions.bump(caller, 'user', user.userid);
        return { answer: this.row(user) };
      }, before);
    }
    if (act === 'resetPassword') {
      return this.write(caller, 'resetPassword', 'edit', user.userid, () => {
        this.mustOutrank(caller, user);
        const password = this.password();
        user.password = password;
        user.mustChangePassword = true;
        // Whoever held the old password is signed out with it.
        const endedSessions = this.sources.endSessions(user.userid);
        this.sources.writes.versions.bump(caller, 'user', user.userid);
        return { answer: { user: this.row(user), password }, detail: { endedSessions }, after: { ...this.row(user), passwordReset: true } };
      }, before);
    }
    return this.write(caller, op, 'edit', user.userid, () => {
      if (act !== 'set') throw keyedRefusal(said(`unknown act: ${act}`, 'admin.refusal.act', { act }));
      this.mustOutrank(caller, user);
      const detail = this.sources.writes.versions.save(caller, 'user', user.userid, version, () => this.apply(caller, user, input ?? {}, op));
      return { answer: this.row(user), detail };
    }, before);
  }

  /** Applies an edit's fields (checked first: a refusal changes nothing). */
  private apply(caller: Writer, user: UserRecord, input: Partial<StaffInput>, op: string): void {
    const grant = this.book.grant(user.userid) ?? { userid: user.userid, company: user.companyid, roles: [], scope: { kind: 'all' } as StaffScope };
    const roles = input.roles ? this.checkRoles(caller, input.roles, grant.roles, op) : grant.roles;
    const scope = input.scope ? scopeOf(input.scope, this.sources.parents(caller.userid), this.sources.stores(caller.userid), this.hasAll(caller)) : grant.scope;
    const name = input.name?.trim();
    if (name !== undefined && (!name || name.length > NAME_MAX)) throw keyedRefusal(said('a name has 1 to 40 characters', 'admin.refusal.name'));
    this.checkOrganization(caller, input.organization);
    this.book.putGrant({ userid: user.userid, company: user.companyid, roles, scope });
    user.role = this.legacyRole(roles);
    if (name) user.name = name;
    // '' clears the organization; undefined leaves it as it is.
    if (input.organization !== undefined) this.sources.setOrganization(user.userid, input.organization || undefined);
  }
}
