import type { PageAction } from '../../../../../src/api/pageConfig.ts';
import { ACCESS_PIDS, actionKey, type EffectiveGrant, type PageHolder, type PermModule, type RoleList, type RoleMove, type RolePerms, type RoleSummary } from '../../../../../src/api/access/types.ts';
import type { Access } from '../../core/access/Access.ts';
import type { RoleBook, RoleRecord } from '../../core/access/roleBook.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Writer, Writes } from '../../core/writes.ts';
import type { SentVersion } from '../../core/versions.ts';
import { fileRefusedRead, fileWithOwners } from '../../core/access/foreign.ts';
import { unknownUser } from './refusedReads.ts';
import { effectiveGrants, pageHolders } from './roleHolders.ts';
import { actionsFromKeys, catalogueOf, grantedKeys, modulesFrom, titleOf, treeOf } from './permKeys.ts';
import { RoleNames } from './roleNames.ts';

const PID = ACCESS_PIDS.roles;

/** What role administration reads besides the core: page and module titles, and the users. */
export interface RoleAdminSources {
  access: Access;
  writes: Writes;
  pageTitle: (pid: string) => { name: string; title: string };
  moduleTitle: (module: string) => string;
  users: () => ReadonlyArray<{ userid: string; username: string; name: string; companyid: string }>;
}

/** A role's version is kept by company and key: a seeded key (admin, viewer…) names one role in each company. */
const versionId = (role: RoleRecord): string => `${role.company}/${role.name}`;

const noRole = (role: string) => keyedRefusal(said(`no such role: ${role}`, 'admin.refusal.noRole', { role }));

/**
 * Roles of the caller's company: list, create, clone, rename, grant, disable, enable, transfer,
 * delete. Another company's role answers as an unknown key does. Every write goes through the
 * core's audited path on the authority page; nobody grants, enables, disables, moves or deletes
 * what they do not hold, and a role in use is deleted only after its users move to a replacement.
 */
export class RoleAdmin {
  private readonly names: RoleNames;

  constructor(private readonly sources: RoleAdminSources) {
    this.names = new RoleNames(() => this.book);
  }

  private get book(): RoleBook {
    return this.sources.access.book;
  }

  /** The caller's company: the only one whose roles they see or write. */
  private companyOf(user: Writer): string {
    return this.sources.users().find((u) => u.userid === user.userid)?.companyid ?? '';
  }

  private require(user: Writer, name: unknown): RoleRecord {
    const role = typeof name === 'string' ? this.book.role(name, this.companyOf(user)) : undefined;
    if (!role) throw noRole(String(name));
    return role;
  }

  /**
   * A role a write names; an unknown one is refused through the audited path, so the attempt is on
   * record (under `on`, the role written, when the unknown one is only its replacement). A key of
   * another company's role is refused the same way and also filed in that company's audit.
   */
  private target(user: Writer, name: unknown, op: string, needs: PageAction, on = String(name)): RoleRecord {
    const company = this.companyOf(user);
    const role = typeof name === 'string' ? this.book.role(name, company) : undefined;
    return role ?? this.write<RoleRecord>(user, op, needs, on, () => {
      const refusal = noRole(String(name));
      const owners = typeof name === 'string' ? this.book.otherOwners(name, company) : [];
      // The owners' copy names their role, even when the caller's names the role it was to replace.
      if (owners.length > 0) fileWithOwners(this.sources.writes.audit, user, { pid: PID, area: 'access', op, resource: 'role', target: String(name), refusal }, owners);
      throw refusal;
    });
  }

  /** A role a read names: an unknown key, or another company's, answers not found and is filed (in the owners' audit too). */
  private readable(user: Writer, name: unknown): RoleRecord {
    const company = this.companyOf(user);
    const role = typeof name === 'string' ? this.book.role(name, company) : undefined;
    if (role) return role;
    const refusal = noRole(String(name));
    const owners = typeof name === 'string' ? this.book.otherOwners(name, company) : [];
    fileRefusedRead(this.sources.writes.audit, user, { pid: PID, area: 'access', op: 'view', resource: 'role', target: String(name), refusal }, owners);
    throw refusal;
  }

  private holdersOf(role: RoleRecord): string[] {
    return this.book.grantsOf(role.company).filter((g) => g.roles.includes(role.name)).map((g) => g.userid);
  }

  /** The role's version stamp (issue 36 item 2): its name, its tree and its state are one record. */
  private stamp(role: RoleRecord) {
    return this.sources.writes.versions.of('role', versionId(role));
  }

  private summary(role: RoleRecord): RoleSummary {
    const users = this.holdersOf(role).length;
    return { name: role.name, title: titleOf(role), disabled: role.disabled === true, users, ...this.stamp(role) };
  }

