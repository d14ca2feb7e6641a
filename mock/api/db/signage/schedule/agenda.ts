import { SCHEDULE_RULE, type Agenda, type AgendaEntry, type ScheduleEvent } from '../../../../../src/api/signage/scheduleTypes.ts';

const minutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The ISO weekday of a day 'YYYY-MM-DD'. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Does the event run on `day` (its date range, repetition and weekdays)? */
function runsOn(event: ScheduleEvent, day: string): boolean {
  if (event.repeat === 'once') return day === event.from;
  return day >= event.from && day <= event.to && event.weekdays.includes(weekdayOf(day));
}

/** Is the event on at local `day` `minute`? An overnight daypart belongs to the day it starts. */
export function activeAt(event: ScheduleEvent, day: string, minute: number): boolean {
  if (!event.daypart) return runsOn(event, day);
  const start = minutes(event.daypart.start);
  const end = minutes(event.daypart.end);
  if (start < end) return runsOn(event, day) && minute >= start && minute < end;
  return (runsOn(event, day) && minute >= start) || (runsOn(event, dayBefore(day)) && minute < end);
}

/**
 * What plays on a group at a local time, and why each active event plays or is hidden. The one
 * rule: the highest priority present replaces every lower event; events at that priority share the
 * time in display order. A group switched off by its power schedule plays nothing.
 */
export function agendaOf(group: { did: string; name: string }, at: string, poweredOn: boolean, events: readonly ScheduleEvent[]): Agenda {
  const day = at.slice(0, 10);
  const minute = minutes(at.slice(11, 16));
  const active = events
    .filter((event) => activeAt(event, day, minute))
    .sort((a, b) => b.priority - a.priority || a.order - b.order || a.did.localeCompare(b.did));
  const top = active[0]?.priority;
  const winners = active.filter((event) => event.priority === top);
  const first = winners[0];
  const entries = active.map((event): AgendaEntry => {
    const base = { event: event.did, name: event.name, channel: event.channel, target: event.target, inherited: event.target.did !== group.did, priority: event.priority, order: event.order };
    if (!poweredOn) {
      return { ...base, plays: false, rule: 'powerOff', share: null, reason: { text: `${group.name} is switched off by its power schedule`, messageKey: 'signage.why.powerOff', values: { group: group.name } } };
    }
    if (event.priority !== top && first) {
      return {
        ...base, plays: false, rule: 'priority', share: null,
        reason: { text: `hidden: ${first.name} has priority ${first.priority}, higher than ${event.priority}`, messageKey: 'signage.why.priority', values: { by: first.name, byPriority: first.priority, priority: event.priority } },
      };
    }
    const position = winners.indexOf(event) + 1;
    if (winners.length === 1) {
      return { ...base, plays: true, rule: 'only', share: null, reason: { text: `plays: the highest priority (${event.priority}) at this time`, messageKey: 'signage.why.only', values: { priority: event.priority } } };
    }
    return {
      ...base, plays: true, rule: 'shared', share: { position, of: winners.length },
      reason: { text: `plays in turn ${position} of ${winners.length}: equal priority (${event.priority}) shares the time in display order`, messageKey: 'signage.why.shared', values: { position, of: winners.length, priority: event.priority } },
    };
  });
  return {
    group, at, weekday: weekdayOf(day), poweredOn, rule: SCHEDULE_RULE, entries,
    playing: entries.filter((entry) => entry.plays).map((entry) => entry.channel.name),
  };
}
