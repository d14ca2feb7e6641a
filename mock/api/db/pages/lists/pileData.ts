import { pileFields, stampFields, stationFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, date, money, num, optionSet, status, text } from '../fields.ts';
import { PILE_TYPE } from '../options.ts';
import { seq } from '../world/names.ts';
import { DAILY_DAYS, orderStats, round1 } from '../world/stats.ts';
import { DAY, day, iso, MONTHS, SEED_NOW } from '../../core/clock/time.ts';
import { daysIn, totalsOf, utilization } from './settlement.ts';
import { pileRef, stationRef } from '../../core/charging/pileRef.ts';

/** Auxiliary decision: daily and monthly pile figures, and a recommendation per station. */

const RECOMMENDATION = optionSet('recommendation', [
  ['expand', 'Add piles', '扩容'],
  ['maintain', 'Keep as is', '维持'],
  ['price-adjust', 'Adjust prices', '调价'],
  ['relocate', 'Relocate piles', '迁址'],
]);

const pileFigures = () => [
  choice('type', 'Type', '类型', PILE_TYPE, { filter: 'select' }),
  num('orders', 'Orders', '订单数', { filter: 'numberRange' }),
  num('energy', 'Energy', '充电量', { unit: 'kWh', digits: 2, filter: 'numberRange' }),
  money('amount', 'Amount', '金额', { unit: 'CNY', filter: 'numberRange' }),
  num('minutes', 'Charging time', '充电时长', { unit: 'min' }),
  num('utilization', 'Utilisation', '时间利用率', { unit: '%', digits: 1, filter: 'numberRange' }),
];

export const pileDailyPage: PageDefinition = {
  name: 'pile-daily-data',
  prefix: 'pdd',
  scope: 'business',
  fields: [date('day', 'Day', '日期', { filter: 'dateRange' }), ...pileFields(), ...pileFigures()],
  sort: ['day', 'desc'],
  actions: ['export'],
  records: (world) => {
    const stats = orderStats(world).pileDay;
    const days = Array.from({ length: DAILY_DAYS }, (_, i) => day(SEED_NOW - (DAILY_DAYS - i) * DAY));
    let n = 0;
    return world.piles.flatMap((pile) =>
      days.map((d, index) => {
        const t = stats.get(pile.did, index);
        n += 1;
        return {
          did: `pdd-${seq(n, 6)}`,
          day: d,
          ...pileRef(pile),
          type: pile.type,
          ...totalsOf(t),
          minutes: t?.minutes ?? 0,
          utilization: utilization(t?.minutes ?? 0, pile.guncount, 1),
        };
      }),
    );
  },
};

export const pileMonthlyPage: PageDefinition = {
  name: 'pile-monthly-data',
  prefix: 'pmd',
  scope: 'business',
  fields: [text('month', 'Month', '月份', { width: 90, filter: 'select' }), ...pileFields(), ...pileFigures()],
  sort: ['month', 'desc'],
  actions: ['export'],
  records: (world) => {
    const stats = orderStats(world).pileMonth;
    let n = 0;
    return world.piles.flatMap((pile) =>
      MONTHS.map((month, m) => {
        const t = stats.get(pile.did, m);
        n += 1;
        return {
          did: `pmd-${seq(n, 5)}`,
          month,
          ...pileRef(pile),
          type: pile.type,
          ...totalsOf(t),
          minutes: t?.minutes ?? 0,
          utilization: utilization(t?.minutes ?? 0, pile.guncount, daysIn(month)),
        };
      }),
    );
  },
};

export const decisionPage: PageDefinition = {
  name: 'decision-report',
  prefix: 'dr',
  scope: 'business',
  fields: [
    ...stationFields(),
    num('utilization', 'Utilisation', '时间利用率', { unit: '%', digits: 1, filter: 'numberRange' }),
    num('growth', 'Growth', '环比增长', { unit: '%', digits: 1 }),
    num('score', 'Score', '综合评分', { filter: 'numberRange' }),
    status('recommendation', 'Recommendation', '建议', RECOMMENDATION, { filter: 'select', form: { required: true } }),
    text('basis', 'Basis', '依据', { width: 280, form: { type: 'textarea', maxLength: 300 } }),
    ...stampFields(),
  ],
  sort: ['score', 'desc'],
  actions: ['edit', 'export', 'history'],
  records: (world) => {
    const stats = orderStats(world).stationMonth;
    const last = MONTHS.length - 1;
    return world.stations
      .filter((s) => s.status === 'operating')
      .map((station, i) => {
        const now = stats.get(station.did, last);
        const before = stats.get(station.did, last - 1);
        const use = utilization(now?.minutes ?? 0, station.guncount, daysIn(MONTHS[last] ?? ''));
        const growth = before?.energy ? round1(((now?.energy ?? 0) / before.energy - 1) * 100) : 0;
        const recommendation = use > 18 ? 'expand' : use < 3 ? 'relocate' : growth < -10 ? 'price-adjust' : 'maintain';
        const basis =
          recommendation === 'expand' ? `利用率${use}%，高峰时段排队明显，建议增加直流快充桩` :
          recommendation === 'relocate' ? `利用率仅${use}%，周边需求不足，建议迁移部分充电桩` :
          recommendation === 'price-adjust' ? `电量环比下降${-growth}%，建议调整服务费或开展营销活动` :
          `利用率${use}%，运营平稳`;
        return {
          did: `dr-${seq(i + 1, 4)}`,
          ...stationRef(station),
          utilization: use,
          growth,
          score: Math.max(0, Math.min(100, Math.round(50 + use * 2 + growth / 2))),
          recommendation,
          basis,
          createtime: iso(SEED_NOW - DAY),
          updatetime: iso(SEED_NOW - DAY),
        };
      });
  },
};


export const pileDataPages: PageDefinition[] = [pileDailyPage, pileMonthlyPage, decisionPage];
