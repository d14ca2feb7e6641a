import { AC_POWERS, canMake, DC_POWERS, MANUFACTURERS, SITES } from './catalog.ts';
import { addMonths, DAY, iso, SEED_NOW } from '../clock/time.ts';
import { dayIn, instantIn } from '../clock/zones.ts';
import { seq, stream, weighted, type Random } from '../random.ts';
import type { ChargingGun, ChargingPile, ChargingSite, ChargingStation } from './types.ts';
import { pileRef, stationRef } from './pileRef.ts';

/**
 * The station of a metered site. Its name and commissioning date come from the store's station
 * stream as the ledger drew them before the registry; a metered station is operating.
 */
export function stationOf(seed: number, site: ChargingSite, n: number): ChargingStation {
  const { store } = site;
  const random = stream(seed, `stations:${store.did}`);
  random.int(1, 3); // the ledger's old station count: drawn so the names keep their draws
  const sites = [...SITES];
  const place = sites.splice(random.int(0, sites.length - 1), 1)[0] ?? `${n}号`;
  const third = random.next() < 0.25;
  const commissioned = SEED_NOW - random.int(200, 1400) * DAY;
  const near = (value: number, spread: number) => Math.round((value + random.float(-spread, spread, 4)) * 1e4) / 1e4;
  return {
    did: `cs-${seq(n, 4)}`,
    code: `CS${store.citycode}${seq(n, 3)}`,
    name: `${store.city.replace(/市$/, '')}${place}充电站`,
    parentbusinessdid: store.parentdid,
    businessdid: store.did,
    businessname: store.name,
    province: store.province,
    city: store.city,
    citycode: store.citycode,
    longitude: near(store.longitude, 0.05),
    latitude: near(store.latitude, 0.04),
    building: site.building,
    space: site.space,
    meter: site.meter,
    dischargemeter: site.discharge?.meter ?? '',
    dischargepower: site.discharge?.ratedKw ?? 0,
    operationtype: third ? 'third' : 'self',
    status: 'operating',
    pilecount: 0,
    guncount: 0,
    ratedpower: site.ratedKw,
    commissiondate: dayIn(commissioned, store.timezone),
    createtime: iso(commissioned - 60 * DAY),
    updatetime: iso(commissioned),
  };
}

/** Pile sizes adding up to exactly `total` kW: mostly DC fast chargers, some AC wall boxes. */
function sizes(random: Random, total: number): Array<{ type: 'dc' | 'ac'; power: number }> {
  const out: Array<{ type: 'dc' | 'ac'; power: number }> = [];
  let left = total;
  while (left > 0) {
    const dc = DC_POWERS.filter((p) => p <= left && canMake(left - p));
    const ac = AC_POWERS.filter((p) => p <= left && canMake(left - p));
    const useDc = dc.length > 0 && (ac.length === 0 || random.next() < 0.9);
    const power = random.pick<number>(useDc ? dc : ac);
    out.push({ type: useDc ? 'dc' : 'ac', power });
    left -= power;
  }
  return out;
}

/** The station's piles (one vendor per station), their powers making the station's rating. */
export function pilesOf(seed: number, station: ChargingStation, zone: string, counter: { n: number }): ChargingPile[] {
  const random = stream(seed, `piles:${station.did}`);
  const brand = random.pick(MANUFACTURERS);
  return sizes(random, station.ratedpower).map(({ type, power }, index) => {
    counter.n += 1;
    const i = index + 1;
    const commissioned = instantIn(station.commissiondate, '10:00', zone) + random.int(0, 30) * DAY;
    return {
      did: `cp-${seq(counter.n, 5)}`,
      code: `${station.code}-${seq(i, 2)}`,
      name: `${station.name}${i}号桩`,
      ...stationRef(station),
      type,
      power,
      guncount: type === 'dc' ? 2 : 1,
      manufacturer: brand.name,
      model: `${brand.code}-${type.toUpperCase()}${power}`,
      serialno: `SN${random.hex(10).toUpperCase()}`,
      firmware: `V${random.int(2, 3)}.${random.int(0, 9)}.${random.int(0, 20)}`,
      status: weighted(random, ['idle', 'charging', 'fault', 'offline'] as const, [48, 30, 14, 8]),
      commissiondate: dayIn(commissioned, zone),
      warrantyend: addMonths(dayIn(commissioned, zone), 36),
      createtime: iso(commissioned - 20 * DAY),
      updatetime: iso(commissioned),
    };
  });
}

export function gunsOf(pile: ChargingPile, counter: { n: number }): ChargingGun[] {
  return Array.from({ length: pile.guncount }, (_, index) => {
    counter.n += 1;
    // A charging pile charges on its first gun; the others follow the pile's state otherwise.
    const status = pile.status === 'charging' && index > 0 ? 'idle' : pile.status;
    return {
      did: `cg-${seq(counter.n, 6)}`,
      code: `${pile.code}-${index + 1}`,
      gunno: index + 1,
      ...pileRef(pile),
      connector: pile.type === 'dc' ? 'gbt-dc' : 'gbt-ac',
      status,
      ratedcurrent: pile.type === 'dc' ? 250 : 32,
      ratedvoltage: pile.type === 'dc' ? 750 : 220,
      createtime: pile.createtime,
      updatetime: pile.updatetime,
    };
  });
}
