import { addDays } from '../../../lib/days';
import type { ScheduleEvent } from '../../../api/signage/scheduleTypes';
import { clockMinutes, isoWeekdayOf } from '../shared/signageTime';

const DAY_MINUTES = 24 * 60;

/** One piece of an event on one day of the week grid: [start, end) in minutes of that day, and its lane beside overlapping pieces. */
export interface WeekBlock {
  event: ScheduleEvent;
  day: string;
  start: number;
  end: number;
  /** Runs on from the day before (an overnight daypart's tail). */
  continued: boolean;
  lane: number;
  lanes: number;
}

/** Does the event run on `day` (date range, repetition, weekdays), as the server reads it? */
export function runsOn(event: ScheduleEvent, day: string): boolean {
  if (event.repeat === 'once') return day === event.from;
  return day >= event.from && day <= event.to && event.weekdays.includes(isoWeekdayOf(day));
}

/** An event's pieces on `day`: all day, its daypart, or an overnight daypart's start (from its own day) and tail (from the day before). */
function piecesOn(event: ScheduleEvent, day: string): Omit<WeekBlock, 'lane' | 'lanes'>[] {
  if (!event.daypart) return runsOn(event, day) ? [{ event, day, start: 0, end: DAY_MINUTES, continued: false }] : [];
  const start = clockMinutes(event.daypart.start);
  const end = clockMinutes(event.daypart.end);
  if (start < end) return runsOn(event, day) ? [{ event, day, start, end, continued: false }] : [];
  const pieces: Omit<WeekBlock, 'lane' | 'lanes'>[] = [];
  if (runsOn(event, addDays(day, -1))) pieces.push({ event, day, start: 0, end, continued: true });
  if (runsOn(event, day)) pieces.push({ event, day, start, end: DAY_MINUTES, continued: false });
  return pieces;
}

/** Lanes side by side for pieces that overlap (greedy, by start); every piece of a day shares its day's lane count. */
function laidOut(pieces: Omit<WeekBlock, 'lane' | 'lanes'>[]): WeekBlock[] {
  const sorted = [...pieces].sort((a, b) => a.start - b.start || b.event.priority - a.event.priority || a.event.order - b.event.order);
  const laneEnds: number[] = [];
  const placed = sorted.map((piece) => {
    let lane = laneEnds.findIndex((end) => end <= piece.start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = piece.end;
    return { ...piece, lane };
  });
  return placed.map((piece) => ({ ...piece, lanes: Math.max(1, laneEnds.length) }));
}

/** The seven days (Monday first) of the week holding `monday`, each with its blocks. */
export function weekBlocks(events: readonly ScheduleEvent[], monday: string): { day: string; blocks: WeekBlock[] }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index);
    return { day, blocks: laidOut(events.flatMap((event) => piecesOn(event, day))) };
  });
}
