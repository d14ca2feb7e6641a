import type { Station } from './assets.ts';
import { groupBy, scopeOf } from './context.ts';
import type { World } from './index.ts';
import { seq, weighted } from './names.ts';
import { addMonths, compactDay, DAY, day, iso, SEED_NOW } from '../../core/clock/time.ts';
import { stationRef, type StationRef } from '../../core/charging/pileRef.ts';

/** The supply chain the asset lists share: specifications, projects, storerooms, purchase orders. */

export interface Spec {
  did: string;
  code: string;
  name: string;
  category: string;
  manufacturer: string;
  model: string;
  ratedpower: number | null;
  voltage: number | null;
  protection: string;
  price: number;
  unit: string;
  warrantymonths: number;
  certification: string;
  status: 'active' | 'discontinued';
  companyid: string;
  createtime: string;
  updatetime: string;
}

type SpecRow = [category: string, name: string, manufacturer: string, model: string, power: number | null, voltage: number | null, protection: string, price: number, unit: string];

const SPECS: readonly SpecRow[] = [
  ['dc-pile', '60kW一体式直流充电桩', '许继电气', 'XJ-DC60', 60, 750, 'IP54', 31000, '台'],
  ['dc-pile', '120kW一体式直流充电桩', '特来电', 'TGOOD-DC120', 120, 750, 'IP54', 52000, '台'],
  ['dc-pile', '160kW一体式直流充电桩', '星星充电', 'STAR-DC160', 160, 1000, 'IP55', 68000, '台'],
  ['dc-pile', '240kW分体式直流充电堆', '国电南瑞', 'NARI-DC240', 240, 1000, 'IP55', 98000, '台'],
  ['ac-pile', '7kW壁挂式交流充电桩', '万马股份', 'WANMA-AC7', 7, 220, 'IP54', 2600, '台'],
  ['ac-pile', '11kW立柱式交流充电桩', '星星充电', 'STAR-AC11', 11, 380, 'IP54', 4200, '台'],
  ['ac-pile', '22kW立柱式交流充电桩', '盛弘股份', 'SINEXCEL-AC22', 22, 380, 'IP55', 6800, '台'],
  ['module', '30kW充电模块', '英飞源', 'INFY-REG30', 30, 1000, 'IP20', 5200, '个'],
  ['module', '40kW充电模块', '英飞源', 'INFY-REG40', 40, 1000, 'IP20', 6900, '个'],
  ['transformer', '800kVA箱式变压器', '特变电工', 'TBEA-ZGS11-800', 800, 10000, 'IP54', 186000, '台'],
  ['transformer', '1250kVA箱式变压器', '特变电工', 'TBEA-ZGS11-1250', 1250, 10000, 'IP54', 245000, '台'],
  ['meter', '直流电能表', '安科瑞', 'ACREL-DJSF1352', null, 1000, 'IP51', 1200, '块'],
  ['meter', '三相导轨式电能表', '安科瑞', 'ACREL-ADL400', null, 380, 'IP51', 680, '块'],
  ['cable', 'YJV22-3×240电力电缆', '远东电缆', 'YJV22-3X240', null, 10000, '-', 320, '米'],
  ['storage', '215kWh储能柜', '宁德时代', 'CATL-ESS215', 100, 768, 'IP55', 265000, '台'],
  ['part', '250A直流充电枪线', '万马股份', 'WANMA-GUN250', null, 1000, 'IP55', 1800, '套'],
];

export interface Project extends StationRef {
  did: string;
  projectno: string;
  name: string;
  kind: 'construction' | 'expansion';
  budget: number;
  contractamount: number;
  supplier: string;
  stage: string;
  startdate: string;
  plannedend: string;
  manager: string;
  createtime: string;
  updatetime: string;
}

export interface Storeroom {
  did: string;
  name: string;
  type: 'central' | 'regional';
  city: string;
  address: string;
  keeper: string;
  area: number;
  slots: number;
  usage: number;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  createtime: string;
  updatetime: string;
}

export interface PurchaseOrder {
  did: string;
  orderno: string;
  projectdid: string;
  projectname: string;
  specdid: string;
  itemname: string;
  model: string;
  supplier: string;
  quantity: number;
  unit: string;
  unitprice: number;
  amount: number;
  orderdate: string;
  deliverydate: string;
  status: string;
  buyer: string;
  parentbusinessdid: string;
  businessdid: string;
  businessname: string;
  createtime: string;
  updatetime: string;
}

export interface Supply {
  specs: Spec[];
  projects: Project[];
  storerooms: Storeroom[];
  purchaseOrders: PurchaseOrder[];
}

export const STAGES = ['planning', 'bidding', 'contracted', 'delivering', 'accepted'] as const;
export const PO_FLOW = ['draft', 'approved', 'ordered', 'partial', 'received'] as const;
export const CONTRACTORS = ['中建三局', '中国电建', '浙江华电工程', '广东电网建设', '四川能投建设', '北京电力工程'];

const cache = new WeakMap<World, Supply>();

