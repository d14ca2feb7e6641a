import type { GroupKind, PowerWindow } from '../../../../../src/api/signage/screenTypes.ts';
import { notFound } from '../../core/notFound.ts';

export interface GroupRecord {
  did: string;
  companyid: string;
  name: string;
  kind: GroupKind;
  tag: string;
  power: PowerWindow[];
}

/** Weekdays, then weekends: the seeded lobby group's power schedule. */
const LOBBY_POWER: PowerWindow[] = [
  { days: [1, 2, 3, 4, 5], on: '07:30', off: '22:00' },
  { days: [6, 7], on: '09:00', off: '20:00' },
];

/** Every company's screen groups: a tag group of the lobby screens and a static group, seeded on first use. */
export class GroupBook {
  private readonly records = new Map<string, GroupRecord>();
  private readonly seeded = new Set<string>();
  private count = 0;

  private ensure(companyid: string): void {
    if (this.seeded.has(companyid)) return;
    this.seeded.add(companyid);
    const seeds: Omit<GroupRecord, 'did' | 'companyid'>[] = [
      { name: 'Lobby screens', kind: 'tag', tag: 'lobby', power: LOBBY_POWER },
      { name: 'Shop windows', kind: 'static', tag: '', power: [] },
    ];
    seeds.forEach((seed, index) => {
      const did = `group-${companyid}-0${index + 1}`;
      this.records.set(did, { ...seed, did, companyid });
    });
  }

  mine(companyid: string): GroupRecord[] {
    this.ensure(companyid);
    return [...this.records.values()].filter((record) => record.companyid === companyid);
  }

  get(companyid: string, did: string): GroupRecord {
    this.ensure(companyid);
    const record = this.records.get(did);
    if (!record || record.companyid !== companyid) throw notFound('screenGroup', did);
    return record;
  }

  create(companyid: string, fields: Omit<GroupRecord, 'did' | 'companyid'>): GroupRecord {
    this.ensure(companyid);
    this.count += 1;
    const did = `group-${companyid}-n${String(this.count).padStart(3, '0')}`;
    const record = { ...fields, did, companyid };
    this.records.set(did, record);
    return record;
  }

  remove(companyid: string, did: string): void {
    this.get(companyid, did);
    this.records.delete(did);
  }
}

const minutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Is a power schedule on at local ISO weekday `day` (1-7), minute `minute`? A window whose off is
 * before its on runs past midnight and belongs to the day it starts (Anthias' overnight rule).
 */
export function poweredAt(power: readonly PowerWindow[], day: number, minute: number): boolean {
  const yesterday = day === 1 ? 7 : day - 1;
  return power.some((window) => {
    const on = minutes(window.on);
    const off = minutes(window.off);
    if (on < off) return window.days.includes(day) && minute >= on && minute < off;
    return (window.days.includes(day) && minute >= on) || (window.days.includes(yesterday) && minute < off);
  });
}
