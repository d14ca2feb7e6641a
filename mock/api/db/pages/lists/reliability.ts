import type { Row } from '../../core/tables/Table.ts';
import { companyField, pileFields, stampFields, storeFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, datetime, num, optionSet, status, text } from '../fields.ts';
import { PILE_TYPE } from '../options.ts';
import { MANUFACTURERS } from '../world/assets.ts';
import { groupBy } from '../world/context.ts';
import { seq, weighted } from '../world/names.ts';
import { orderStats, round1, round2 } from '../world/stats.ts';
import { ACTIVITY_DAYS, DAY, HOUR, iso, SEED_NOW } from '../../core/clock/time.ts';
import { pileRef } from '../../core/charging/pileRef.ts';

/** Reliability and efficiency: manufacturer ranking, zero/low battery stations, inefficient piles. */

const BATTERY_STATUS = optionSet('batteryStatus', [
  ['zero', 'Empty', '零电量', 'error'],
  ['low', 'Low', '低电量', 'warning'],
]);
const INEFFICIENCY = optionSet('inefficiencyReason', [
  ['location', 'Poor location', '位置偏僻'],
  ['faults', 'Frequent faults', '故障频发'],
  ['price', 'Price', '价格偏高'],
  ['competition', 'Competition', '周边竞争'],
  ['new', 'Recently opened', '新投运'],
]);


export const manufacturerRankingPage: PageDefinition = {
  name: 'manufacturer-ranking',
  prefix: 'mfr',
  scope: 'company',
  fields: [
    num('rank', 'Rank', '排名', { width: 70 }),
    text('manufacturer', 'Manufacturer', '生产厂家', { width: 130, filter: 'text' }),
    num('pilecount', 'Piles', '桩数', { filter: 'numberRange' }),
    num('faultcount', 'Faults', '故障次数'),
    num('faultrate', 'Faults per pile', '单桩故障数', { digits: 2, filter: 'numberRange' }),
    num('mtbf', 'MTBF', '平均无故障时间', { unit: 'h', digits: 0 }),
    num('repairhours', 'Mean repair time', '平均修复时长', { unit: 'h', digits: 1 }),
    num('score', 'Score', '综合评分', { filter: 'numberRange' }),
    companyField(),
  ],
  sort: ['rank', 'asc'],
  actions: ['export'],
  records: (world) => {
    const companyOf = (parent: string) => world.ctx.parent(parent).companyid;
    const faults = groupBy(
      world.alarms.filter((a) => a.level === 'critical' || a.level === 'major'),
      (a) => a.piledid,
    );
    const rows: Row[] = [];
    for (const companyid of world.ctx.companies()) {
      const figures = MANUFACTURERS.map(({ name }) => {
        const piles = world.piles.filter((p) => p.manufacturer === name && companyOf(p.parentbusinessdid) === companyid);
        const alarms = piles.flatMap((p) => faults.get(p.did) ?? []);
        const minutes = alarms.reduce((sum, a) => sum + a.duration, 0);
        const rate = piles.length ? alarms.length / piles.length : 0;
        return {
          manufacturer: name,
          pilecount: piles.length,
          faultcount: alarms.length,
          faultrate: round2(rate),
          mtbf: alarms.length ? Math.round((piles.length * ACTIVITY_DAYS * 24) / alarms.length) : ACTIVITY_DAYS * 24,
          repairhours: alarms.length ? round1(minutes / alarms.length / 60) : 0,
          score: Math.max(0, Math.round(100 - rate * 12)),
        };
      }).filter((f) => f.pilecount > 0);
      figures.sort((a, b) => b.score - a.score || (a.manufacturer < b.manufacturer ? -1 : 1));
      figures.forEach((f, i) => rows.push({ did: `mfr-${seq(rows.length + 1, 3)}`, rank: i + 1, ...f, companyid }));
    }
    return rows;
  },
};


