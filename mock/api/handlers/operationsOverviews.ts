import type { HttpHandler } from 'msw';
import type { DayRange, OverviewPeriods } from '../../../src/api/operations/overviewTypes.ts';
import type { Database } from '../db/Database.ts';
import { evchargePost } from './evchargePost.ts';
import { daysBetween } from '../db/core/clock/dates.ts';
import { isDay } from '../db/core/clock/readDates.ts';
import { expected, invalidField } from '../db/core/shapeErrors.ts';
import { requireObject, requireString, type Fields } from '../request.ts';

/** A period may span at most this many days (a year and a day for leap years). */
const MAX_DAYS = 366;

function rangeOf(fields: Fields, key: string): DayRange {
  const range = requireObject(fields, key);
  const from = requireString(range, 'from');
  const to = requireString(range, 'to');
  if (!isDay(from) || !isDay(to)) throw invalidField(isDay(from) ? `${key}.to` : `${key}.from`, "expected { from, to } as real days 'YYYY-MM-DD'", expected('day'));
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > MAX_DAYS) throw invalidField(key, `expected from ≤ to and at most ${MAX_DAYS} days`);
  return { from, to };
}

function periodsOf(body: Fields): OverviewPeriods {
  const periods = requireObject(body, 'periods');
  return { current: rangeOf(periods, 'current'), previous: rangeOf(periods, 'previous'), lastYear: rangeOf(periods, 'lastYear') };
}

/** /evcharge/overview/* (src/api/operations/overviewTypes.ts lists the calls). */
export function operationsOverviewsHandlers(db: Database): HttpHandler[] {
  const post = evchargePost(db);
  return [
    post('overview/bounds', (_body, user, pid) => db.overviews.bounds(user, pid)),
    post('overview/figures', (body, user, pid) => db.overviews.figures(user, pid, periodsOf(body))),
  ];
}
