import type { Policy, PolicyConflict, PolicyPage, PolicyRecord, PolicyRun } from '../../../../../src/api/devices/types.ts';
import type { PageAction } from '../../../../../src/api/pageConfig.ts';
import type { Paged } from '../../../../../src/api/types.ts';
import { requireString, type Fields } from '../../../request.ts';
import type { AuditLog } from '../../core/audit.ts';
import type { Writes } from '../../core/writes.ts';
import { iso, SEED_NOW } from '../../core/clock/time.ts';
import type { UserRecord } from '../../users.ts';
import type { DeviceWorld } from '../DeviceWorld.ts';
import { integerField } from '../parse.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { PolicyEngine } from './engine.ts';
import { isObject } from '../../core/fieldErrors.ts';
import { RunLog, type RunFilter } from './runs.ts';
import { edgesBetween, overlaps } from './schedule.ts';
import { policyFilter } from './policyFilter.ts';
import { seedPolicyInputs, seedRuns, toPolicy } from './seed.ts';
import { policyNames, targetDevices, targetSummary } from './targets.ts';
import { validatePolicy } from './validate.ts';
import { notFound } from '../../core/notFound.ts';
import { expected, invalidField, missingField } from '../../core/shapeErrors.ts';

const DAY = 86_400_000;

/** Adds to a write's audit detail what only its run knows (an overwrite on purpose). */
type Note = (extra: Record<string, unknown>) => void;

/**
 * Policies of every store (seeded when the store's world is built), their execution records,
 * and the engine that runs them. Writes need add/edit/delete on the pid and are audited.
 */
export class PolicyBook {
  private readonly byStore = new Map<string, PolicyRecord[]>();
  readonly runs: RunLog;
  private readonly engine: PolicyEngine;
  private serial = 0;

  constructor(
    private readonly devices: DeviceWorld,
    private readonly writes: Writes,
    audit: AuditLog,
  ) {
    this.runs = new RunLog(devices.commands);
    this.engine = new PolicyEngine({ policies: (store) => this.byStore.get(store) ?? [] }, this.runs, audit);
    devices.onStore((world) => this.seed(world));
    devices.savingsOf = (store) => {
      this.devices.world(store);
      return this.runs.savings(store, this.devices.now());
    };
  }

  private seed(world: StoreWorld): void {
    if (this.byStore.has(world.store)) return;
    const policies = seedPolicyInputs(world).map((input, index) => toPolicy(input, `pol-${world.store}-${String(index + 1).padStart(2, '0')}`));
    this.byStore.set(world.store, policies);
    for (const policy of policies) {
      this.engine.reset(policy.did, SEED_NOW);
      if (policy.enabled) for (const run of seedRuns(world, policy, SEED_NOW, () => this.runs.nextDid(world.store))) this.runs.add(run);
    }
    this.engine.attach(world);
  }

  private find(user: UserRecord, did: string): { world: StoreWorld; policy: PolicyRecord; list: PolicyRecord[] } {
    const store = /^pol-(st-\d{4}-\d{2})-/.exec(did)?.[1];
    const world = store ? this.devices.storeFor(user, store) : undefined;
    const list = world ? (this.byStore.get(world.store) ?? []) : [];
    const policy = list.find((p) => p.did === did);
    if (!world || !policy) throw notFound('policy', did);
    return { world, policy, list };
  }

  /**
   * A policy write through the one audited path: a policy is reached only through the page of
   * its menutype (a new one: the menutype it is created with).
   */
  private write<T>(user: UserRecord, pid: string, action: PageAction, auditAction: string, target: string, detail: Record<string, unknown>, run: (note: Note) => T, menutype?: unknown): T {
    const current = this.peek(target);
    const kind = current?.menutype ?? menutype;
    const pages = typeof kind === 'number' ? this.devices.sources.policyPages(kind) : undefined;
    const resource = { type: 'policy' as const, id: target, ...(pages && pages.length > 0 ? { pages } : {}) };
    return this.writes.run(user, { pid, needs: action, area: 'policy', op: auditAction, resource, detail, before: () => (current ? structuredClone(current) : null) }, () => {
      const noted: Record<string, unknown> = {};
      const result = run((extra) => Object.assign(noted, extra));
      const did = isObject(result) && typeof result.did === 'string' ? result.did : target;
      return { answer: result, target: did, after: this.peek(did) ?? null, message: 'ok', detail: { ...detail, ...noted } };
    });
  }

  /** A policy as answered: its conflicts and the version its form edits (issue 36 item 2). */
  private answered(world: StoreWorld, policy: PolicyRecord): Policy {
    return { ...structuredClone(policy), conflicts: this.conflicts(world, policy), ...this.writes.versions.of('policy', policy.did) };
  }

  /** A policy by did, no access check (its page binding and the audit's before). */
  private peek(did: string): PolicyRecord | undefined {
    const store = /^pol-(st-\d{4}-\d{2})-/.exec(did)?.[1];
    // Building the store's world seeds its policies.
    if (store && this.devices.storeInfo(store)) this.devices.world(store);
    return store ? this.byStore.get(store)?.find((p) => p.did === did) : undefined;
  }

  /** The first policy of the first store the user reaches that has one (what the menu's execution-record leaf opens). */
  firstFor(user: UserRecord): PolicyRecord | undefined {
    for (const store of this.devices.storesOf(user)) {
      if (!this.devices.storeInfo(store)) continue;
      this.devices.world(store);
      const first = this.byStore.get(store)?.[0];
      if (first) return first;
    }
    return undefined;
  }

  /** Whether the user reaches the store of a policy did (no access check beyond the scope). */
  reaches(user: UserRecord, did: string): boolean {
    const store = /^pol-(st-\d{4}-\d{2})-/.exec(did)?.[1];
    return store !== undefined && this.devices.reaches(user, store);
  }

