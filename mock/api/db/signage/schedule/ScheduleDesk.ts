import { SIGNAGE_PIDS } from '../../../../../src/api/signage/types.ts';
import { ALL_SCREENS, type Agenda, type ScheduleEvent } from '../../../../../src/api/signage/scheduleTypes.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import { CHINA_ZONE, dayIn, minuteIn } from '../../core/clock/zones.ts';
import { FieldErrors } from '../../core/fieldErrors.ts';
import type { SentVersion } from '../../core/versions.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import type { GroupBook } from '../screens/GroupBook.ts';
import { poweredAt } from '../screens/GroupBook.ts';
import { agendaOf, weekdayOf } from './agenda.ts';
import { ScheduleBook, type EventRecord } from './ScheduleBook.ts';
import { eventContent } from './scheduleInput.ts';

export interface ScheduleSources {
  writes: Writes;
  groups: GroupBook;
  /** A channel's name, or undefined when the company has no such channel. */
  channelName: (companyid: string, did: string) => string | undefined;
  seedDay: string;
  seedUntil: string;
  /** The world clock (ms): "now" for an agenda asked without a time. */
  now: () => number;
}

const P = SIGNAGE_PIDS;
const eventRef = (id: string, pages: readonly string[] = [P.playgrid]): ResourceRef => ({ type: 'schedule-event', id, pages });
const READERS = [P.playgrid, P.screenSummary, P.screenGroup];
/** The channel page lists the events that use each channel (the agenda stays the grid's, groups' and summary's). */
const LIST_READERS = [...READERS, P.channel];
const ALL_NAME = 'All screens';

/** The play grid: channels on screen groups over dates, weekdays and dayparts, and the agenda that says what plays and why. */
export class ScheduleDesk {
  readonly events: ScheduleBook;

  constructor(private readonly sources: ScheduleSources) {
    this.events = new ScheduleBook(sources.seedDay, sources.seedUntil);
  }

  private get writes(): Writes {
    return this.sources.writes;
  }

  private targetName(companyid: string, did: string): string | undefined {
    if (did === ALL_SCREENS) return ALL_NAME;
    return this.sources.groups.mine(companyid).find((group) => group.did === did)?.name;
  }

  private view(record: EventRecord): ScheduleEvent {
    const { did, name, repeat, from, to, weekdays, daypart, priority, order } = record;
    return {
      did, name, repeat, from, to, weekdays, daypart, priority, order, ...this.writes.versions.of('schedule-event', did),
      channel: { did: record.channel, name: this.sources.channelName(record.companyid, record.channel) ?? record.channel },
      target: { did: record.target, name: this.targetName(record.companyid, record.target) ?? record.target },
    };
  }

  /** The events that name a channel or a group (deleting either is refused while any does). */
  using(companyid: string, did: string): string[] {
    return this.events.mine(companyid).filter((record) => record.channel === did || record.target === did).map((record) => record.name);
  }

  list(user: UserRecord, pid: string, target: string | undefined): ScheduleEvent[] {
    this.writes.access.check(user, pid, 'view', eventRef('list', LIST_READERS));
    return this.events.mine(user.companyid).filter((record) => !target || record.target === target).map((record) => this.view(record));
  }

  /** A new event, or the whole new content of one made on `version` (issue 36 item 2). */
  save(user: UserRecord, pid: string, did: string | undefined, input: Record<string, unknown>, version?: SentVersion): ScheduleEvent {
    const company = user.companyid;
    const content = () => eventContent(input, {
      channel: (channel) => this.sources.channelName(company, channel) !== undefined,
      target: (target) => this.targetName(company, target) !== undefined,
    }, this.events.nextOrder(company, input.target));
    if (did === undefined) {
      return this.writes.run(user, { pid, needs: 'add', area: 'records', op: 'schedule-create', resource: eventRef('new'), detail: { input } }, () => {
        const record = this.events.create(company, content());
        return { answer: this.view(record), target: record.did };
      });
    }
    return this.writes.run(user, { pid, needs: 'edit', area: 'records', op: 'schedule-edit', resource: eventRef(did), detail: { input }, before: () => this.view(this.events.get(company, did)) }, () => {
      // Another company's event is unknown before its version is looked at.
      this.events.get(company, did);
      const overwrite = this.writes.versions.save(user, 'schedule-event', did, version, () => this.events.replace(company, did, content()));
      return { answer: this.view(this.events.get(company, did)), detail: { input, ...overwrite } };
    });
  }

  remove(user: UserRecord, pid: string, did: string): { did: string } {
    const company = user.companyid;
    return this.writes.run(user, { pid, needs: 'delete', area: 'records', op: 'schedule-delete', resource: eventRef(did), before: () => this.view(this.events.get(company, did)) }, () => {
      this.events.remove(company, did);
      return { answer: { did }, after: null };
    });
  }

  /**
   * What plays on `group` now on the world clock, as a local time of `zone` (the zone the asker
   * shows times in; a screen summary must not ask with the browser's own clock).
   */
  agendaNow(user: UserRecord, pid: string, group: string, zone: string | undefined): Agenda {
    const errors = new FieldErrors();
    const valid = zone === undefined || isZone(zone);
    if (!valid) errors.add('zone', 'option', 'expected an IANA time zone', 'validation.pattern');
    errors.check();
    const now = this.sources.now();
    const where = zone ?? CHINA_ZONE;
    const minute = minuteIn(now, where);
    return this.agenda(user, pid, group, `${dayIn(now, where)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }

  /** What plays on `group` at the local time `at` ('YYYY-MM-DDTHH:mm'), with what it inherits and why each event plays or is hidden. */
  agenda(user: UserRecord, pid: string, group: string, at: string): Agenda {
    this.writes.access.check(user, pid, 'view', eventRef(group, READERS));
    const company = user.companyid;
    const errors = new FieldErrors();
    const valid = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(at) && new Date(`${at.slice(0, 10)}T00:00:00Z`).toISOString().slice(0, 10) === at.slice(0, 10);
    if (!valid) errors.add('at', 'pattern', 'expected a local time YYYY-MM-DDTHH:mm', 'validation.pattern');
    const name = this.targetName(company, group);
    if (name === undefined) errors.add('group', 'link', `no such screen group: ${group}`, 'validation.link');
    errors.check();
    const record = group === ALL_SCREENS ? undefined : this.sources.groups.get(company, group);
    const power = record?.power ?? [];
    const minute = Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));
    const poweredOn = power.length === 0 || poweredAt(power, weekdayOf(at.slice(0, 10)), minute);
    const events = this.events.mine(company).filter((event) => event.target === group || event.target === ALL_SCREENS).map((event) => this.view(event));
    return agendaOf({ did: group, name: name as string }, at, poweredOn, events);
  }
}

/** Whether `zone` names a time zone the platform knows. */
function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length <= 60;
  } catch {
    return false;
  }
}
