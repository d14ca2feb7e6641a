import { USER_SEGMENTS, type PortraitUser, type SegmentFigures, type UserSegment } from '../../../../../src/api/operations/analysisTypes.ts';
import type { Row } from '../../core/tables/Table.ts';
import { round2, within, type DayPeriod } from './period.ts';

/** Orders per 30 days: from 40 a user is frequent, from 20 regular, below occasional. */
export const SEGMENT_THRESHOLDS = { frequent: 40, regular: 20 } as const;

function segmentOf(orders: number, days: number): UserSegment {
  const per30 = (orders * 30) / days;
  return per30 >= SEGMENT_THRESHOLDS.frequent ? 'frequent' : per30 >= SEGMENT_THRESHOLDS.regular ? 'regular' : 'occasional';
}

const num = (value: unknown) => Number(value) || 0;

/** Users with an order in the period (the orders list's records, cancelled ones left out), by spend. */
export function portraitOf(period: DayPeriod, orders: readonly Row[], zoneOf: (store: string) => string): { users: PortraitUser[]; segments: SegmentFigures[] } {
  const byUser = new Map<string, Omit<PortraitUser, 'rank' | 'segment'>>();
  for (const order of orders) {
    if (order.status === 'cancelled' || !within(period, order.starttime, zoneOf(String(order.businessdid)))) continue;
    const did = String(order.customerdid);
    const user = byUser.get(did) ?? { customerdid: did, name: String(order.customername ?? ''), plate: String(order.plate ?? ''), businessname: String(order.businessname ?? ''), orders: 0, energy: 0, spend: 0 };
    user.orders += 1;
    user.energy += num(order.energy);
    user.spend += num(order.amount);
    byUser.set(did, user);
  }
  const users = [...byUser.values()]
    .map((u) => ({ ...u, energy: round2(u.energy), spend: round2(u.spend) }))
    .sort((a, b) => b.spend - a.spend || b.orders - a.orders || a.customerdid.localeCompare(b.customerdid))
    .map((u, index) => ({ rank: index + 1, ...u, segment: segmentOf(u.orders, period.days) }));
  const segments = USER_SEGMENTS.map((segment) => {
    const members = users.filter((u) => u.segment === segment);
    return { segment, users: members.length, orders: members.reduce((s, u) => s + u.orders, 0), energy: round2(members.reduce((s, u) => s + u.energy, 0)), spend: round2(members.reduce((s, u) => s + u.spend, 0)) };
  });
  return { users, segments };
}