  query(user: UserRecord, body: Fields): PolicyPage {
    this.devices.authorize(user, requireString(body, 'pid'), 'view');
    const world = this.devices.storeFor(user, requireString(body, 'store'));
    const filter = policyFilter(body);
    const page = integerField(body, 'page', 1, Number.MAX_SAFE_INTEGER);
    const pagesize = integerField(body, 'pagesize', 1, 1000);
    const list = (this.byStore.get(world.store) ?? []).filter(filter);
    const data = list.slice((page - 1) * pagesize, page * pagesize).map((p) => ({
      ...this.answered(world, p), nextRun: this.nextRun(p, world.now, world.zone), lastRun: this.runs.latest(world.store, p.did), targets: p.actions.map((a) => targetSummary(world, a.target)), names: policyNames(world, p),
    }));
    return { data, total: list.length, page, pagesize, now: iso(world.now) };
  }

  /** The next window edge of an enabled schedule that commands something (triggers fire on events: none). */
  private nextRun(policy: PolicyRecord, now: number, zone: string): string | null {
    if (!policy.enabled || !policy.schedule) return null;
    const edges = new Set(policy.actions.map((a) => a.at ?? 'start'));
    const next = edgesBetween(policy.schedule, now, now + 8 * DAY, zone).find((e) => edges.has(e.edge));
    return next ? iso(next.at) : null;
  }

  create(user: UserRecord, body: Fields): Policy {
    const pid = requireString(body, 'pid');
    const raw = isObject(body.policy) ? body.policy : {};
    return this.write(user, pid, 'add', 'create', String(raw.store ?? ''), { policy: raw }, () => {
      if (!isObject(body.policy)) throw missingField('policy');
      const world = this.devices.storeFor(user, requireString(body.policy, 'store'));
      const input = validatePolicy(world, body.policy);
      this.serial += 1;
      const policy: PolicyRecord = { ...toPolicy(input, `pol-${world.store}-n${String(this.serial).padStart(3, '0')}`), createdAt: iso(world.now), updatedAt: iso(world.now), updatedBy: user.userid };
      this.byStore.get(world.store)?.push(policy);
      this.engine.reset(policy.did, world.now);
      return this.answered(world, policy);
    }, raw.menutype);
  }

  /** Saves a policy's form; made on an older version than the policy's, it is refused with who and when. */
  update(user: UserRecord, body: Fields): Policy {
    const pid = requireString(body, 'pid');
    const did = requireString(body, 'did');
    return this.write(user, pid, 'edit', 'update', did, { policy: body.policy }, (note) => {
      const { world, policy } = this.find(user, did);
      if (!isObject(body.policy)) throw missingField('policy');
      if (body.policy.store !== undefined && body.policy.store !== world.store) throw invalidField('policy.store', 'a policy cannot move to another store');
      const input = validatePolicy(world, { ...body.policy, store: world.store });
      note(this.writes.versions.save(user, 'policy', did, { sent: body.version, overwrite: body.overwrite }, () => {
        delete policy.schedule;
        delete policy.trigger;
        Object.assign(policy, structuredClone(input), { updatedAt: iso(world.now), updatedBy: user.userid });
      }));
      this.engine.reset(did, world.now);
      return this.answered(world, policy);
    });
  }

  remove(user: UserRecord, body: Fields): { did: string } {
    const pid = requireString(body, 'pid');
    const did = requireString(body, 'did');
    return this.write(user, pid, 'delete', 'delete', did, {}, () => {
      const { list, policy } = this.find(user, did);
      list.splice(list.indexOf(policy), 1);
      return { did };
    });
  }

  enable(user: UserRecord, body: Fields): Policy {
    const pid = requireString(body, 'pid');
    const did = requireString(body, 'did');
    if (typeof body.enable !== 'boolean') throw invalidField('enable', 'expected true or false', expected('boolean'));
    const enable = body.enable;
    return this.write(user, pid, 'edit', enable ? 'enable' : 'disable', did, {}, () => {
      const { world, policy } = this.find(user, did);
      policy.enabled = enable;
      policy.updatedAt = iso(world.now);
      policy.updatedBy = user.userid;
      // Not a form's save, but a change an open form must not undo unseen.
      this.writes.versions.bump(user, 'policy', did);
      this.engine.reset(did, world.now);
      return this.answered(world, policy);
    });
  }

  records(user: UserRecord, filter: RunFilter, pid: string): Paged<PolicyRun> {
    this.devices.authorize(user, pid, 'view');
    this.devices.storeFor(user, filter.store);
    return this.runs.query(filter);
  }

  /** Enabled schedules that drive a device of this one to another state at overlapping times. */
  private conflicts(world: StoreWorld, policy: PolicyRecord): PolicyConflict[] {
    if (!policy.enabled || !policy.schedule) return [];
    const out: PolicyConflict[] = [];
    for (const other of this.byStore.get(world.store) ?? []) {
      if (other.did === policy.did || !other.enabled || !other.schedule || !overlaps(policy.schedule, other.schedule)) continue;
      const clash = policy.actions.flatMap((a) =>
        other.actions
          .filter((b) => (a.at ?? 'start') === (b.at ?? 'start') && JSON.stringify(a.cmd) !== JSON.stringify(b.cmd))
          .flatMap((b) => {
            const theirs = new Set(targetDevices(world, b.target).map((d) => d.did));
            return targetDevices(world, a.target).filter((d) => theirs.has(d.did));
          }),
      )[0];
      if (clash) out.push({ policy: other.did, policyName: other.name, device: clash.did, deviceName: clash.name });
    }
    return out;
  }
}
