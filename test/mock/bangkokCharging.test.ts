// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import type { Row } from '../../mock/api/db/core/tables/Table';

/**
 * The charging pages of a Bangkok store count days in Bangkok (UTC+7, issue 21 §3): order and
 * alarm numbers carry the local date, and a pile's daily figures add up the orders of its local days.
 */

const db = new Database();
const rows = (pid: string): readonly Row[] => db.pages.require(pid).table.all();
const ymd = (instant: string, offsetHours: number) => new Date(Date.parse(instant) + offsetHours * 3_600_000).toISOString().slice(0, 10);
const isBangkok = (row: Row) => String(row.businessdid).startsWith('st-2002-');

describe('charging records of a Bangkok store', () => {
  const orders = rows('p-orders').filter(isBangkok);

  it('number orders by their Bangkok date, also late in the evening when Shanghai is a day on', () => {
    expect(orders.length).toBeGreaterThan(100);
    for (const order of orders) expect(String(order.orderno).slice(2, 10), String(order.did)).toBe(ymd(String(order.starttime), 7).replace(/-/g, ''));
    // 23:00–24:00 in Bangkok is already the next day in Shanghai: those orders tell the zones apart.
    const lateEvening = orders.filter((o) => new Date(String(o.starttime)).getUTCHours() === 16);
    expect(lateEvening.length).toBeGreaterThan(0);
    for (const order of lateEvening) expect(ymd(String(order.starttime), 7)).not.toBe(ymd(String(order.starttime), 8));
  });

  it('number alarms by their Bangkok date', () => {
    const alarms = [...rows('p-history-alarms'), ...rows('p-realtime-alerts')].filter(isBangkok);
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(String(alarm.alarmno).slice(2, 10), String(alarm.did)).toBe(ymd(String(alarm.occurtime), 7).replace(/-/g, ''));
  });

  it('add a pile\'s daily figures over its Bangkok days', () => {
    const daily = rows('p-pile-daily-data').filter(isBangkok);
    expect(daily.length).toBeGreaterThan(0);
    for (const row of daily.filter((r) => (r.orders as number) > 0).slice(0, 40)) {
      const mine = orders.filter((o) => o.piledid === row.piledid && o.status !== 'cancelled' && ymd(String(o.starttime), 7) === row.day);
      expect(mine.length, `${String(row.piledid)} ${String(row.day)}`).toBe(row.orders);
    }
  });
});
