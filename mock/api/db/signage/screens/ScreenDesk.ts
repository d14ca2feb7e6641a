import { SIGNAGE_PIDS } from '../../../../../src/api/signage/types.ts';
import type { GroupRef, ScreenGroup, ScreenRow } from '../../../../../src/api/signage/screenTypes.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import { dayIn, minuteIn } from '../../core/clock/zones.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { GroupBook, poweredAt, type GroupRecord } from './GroupBook.ts';
import { screenCreate, groupContent, powerWindows } from './screenInput.ts';
import { ScreenCommands, type ScreenCommandSources } from './ScreenCommands.ts';
import { ScreenBook, screenState, type ScreenBookSources, type ScreenRecord } from './ScreenBook.ts';

export interface ScreenDeskSources extends ScreenBookSources {
  writes: Writes;
  now: () => number;
  /** The names of the schedule events on a group (a scheduled group cannot be deleted). */
  scheduled: (companyid: string, group: string) => string[];
  /** Where a screenshot of a company's screen is served (same origin), or null. */
  screenshotOf: ScreenCommandSources['screenshotOf'];
}

const P = SIGNAGE_PIDS;
const screenRef = (id: string, store?: string, pages: readonly string[] = [P.screenGroup]): ResourceRef => ({ type: 'screen', id, pages, ...(store ? { store } : {}) });
const groupRef = (id: string, pages: readonly string[] = [P.screenGroup]): ResourceRef => ({ type: 'screen-group', id, pages });
const READERS = [P.screenGroup, P.screenSummary, P.playgrid];

/** ISO weekday (1 = Monday) of a local day 'YYYY-MM-DD'. */
const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** Screens and their groups: binding through castscreen, power schedules per group; access and audit from the core. */
export class ScreenDesk {
  readonly screens: ScreenBook;
  readonly groups = new GroupBook();
  /** Refresh, screenshot and reboot, answered on the world clock. */
  readonly commands: ScreenCommands;

  constructor(private readonly sources: ScreenDeskSources) {
    this.screens = new ScreenBook(sources);
    this.commands = new ScreenCommands({ writes: sources.writes, now: sources.now, screens: this.screens, screenshotOf: sources.screenshotOf });
  }

  private get writes(): Writes {
    return this.sources.writes;
  }

  /** The groups a screen is in: its static group, and every tag group whose tag it carries. */
  groupsOf(screen: ScreenRecord): GroupRecord[] {
    return this.groups.mine(screen.companyid).filter((group) => (group.kind === 'static' ? screen.group === group.did : screen.tags.includes(group.tag)));
  }

  private row(screen: ScreenRecord, at: number): ScreenRow {
    const state = screenState(screen, at);
    const groups = this.groupsOf(screen);
    const ref = (group: GroupRecord): GroupRef => ({ did: group.did, name: group.name });
    const scheduled = groups.filter((group) => group.power.length > 0);
    const day = isoWeekday(dayIn(at, screen.zone));
    const minute = minuteIn(at, screen.zone);
    return {
      did: screen.did, name: screen.name, store: screen.store, storeName: screen.storeName, space: screen.space, spacePath: screen.spacePath,
      tags: screen.tags, resolution: screen.resolution, orientation: screen.orientation,
      group: groups.filter((group) => group.kind === 'static').map(ref)[0] ?? null,
      tagGroups: groups.filter((group) => group.kind === 'tag').map(ref),
      online: state.online, lastSeen: new Date(state.lastSeen).toISOString(), offlineSince: state.offlineSince === null ? null : new Date(state.offlineSince).toISOString(),
      poweredOn: scheduled.length === 0 || scheduled.some((group) => poweredAt(group.power, day, minute)),
    };
  }

  /** The company's screens the user reaches (in their stores), optionally one group's. */
  list(user: UserRecord, pid: string, groupDid: string | undefined, reaches: (store: string) => boolean): ScreenRow[] {
    this.writes.access.check(user, pid, 'view', screenRef('list', undefined, READERS));
    const at = this.sources.now();
    const group = groupDid === undefined ? undefined : this.groups.get(user.companyid, groupDid);
    return this.screens
      .mine(user.companyid)
      .filter((screen) => reaches(screen.store))
      .filter((screen) => !group || this.groupsOf(screen).includes(group))
      .map((screen) => this.row(screen, at));
  }