export const lowBatteryPage: PageDefinition = {
  name: 'low-battery-stations',
  prefix: 'lb',
  scope: 'business',
  fields: [
    text('name', 'Name', '名称', { width: 200, filter: 'text' }),
    ...storeFields(),
    num('capacity', 'Capacity', '储能容量', { unit: 'kWh' }),
    num('soc', 'State of charge', 'SOC', { unit: '%', filter: 'numberRange' }),
    status('status', 'Status', '状态', BATTERY_STATUS, { filter: 'select' }),
    num('hoursleft', 'Hours left', '预计可用时长', { unit: 'h', digits: 1 }),
    datetime('lastcharge', 'Last charged', '最近充电', { filter: 'dateRange' }),
  ],
  sort: ['soc', 'asc'],
  actions: ['export'],
  records: (world) => {
    const random = world.ctx.random('low-battery');
    return world.ctx.stores
      .filter(() => random.next() < 0.45)
      .map((store, i) => {
        const soc = random.next() < 0.3 ? 0 : random.int(3, 19);
        const capacity = random.pick([215, 430, 645]);
        return {
          did: `lb-${seq(i + 1, 3)}`,
          name: `${store.name}储能站`,
          businessname: store.name,
          businessdid: store.did,
          parentbusinessdid: store.parentdid,
          capacity,
          soc,
          status: soc === 0 ? 'zero' : 'low',
          hoursleft: round1((capacity * soc) / 100 / random.float(20, 60)),
          lastcharge: iso(SEED_NOW - random.int(6, 72) * HOUR),
        };
      });
  },
};

export const inefficientPilesPage: PageDefinition = {
  name: 'inefficient-piles',
  prefix: 'ip',
  scope: 'business',
  fields: [
    ...pileFields(),
    choice('type', 'Type', '类型', PILE_TYPE, { filter: 'select' }),
    num('power', 'Rated power', '额定功率', { unit: 'kW' }),
    num('orders30', 'Orders (30 days)', '近30天订单', { filter: 'numberRange' }),
    num('energy30', 'Energy (30 days)', '近30天电量', { unit: 'kWh', digits: 2 }),
    num('utilization', 'Utilisation', '时间利用率', { unit: '%', digits: 1, filter: 'numberRange' }),
    choice('cause', 'Likely cause', '原因分析', INEFFICIENCY, { filter: 'select', form: { required: true } }),
    text('suggestion', 'Suggestion', '改进建议', { width: 240, form: { type: 'textarea', maxLength: 200 } }),
    ...stampFields(),
  ],
  sort: ['utilization', 'asc'],
  actions: ['edit', 'export', 'history'],
  records: (world) => {
    const random = world.ctx.random('inefficient-piles');
    const stats = orderStats(world).pile30;
    const stations = new Map(world.stations.map((s) => [s.did, s]));
    const rows: Row[] = [];
    for (const pile of world.piles) {
      if (stations.get(pile.stationdid)?.status !== 'operating') continue;
      const t = stats.get(pile.did);
      const use = round1(((t?.minutes ?? 0) / (pile.guncount * 30 * 1440)) * 100);
      if (use >= 2) continue;
      const cause = pile.status === 'fault' ? 'faults' : weighted(random, ['location', 'price', 'competition', 'new'], [4, 2, 3, 1]);
      rows.push({
        did: `ip-${seq(rows.length + 1, 4)}`,
        ...pileRef(pile),
        type: pile.type,
        power: pile.power,
        orders30: t?.orders ?? 0,
        energy30: round2(t?.energy ?? 0),
        utilization: use,
        cause,
        suggestion: cause === 'faults' ? '安排检修并评估更换模块' : cause === 'price' ? '下调服务费0.1元/kWh试运行一个月' : '加强导航标注与周边引流',
        createtime: iso(SEED_NOW - DAY),
        updatetime: iso(SEED_NOW - DAY),
      });
    }
    return rows;
  },
};


export const reliabilityPages: PageDefinition[] = [manufacturerRankingPage, lowBatteryPage, inefficientPilesPage];