function projectsOf(world: World, station: Station, counter: { n: number }): Project[] {
  const random = world.ctx.random(`projects:${station.did}`);
  const staff = world.ctx.parent(station.parentbusinessdid).staff;
  const kinds: Project['kind'][] = random.next() < 0.2 && station.status === 'operating' ? ['construction', 'expansion'] : ['construction'];
  return kinds.map((kind) => {
    counter.n += 1;
    const start = kind === 'construction' ? Date.parse(`${station.commissiondate}T09:00:00+08:00`) - random.int(90, 200) * DAY : SEED_NOW - random.int(20, 160) * DAY;
    const budget = Math.round(station.ratedpower * random.float(1100, 1600)) + 300_000;
    const stage = kind === 'construction' && station.status !== 'building' ? 'accepted' : random.pick(STAGES.slice(0, 4));
    const contracted = STAGES.indexOf(stage as (typeof STAGES)[number]) >= 2;
    return {
      did: `pp-${seq(counter.n, 4)}`,
      projectno: `XM${compactDay(start)}${seq(counter.n, 4)}`,
      name: `${station.name}${kind === 'construction' ? '建设项目' : '扩容项目'}`,
      kind,
      ...stationRef(station),
      budget,
      contractamount: contracted ? Math.round(budget * random.float(0.85, 0.98)) : 0,
      supplier: random.pick(CONTRACTORS),
      stage,
      startdate: day(start),
      plannedend: addMonths(day(start), random.int(3, 8)),
      manager: random.pick(staff),
      createtime: iso(start - 10 * DAY),
      updatetime: iso(Math.min(SEED_NOW, start + random.int(10, 120) * DAY)),
    };
  });
}

function storeroomsOf(world: World): Storeroom[] {
  const out: Storeroom[] = [];
  for (const parent of world.ctx.parents) {
    const random = world.ctx.random(`storerooms:${parent.did}`);
    const byCity = groupBy(parent.stores, (s) => s.city);
    [...byCity.values()].slice(0, 4).forEach((stores, index) => {
      const store = stores[0];
      if (!store) return;
      const created = SEED_NOW - random.int(300, 1200) * DAY;
      out.push({
        did: `sr-${seq(out.length + 1, 3)}`,
        name: `${store.city.replace(/市$/, '')}${index === 0 ? '中心库' : '区域库'}`,
        type: index === 0 ? 'central' : 'regional',
        city: store.city,
        address: `${store.city}物流园区${random.int(1, 30)}号库`,
        keeper: random.pick(parent.staff),
        area: index === 0 ? random.int(600, 1500) : random.int(120, 500),
        slots: index === 0 ? random.int(800, 2000) : random.int(150, 600),
        usage: random.int(35, 92),
        ...scopeOf(store),
        createtime: iso(created),
        updatetime: iso(created + random.int(1, 200) * DAY),
      });
    });
  }
  return out;
}

export function supplyOf(world: World): Supply {
  const cached = cache.get(world);
  if (cached) return cached;
  const specs: Spec[] = [];
  for (const companyid of world.ctx.companies()) {
    const random = world.ctx.random(`specs:${companyid}`);
    for (const [category, name, manufacturer, model, power, voltage, protection, price, unit] of SPECS) {
      const created = SEED_NOW - random.int(200, 900) * DAY;
      specs.push({
        did: `es-${seq(specs.length + 1, 4)}`,
        code: `SPEC-${model}`,
        name, category, manufacturer, model,
        ratedpower: power,
        voltage,
        protection,
        price,
        unit,
        warrantymonths: category.endsWith('pile') || category === 'storage' ? random.pick([24, 36, 60]) : 12,
        certification: random.pick(['CQC', 'CQC / CE', 'TÜV']),
        status: random.next() < 0.9 ? 'active' : 'discontinued',
        companyid,
        createtime: iso(created),
        updatetime: iso(created + random.int(0, 100) * DAY),
      });
    }
  }
  const projectCounter = { n: 0 };
  const projects = world.stations.flatMap((station) => projectsOf(world, station, projectCounter));
  const purchaseOrders: PurchaseOrder[] = [];
  const random = world.ctx.random('purchase-orders');
  for (const project of projects) {
    const companyid = world.ctx.parent(project.parentbusinessdid).companyid;
    const catalogue = specs.filter((s) => s.companyid === companyid);
    const stageIndex = STAGES.indexOf(project.stage as (typeof STAGES)[number]);
    for (let i = 0, count = stageIndex < 2 ? random.int(0, 1) : random.int(2, 4); i < count; i += 1) {
      const spec = random.pick(catalogue);
      const ordered = Date.parse(`${project.startdate}T10:00:00+08:00`) + random.int(5, 60) * DAY;
      const quantity = spec.unit === '米' ? random.int(200, 1500) : random.int(1, 12);
      const status = stageIndex >= 4 ? 'received' : weighted(random, [...PO_FLOW, 'cancelled'], [1, 2, 3, 2, 3, 1]);
      purchaseOrders.push({
        did: `po-${seq(purchaseOrders.length + 1, 4)}`,
        orderno: `PO${compactDay(ordered)}${seq(purchaseOrders.length + 1, 4)}`,
        projectdid: project.did,
        projectname: project.name,
        specdid: spec.did,
        itemname: spec.name,
        model: spec.model,
        supplier: spec.manufacturer,
        quantity,
        unit: spec.unit,
        unitprice: spec.price,
        amount: quantity * spec.price,
        orderdate: day(ordered),
        deliverydate: day(ordered + random.int(10, 45) * DAY),
        status,
        buyer: random.pick(world.ctx.parent(project.parentbusinessdid).staff),
        parentbusinessdid: project.parentbusinessdid,
        businessdid: project.businessdid,
        businessname: project.businessname,
        createtime: iso(ordered - DAY),
        updatetime: iso(Math.min(SEED_NOW, ordered + random.int(1, 60) * DAY)),
      });
    }
  }
  const supply = { specs, projects, storerooms: storeroomsOf(world), purchaseOrders };
  cache.set(world, supply);
  return supply;
}