  /** The tree as the editor loads it, with the version its save must name. */
  private tree(role: RoleRecord): RolePerms {
    return { ...treeOf(role, this.catalogue()), ...this.stamp(role) };
  }

  /** Every page by module, with the actions it supports (pages of no module last). */
  catalogue(): PermModule[] {
    return catalogueOf(this.book, this.sources.pageTitle, this.sources.moduleTitle);
  }

  /** The action keys the user holds now (their live roles). */
  held(user: Pick<Writer, 'userid'>): Set<string> {
    const grant = this.book.grant(user.userid);
    const out = new Set<string>();
    if (!grant) return out;
    for (const page of this.book.allPages()) for (const a of this.book.actions(grant.roles, page.pid, grant.company)) out.add(actionKey(page.pid, a));
    return out;
  }

  /** The caller's company's users: nobody sees or answers for another tenant's. */
  private colleagues(user: Writer) {
    const companyid = this.sources.users().find((u) => u.userid === user.userid)?.companyid;
    return this.sources.users().filter((u) => u.companyid === companyid);
  }

  list(user: Writer): RoleList {
    this.sources.access.check(user, PID, 'view');
    const users = this.colleagues(user).map(({ userid, username, name }) => ({ userid, username, name }));
    const roles = this.book.rolesOf(this.companyOf(user));
    const held = this.held(user);
    const beyond = roles.filter((r) => [...grantedKeys(r)].some((key) => !held.has(key))).map((r) => r.name);
    return { roles: roles.map((r) => this.summary(r)), beyond, catalogue: this.catalogue(), held: [...held], users };
  }

  perms(user: Writer, name: unknown): RolePerms {
    this.sources.access.check(user, PID, 'view');
    return this.tree(this.readable(user, name));
  }

  /** Refuses unless the user holds every one of these action keys (Grafana's rule). */
  private mustHold(user: Writer, keys: Iterable<string>): void {
    const held = this.held(user);
    const missing = [...keys].filter((key) => !held.has(key));
    if (missing.length > 0) {
      throw keyedRefusal(said(`you cannot grant what you do not hold: ${missing.slice(0, 5).join(', ')}`, 'admin.refusal.notHeld', { count: missing.length }), -45403);
    }
  }

  private write<T>(user: Writer, op: string, needs: PageAction, name: string, work: () => { answer: T; after?: unknown; target?: string; detail?: Record<string, unknown> }, before?: () => unknown): T {
    return this.sources.writes.run(user, { pid: PID, needs, area: 'access', op, resource: { type: 'role', id: name, pages: [PID] }, before }, work);
  }

  create(user: Writer, title: unknown, from?: RoleRecord): RoleSummary {
    const name = this.names.nextKey();
    const company = this.companyOf(user);
    return this.write(user, from ? 'clone' : 'create', 'add', name, () => {
      const clean = this.names.uniqueTitle(company, title);
      if (from) this.mustHold(user, grantedKeys(from));
      const role: RoleRecord = { name, company, title: clean, modules: from ? structuredClone(from.modules) : {} };
      if (!from) for (const module of this.book.data.modules) role.modules[module] = { pages: {} };
      this.book.putRole(role);
      return { answer: this.summary(role), after: role };
    });
  }

  clone(user: Writer, name: unknown, title: unknown): RoleSummary {
    return this.create(user, title, this.target(user, name, 'clone', 'add'));
  }

  /** A new name made on the form's `version` (the tree's too: one role record). */
  rename(user: Writer, name: unknown, title: unknown, version?: SentVersion): RoleSummary {
    const role = this.target(user, name, 'rename', 'edit');
    return this.write(user, 'rename', 'edit', role.name, () => {
      const detail = this.sources.writes.versions.save(user, 'role', versionId(role), version, () => {
        role.title = this.names.uniqueTitle(role.company, title, role.name);
      });
      return { answer: this.summary(role), after: { name: role.name, title: role.title }, detail };
    }, () => ({ name: role.name, title: titleOf(role) }));
  }

  setDisabled(user: Writer, name: unknown, disabled: boolean): RoleSummary {
    const role = this.target(user, name, disabled ? 'disable' : 'enable', 'edit');
    return this.write(user, disabled ? 'disable' : 'enable', 'edit', role.name, () => {
      // Turning a role on or off gives or takes what it grants: only someone who holds it all may.
      this.mustHold(user, grantedKeys(role));
      role.disabled = disabled;
      this.sources.writes.versions.bump(user, 'role', versionId(role));
      return { answer: this.summary(role), after: { name: role.name, disabled } };
    }, () => ({ name: role.name, disabled: role.disabled === true }));
  }

