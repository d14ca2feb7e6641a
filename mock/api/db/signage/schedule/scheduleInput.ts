import { SCHEDULE_EVENT_RULES } from '../../../../../src/api/signage/rules.ts';
import { REPEATS, type Daypart, type Repeat, type ScheduleEvent } from '../../../../../src/api/signage/scheduleTypes.ts';
import { parseClock } from '../../core/clock/SimClock.ts';
import { dayAt, FieldErrors, isObject, numberAt, optionAt, stringAt } from '../../core/fieldErrors.ts';
import { numberBy, textBy } from '../../core/ruleChecks.ts';

/** An event as stored: the wire's event with the dids of its channel and target. */
export type EventContent = Omit<ScheduleEvent, 'did' | 'channel' | 'target' | 'version' | 'changedBy' | 'changedAt'> & { channel: string; target: string };

/** A schedule event from a body: an existing channel and target, dates, weekdays, an optional daypart, an integer priority. */
export function eventContent(input: Record<string, unknown>, exists: { channel: (did: string) => boolean; target: (did: string) => boolean }, nextOrder: number): EventContent {
  const errors = new FieldErrors();
  const name = textBy(errors, input.name, 'name', SCHEDULE_EVENT_RULES.name);
  const channel = stringAt(errors, input.channel, 'channel', 80);
  if (channel !== undefined && !exists.channel(channel)) errors.add('channel', 'link', `no such channel: ${channel}`, 'validation.link');
  const target = stringAt(errors, input.target, 'target', 80);
  if (target !== undefined && !exists.target(target)) errors.add('target', 'link', `no such screen group: ${target}`, 'validation.link');
  const repeat = optionAt(errors, input.repeat, 'repeat', REPEATS);
  const from = dayAt(errors, input.from, 'from');
  let to = from;
  let weekdays = [1, 2, 3, 4, 5, 6, 7];
  if (repeat === 'weekly') {
    to = dayAt(errors, input.to, 'to');
    if (from && to && to < from) errors.add('to', 'min', `the range ends before it starts (${from})`, 'validation.min', { min: from });
    const days = input.weekdays;
    if (!Array.isArray(days) || days.length === 0 || !days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)) {
      errors.add('weekdays', 'option', 'expected weekdays 1 (Monday) to 7', 'validation.plan.days');
    } else weekdays = [...new Set(days as number[])].sort();
  }
  let daypart: Daypart | null = null;
  if (input.daypart !== undefined && input.daypart !== null) {
    const raw = input.daypart;
    const start = isObject(raw) && typeof raw.start === 'string' ? parseClock(raw.start) : undefined;
    const end = isObject(raw) && typeof raw.end === 'string' ? parseClock(raw.end) : undefined;
    if (start === undefined) errors.add('daypart.start', 'pattern', 'expected a time HH:mm', 'validation.time');
    if (end === undefined) errors.add('daypart.end', 'pattern', 'expected a time HH:mm', 'validation.time');
    if (start !== undefined && end !== undefined) {
      if (start === end) errors.add('daypart', 'min', `the window is empty: it starts and ends at ${String((raw as Record<string, unknown>).start)}`, 'signage.emptyWindow', { start: String((raw as Record<string, unknown>).start) });
      else daypart = { start: (raw as Record<string, string>).start as string, end: (raw as Record<string, string>).end as string };
    }
  }
  const priority = numberBy(errors, input.priority, 'priority', SCHEDULE_EVENT_RULES.priority);
  const order = input.order === undefined || input.order === null ? nextOrder : numberAt(errors, input.order, 'order', 0, 999, true);
  errors.check();
  return {
    name: name as string, channel: channel as string, target: target as string, repeat: repeat as Repeat, from: from as string, to: to as string,
    weekdays, daypart, priority: priority as number, order: order as number,
  };
}