  /** Binds a screen to a static group, moves it to another, or unbinds it (group null). */
  transfer(user: UserRecord, pid: string, screenDid: string, groupDid: string | null): ScreenRow {
    const company = user.companyid;
    const screen = () => this.screens.get(company, screenDid);
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'screen-bind', resource: () => screenRef(screenDid, screen().store), detail: { group: groupDid }, before: () => ({ group: screen().group }) }, () => {
      if (groupDid !== null) {
        const group = this.groups.get(company, groupDid);
        if (group.kind === 'tag') {
          throw keyedRefusal(said(`${group.name} takes its screens by the tag ${group.tag}: tag the screen instead of binding it`, 'signage.tagGroup', { group: group.name, tag: group.tag }));
        }
      }
      const record = screen();
      record.group = groupDid;
      return { answer: this.row(record, this.sources.now()), after: { group: groupDid } };
    });
  }

  /** A new screen in a room of one of the company's stores, bound to a static group at once. */
  createAndBind(user: UserRecord, pid: string, input: Record<string, unknown>): ScreenRow {
    const company = user.companyid;
    const store = typeof input.store === 'string' ? input.store : '';
    // Another company's store is left to the field check, which answers it as a store that does not exist.
    const own = store && this.writes.access.ownsStore(user, store) ? store : undefined;
    return this.writes.run(user, { pid, needs: 'add', area: 'records', op: 'screen-create', resource: screenRef('new', own), detail: { input } }, () => {
      const fields = screenCreate(input, this.sources.stores(company), (did) => this.sources.rooms(did), (did) => this.groups.get(company, did));
      const record = this.screens.create(company, fields);
      return { answer: this.row(record, this.sources.now()), target: record.did };
    });
  }

  /** The company's groups; each lists only the member screens in stores the user reaches. */
  groupList(user: UserRecord, pid: string): ScreenGroup[] {
    this.writes.access.check(user, pid, 'view', groupRef('list', READERS));
    return this.groups.mine(user.companyid).map((group) => this.groupView(group, user));
  }

  private membersOf(group: GroupRecord): ScreenRecord[] {
    return this.screens.mine(group.companyid).filter((screen) => this.groupsOf(screen).includes(group));
  }

  private groupView(group: GroupRecord, viewer: UserRecord): ScreenGroup {
    const members = this.membersOf(group).filter((screen) => this.writes.access.reachesStore(viewer, screen.store)).map((screen) => screen.did);
    return { did: group.did, name: group.name, kind: group.kind, tag: group.tag, members, power: group.power };
  }

  /**
   * A group changed as a whole changes every screen in it: the core's scope check on each
   * member's store (a store-scoped user may not switch off screens of stores it cannot reach).
   */
  private checkMembersReached(user: UserRecord, pid: string, needs: 'edit' | 'delete', group: GroupRecord): void {
    for (const screen of this.membersOf(group)) this.writes.access.check(user, pid, needs, { type: 'screen', id: screen.did, store: screen.store });
  }

  saveGroup(user: UserRecord, pid: string, did: string | undefined, input: Record<string, unknown>): ScreenGroup {
    const company = user.companyid;
    if (did === undefined) {
      return this.writes.run(user, { pid, needs: 'add', area: 'records', op: 'screen-group-create', resource: groupRef('new'), detail: { input } }, () => {
        const group = this.groups.create(company, { ...groupContent(input), power: [] });
        return { answer: this.groupView(group, user), target: group.did };
      });
    }
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'screen-group-edit', resource: groupRef(did), detail: { input }, before: () => this.groupView(this.groups.get(company, did), user) }, () => {
      const group = this.groups.get(company, did);
      this.checkMembersReached(user, pid, 'edit', group);
      const content = groupContent(input);
      // A static group that becomes a tag group lets its bound screens go.
      if (group.kind === 'static' && content.kind === 'tag') for (const screen of this.screens.mine(company)) if (screen.group === did) screen.group = null;
      Object.assign(group, content);
      return { answer: this.groupView(group, user) };
    });
  }

  /** The group's power schedule: its screens switch on and off by weekday and time, no blank playlist needed. */
  setPower(user: UserRecord, pid: string, did: string, input: unknown): ScreenGroup {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'screen-group-power', resource: groupRef(did), detail: { power: input }, before: () => this.groupView(this.groups.get(company, did), user) }, () => {
      const group = this.groups.get(company, did);
      this.checkMembersReached(user, pid, 'edit', group);
      group.power = powerWindows(input);
      return { answer: this.groupView(group, user) };
    });
  }

  removeGroup(user: UserRecord, pid: string, did: string): { did: string } {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'delete', area: 'records', op: 'screen-group-delete', resource: groupRef(did), before: () => this.groupView(this.groups.get(company, did), user) }, () => {
      this.checkMembersReached(user, pid, 'delete', this.groups.get(company, did));
      const events = this.sources.scheduled(company, did);
      if (events.length > 0) {
        throw keyedRefusal(said(`scheduled: ${did} is used by ${events.join(', ')}; remove or change those events first`, 'signage.scheduled', { count: events.length, events: events.join(', ') }));
      }
      this.groups.remove(company, did);
      for (const screen of this.screens.mine(company)) if (screen.group === did) screen.group = null;
      return { answer: { did }, after: null };
    });
  }
}