  /** Saves the tree made on `version`: action leaves decide; the keys are kept as sent for the record. */
  grant(user: Writer, name: unknown, checked: readonly string[], halfChecked: readonly string[], version?: SentVersion): RolePerms {
    const role = this.target(user, name, 'grant', 'edit');
    return this.write(user, 'grant', 'edit', role.name, () => {
      const pages = new Map(this.book.allPages().map((p) => [p.pid, p]));
      const wanted = actionsFromKeys(checked, pages);
      const before = grantedKeys(role);
      const after = new Set([...wanted].flatMap(([pid, actions]) => actions.map((a) => actionKey(pid, a))));
      const detail = this.sources.writes.versions.save(user, 'role', versionId(role), version, () => {
        // Adding or taking away: both are granting, so both need the grant held.
        this.mustHold(user, [...after].filter((k) => !before.has(k)).concat([...before].filter((k) => !after.has(k))));
        this.book.putRole({ ...role, modules: modulesFrom(wanted, this.book.allPages()) });
      });
      const perms = this.tree(this.require(user, role.name));
      return { answer: perms, after: { granted: [...after].sort(), sent: { checked: [...checked], halfChecked: [...halfChecked] } }, detail };
    }, () => ({ granted: [...grantedKeys(role)].sort() }));
  }

  /** Moves every user of `from` to `to` (a user already holding `to` just loses `from`). */
  transfer(user: Writer, fromName: unknown, toName: unknown, op = 'transfer', needs: PageAction = 'edit'): RoleMove {
    const from = this.target(user, fromName, op, needs);
    const to = this.target(user, toName, op, needs, from.name);
    if (from.name === to.name) throw keyedRefusal(said('a role cannot replace itself', 'admin.refusal.sameRole'));
    const holders = () => this.holdersOf(from);
    return this.write(user, op, needs, from.name, () => {
      const moved = holders();
      // Moving users takes one role and gives another: the caller must hold what both grant.
      this.mustHold(user, [...grantedKeys(from), ...(moved.length > 0 ? grantedKeys(to) : [])]);
      for (const grant of this.book.grantsOf(from.company).filter((g) => g.roles.includes(from.name))) {
        const roles = grant.roles.map((r) => (r === from.name ? to.name : r));
        this.book.putGrant({ ...grant, roles: [...new Set(roles)] });
        // The user's record changed under any form opened on it.
        this.sources.writes.versions.bump(user, 'user', grant.userid);
      }
      if (op === 'delete') this.book.removeRole(from.name, from.company);
      return { answer: { role: from.name, moved: moved.length }, after: op === 'delete' ? null : { users: [], to: to.name, moved } };
    }, () => (op === 'delete' ? { ...from, users: holders() } : { users: holders() }));
  }

  /** Deletes a role; one in use needs a replacement, and its users move there first. */
  delete(user: Writer, name: unknown, replacement: unknown): RoleMove {
    const role = this.target(user, name, 'delete', 'delete');
    const inUse = this.holdersOf(role).length > 0;
    if (!inUse) {
      return this.write(user, 'delete', 'delete', role.name, () => {
        this.mustHold(user, grantedKeys(role));
        this.book.removeRole(role.name, role.company);
        return { answer: { role: role.name, moved: 0 }, after: null };
      }, () => role);
    }
    if (replacement === undefined || replacement === null || replacement === '') {
      // Refused through the audited path, so the attempt is on record.
      return this.write<RoleMove>(user, 'delete', 'delete', role.name, () => {
        throw keyedRefusal(said(`role ${titleOf(role)} has users: choose a replacement`, 'admin.refusal.needsReplacement', { role: titleOf(role) }));
      });
    }
    return this.transfer(user, role.name, replacement, 'delete', 'delete');
  }

  /** Every page action the user holds, with the (enabled) roles that grant it. */
  effective(user: Writer, userid: string): EffectiveGrant[] {
    this.sources.access.check(user, PID, 'view');
    const grant = this.colleagues(user).some((u) => u.userid === userid) ? this.book.grant(userid) : undefined;
    if (!grant) throw unknownUser(this.sources.writes.audit, user, PID, userid, this.sources.users);
    return effectiveGrants(this.book, grant);
  }

  /** Who of the caller's company holds an action on a page, and through which roles. */
  holders(user: Writer, pid: string, action: PageAction): PageHolder[] {
    this.sources.access.check(user, PID, 'view');
    if (!this.book.page(pid)) throw keyedRefusal(said(`no such page: ${pid}`, 'admin.refusal.noPage', { pid }));
    return pageHolders(this.book, this.colleagues(user), pid, action);
  }
}
