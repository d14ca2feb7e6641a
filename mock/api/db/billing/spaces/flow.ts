import type { FlowLink, FlowNode, SpaceFlow } from '../../../../../src/api/billing/spacesTypes.ts';
import { DATA_FROM, dayIndex } from '../../core/clock/calendar.ts';
import type { Metering } from '../../core/metering/Metering.ts';
import { hourValue, seriesOf, sourcesOf } from '../compute.ts';
import { firstDay, isMonth, lastDay, monthOf, shiftMonth } from '../../core/clock/dates.ts';
import type { StoreBook } from '../StoreBook.ts';
import { round2 } from '../round.ts';
import { notFound } from '../../core/notFound.ts';
import { expected, invalidField } from '../../core/shapeErrors.ts';

/** The latest month whose every day has meter data, when the meters read up to `readTo` (StoreBook.lastReadDay). */
export function dataMonth(readTo: string): string {
  const month = monthOf(readTo);
  return lastDay(month) === readTo ? month : shiftMonth(month, -1);
}

/** Every month with meter data up to the latest whole one, oldest first. */
export function dataMonths(readTo: string): string[] {
  const out: string[] = [];
  for (let m = monthOf(DATA_FROM); m <= dataMonth(readTo); m = shiftMonth(m, 1)) out.push(m);
  return out;
}

/** A month the meters have data for (the current one in part), else a clear refusal. */
export function checkMonth(month: unknown, readTo: string): string {
  if (!isMonth(month)) throw invalidField('month', 'expected YYYY-MM', expected('month'));
  if (month < monthOf(DATA_FROM) || month > monthOf(readTo)) throw invalidField('month', `meter data runs from ${monthOf(DATA_FROM)} to ${monthOf(readTo)}`);
  return month;
}

/**
 * getSpaceGraph: where a room's energy came from in a month, as its bills count it — each own
 * meter wholly, each shared meter's share, each difference (meter minus its sub-meters) — hour
 * by hour over the month's days with data (past the seed too, as the world clock runs on). The
 * room's total is the book's roomKwh, so it agrees with the bills and with the meters' energy on
 * the energy screens.
 */
export function spaceFlow(book: StoreBook, metering: Metering, space: string, month: string): SpaceFlow {
  const room = book.room(space);
  if (!room) throw notFound('room', space, `in store ${book.store}`);
  const readTo = book.lastReadDay();
  const from = firstDay(month);
  const to = lastDay(month) < readTo ? lastDay(month) : readTo;
  const [h0, h1] = [dayIndex(from) * 24, (dayIndex(to) + 1) * 24];
  const sum = (did: string) => {
    const hours = metering.series(did);
    let total = 0;
    for (let h = h0; h < h1; h += 1) total += hours[h] ?? 0;
    return total;
  };
  const nodes = new Map<string, FlowNode>();
  const links: FlowLink[] = [];
  const meterNode = (did: string) => {
    if (!nodes.has(did)) nodes.set(did, { key: did, name: book.meterName(did), kind: 'meter', kwh: round2(sum(did)) });
  };
  for (const source of sourcesOf(book.group(space), book.isElectricity)) {
    meterNode(source.meter);
    const series = seriesOf(metering, source);
    let part = 0;
    for (let h = h0; h < h1; h += 1) part += hourValue(series, h);
    const kwh = round2(part);
    if (source.kind === 'shared' || source.minus.length > 0) {
      const shared = source.kind === 'shared';
      const key = `${shared ? 'share' : 'difference'}:${source.meter}`;
      const share = book.allocations.find((a) => a.meter === source.meter);
      nodes.set(key, { key, name: book.meterName(source.meter), kind: shared ? 'share' : 'difference', kwh, method: shared ? share?.method : 'difference', ...(shared ? { percent: source.percent } : {}) });
      for (const sub of source.minus) meterNode(sub);
      links.push({ source: source.meter, target: key, kwh }, { source: key, target: space, kwh });
    } else {
      links.push({ source: source.meter, target: space, kwh });
    }
  }
  const total = book.roomKwh(space, from, to);
  nodes.set(space, { key: space, name: room.name, kind: 'room', kwh: total });
  return { space, month, from, to, nodes: [...nodes.values()], links, total };
}
