import { ALL_SCREENS } from '../../../../../src/api/signage/scheduleTypes.ts';
import { notFound } from '../../core/notFound.ts';
import type { EventContent } from './scheduleInput.ts';

export interface EventRecord extends EventContent {
  did: string;
  companyid: string;
}

/** Every company's schedule; seeded on first use: weekday mornings on the lobby screens, and an all-day event every group inherits. */
export class ScheduleBook {
  private readonly records = new Map<string, EventRecord>();
  private readonly seeded = new Set<string>();
  private count = 0;

  constructor(private readonly seedDay: string, private readonly seedUntil: string) {}

  private ensure(companyid: string): void {
    if (this.seeded.has(companyid)) return;
    this.seeded.add(companyid);
    const channel = `channel-${companyid}-01`;
    const seeds: EventContent[] = [
      { name: 'Store announcements', channel, target: ALL_SCREENS, repeat: 'weekly', from: this.seedDay, to: this.seedUntil, weekdays: [1, 2, 3, 4, 5, 6, 7], daypart: null, priority: 0, order: 1 },
      { name: 'Weekday mornings', channel, target: `group-${companyid}-01`, repeat: 'weekly', from: this.seedDay, to: this.seedUntil, weekdays: [1, 2, 3, 4, 5], daypart: { start: '07:30', end: '11:00' }, priority: 1, order: 1 },
    ];
    seeds.forEach((seed, index) => {
      const did = `event-${companyid}-0${index + 1}`;
      this.records.set(did, { ...seed, did, companyid });
    });
  }

  mine(companyid: string): EventRecord[] {
    this.ensure(companyid);
    return [...this.records.values()].filter((record) => record.companyid === companyid);
  }

  get(companyid: string, did: string): EventRecord {
    this.ensure(companyid);
    const record = this.records.get(did);
    if (!record || record.companyid !== companyid) throw notFound('scheduleEvent', did);
    return record;
  }

  /** The next display order on a target (after its last). */
  nextOrder(companyid: string, target: unknown): number {
    return this.mine(companyid).filter((record) => record.target === target).reduce((max, record) => Math.max(max, record.order), 0) + 1;
  }

  create(companyid: string, content: EventContent): EventRecord {
    this.ensure(companyid);
    this.count += 1;
    const did = `event-${companyid}-n${String(this.count).padStart(3, '0')}`;
    const record = { ...content, did, companyid };
    this.records.set(did, record);
    return record;
  }

  replace(companyid: string, did: string, content: EventContent): EventRecord {
    return Object.assign(this.get(companyid, did), content);
  }

  remove(companyid: string, did: string): void {
    this.get(companyid, did);
    this.records.delete(did);
  }
}
