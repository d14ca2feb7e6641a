/**
 * The play grid: channels scheduled on screen groups (shared by the client and the mock). Calls, each with `{ pid }`:
 * - /sfsaas/api/signage/schedule/list { pid, group? } → ScheduleEvent[]
 * - /sfsaas/api/signage/schedule/save ScheduleSave → ScheduleEvent
 * - /sfsaas/api/signage/schedule/remove { pid, did } → { did }
 * - /sfsaas/api/signage/schedule/agenda { pid, group, at: 'YYYY-MM-DDTHH:mm' (local) } → Agenda
 * - /sfsaas/api/signage/schedule/agenda { pid, group, zone? } → Agenda now on the world clock, `at` in `zone` (default Asia/Shanghai)
 *
 * The one rule (SCHEDULE_RULE): a higher priority replaces every lower event; events of equal
 * priority share the time, in display order.
 */
import type { VersionStamp } from '../types';
import type { SentVersion } from './types';

/** Events that target every screen of the company: every group inherits them. */
export const ALL_SCREENS = 'all-screens';

export const REPEATS = ['once', 'weekly'] as const;
export type Repeat = (typeof REPEATS)[number];

export const SCHEDULE_RULE = {
  text: 'A higher priority replaces every lower event; equal priorities share the time in display order.',
  messageKey: 'signage.rule',
} as const;

export interface Daypart {
  /** 'HH:mm' local; end before start runs past midnight and belongs to the day it starts. */
  start: string;
  end: string;
}

/** An event carries the version its dialog saves on (issue 36 item 2). */
export interface ScheduleEvent extends VersionStamp {
  did: string;
  name: string;
  channel: { did: string; name: string };
  /** A screen group's did, or ALL_SCREENS. */
  target: { did: string; name: string };
  /** 'once': on `from` only; 'weekly': on `weekdays` from `from` to `to` (inclusive). */
  repeat: Repeat;
  from: string;
  to: string;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  /** null: all day. */
  daypart: Daypart | null;
  priority: number;
  /** Lower plays first among equal priorities. */
  order: number;
}

export interface ScheduleSave extends SentVersion {
  pid: string;
  did?: string;
  name: string;
  channel: string;
  target: string;
  repeat: Repeat;
  from: string;
  to?: string;
  weekdays?: number[];
  daypart?: Daypart | null;
  priority: number;
  order?: number;
}

export type AgendaRule = 'only' | 'shared' | 'priority' | 'powerOff';

export interface AgendaEntry {
  event: string;
  name: string;
  channel: { did: string; name: string };
  target: { did: string; name: string };
  /** Scheduled on a group this one inherits from (ALL_SCREENS), not on it. */
  inherited: boolean;
  priority: number;
  order: number;
  plays: boolean;
  rule: AgendaRule;
  /** Why, in words and as a message with values (the hiding event's name, the share). */
  reason: { text: string; messageKey: string; values: Record<string, string | number> };
  /** Equal priorities: this one's turn among them. */
  share: { position: number; of: number } | null;
}

export interface Agenda {
  group: { did: string; name: string };
  at: string;
  weekday: number;
  poweredOn: boolean;
  rule: typeof SCHEDULE_RULE;
  /** Every event active at that time, top priority first, then display order. */
  entries: AgendaEntry[];
  /** The channels that play, in turn. */
  playing: string[];
}
