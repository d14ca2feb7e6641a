import type { FlowLink, FlowNode, SpaceFlow } from '../../../../../src/api/billing/spacesTypes.ts';
import { DATA_FROM, DATA_TO, dayIndex } from '../../core/clock/calendar.ts';
import type { Metering } from '../../core/metering/Metering.ts';
import { sourcesOf } from '../compute.ts';
import { firstDay, isMonth, lastDay, monthOf, shiftMonth } from '../../core/clock/dates.ts';
import type { StoreBook } from '../StoreBook.ts';
import { round2 } from '../round.ts';
import { notFound } from '../../core/notFound.ts';
import { expected, invalidField } from '../../core/shapeErrors.ts';


/** The latest month whose every day has meter data. */
export function dataMonth(): string {
  const month = monthOf(DATA_TO);
  return lastDay(month) === DATA_TO ? month : shiftMonth(month, -1);
}

/** Every month with meter data up to the latest whole one, oldest first. */
export function dataMonths(): string[] {
  const out: string[] = [];
  for (let m = monthOf(DATA_FROM); m <= dataMonth(); m = shiftMonth(m, 1)) out.push(m);
  return out;
}

/** A month the meters have data for, else a clear refusal. */
export function checkMonth(month: unknown): string {
  if (!isMonth(month)) throw invalidField('month', 'expected YYYY-MM', expected('month'));
  if (month < monthOf(DATA_FROM) || month > monthOf(DATA_TO)) throw invalidField('month', `meter data runs from ${monthOf(DATA_FROM)} to ${monthOf(DATA_TO)}`);
  return month;
}

/**
 * getSpaceGraph: where a room's energy came from in a month, as its bills count it — each own
 * meter wholly, each shared meter's share, each difference (meter minus its sub-meters) — hour
 * by hour over the month's days with data. The room's total is the book's roomKwh, so it agrees
 * with the bills and with the meters' energy on the energy screens.
 */
export function spaceFlow(book: StoreBook, metering: Metering, space: string, month: string): SpaceFlow {
  const room = book.room(space);
  if (!room) throw notFound('room', space, `in store ${book.store}`);
  const from = firstDay(month);
  const to = lastDay(month) < DATA_TO ? lastDay(month) : DATA_TO;
  const [h0, h1] = [dayIndex(from) * 24, (dayIndex(to) + 1) * 24];
  const sum = (did: string) => {
    const hours = metering.hourly(did);
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
    const main = metering.hourly(source.meter);
    const minus = source.minus.map((m) => metering.hourly(m));
    let part = 0;
    for (let h = h0; h < h1; h += 1) {
      let value = main[h] ?? 0;
      for (const sub of minus) value -= sub[h] ?? 0;
      part += Math.max(0, value) * source.factor;
    }
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
