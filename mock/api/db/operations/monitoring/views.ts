import type { GunLive, NetworkStation, NetworkView, PileLive, StationMonitor, StationState } from '../../../../../src/api/operations/monitoringTypes.ts';
import { iso } from '../../core/clock/time.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { stationAlarms } from './alarms.ts';
import { stationCurve } from './curve.ts';
import type { LiveChargers } from '../../core/charging/live/LiveChargers.ts';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The station's piles and guns now; a pile is online unless it is offline (after the rule) or booting. */
function pilesNow(live: LiveChargers, station: ChargingStation, at: number): PileLive[] {
  return live.fleet.pilesOf(station.did).map((pile) => {
    const guns: GunLive[] = live.fleet.gunsOf(pile.did).map((gun) => {
      const now = live.gun(pile, gun, at);
      return { did: gun.did, code: gun.code, gunno: gun.gunno, state: now.state, power: now.power, energy: now.energy, soc: now.soc, sessionStart: now.sessionStart === null ? null : iso(now.sessionStart) };
    });
    return {
      did: pile.did, code: pile.code, name: pile.name, type: pile.type, ratedPower: pile.power, manufacturer: pile.manufacturer, model: pile.model,
      serialno: pile.serialno, firmware: pile.firmware, online: guns.some((g) => g.state !== 'offline'), guns,
    };
  });
}

function stationState(counts: { charging: number; faulted: number; offline: number; guns: number }): StationState {
  if (counts.guns > 0 && counts.offline === counts.guns) return 'offline';
  if (counts.faulted > 0 || counts.offline > 0) return 'faulted';
  return counts.charging > 0 ? 'charging' : 'idle';
}

/** Every station the user reaches on the map, and the network's figures now. */
export function networkOf(live: LiveChargers, stations: readonly ChargingStation[], at: number): NetworkView {
  let piles = 0;
  let pilesOnline = 0;
  let alarms = 0;
  const rows: NetworkStation[] = stations.map((station) => {
    const counts = { guns: 0, charging: 0, faulted: 0, offline: 0, power: 0 };
    for (const pile of pilesNow(live, station, at)) {
      piles += 1;
      if (pile.online) pilesOnline += 1;
      for (const gun of pile.guns) {
        counts.guns += 1;
        counts.power += gun.power;
        if (gun.state === 'charging') counts.charging += 1;
        else if (gun.state === 'faulted') counts.faulted += 1;
        else if (gun.state === 'offline') counts.offline += 1;
      }
    }
    alarms += stationAlarms(live, station, at).length;
    return { did: station.did, name: station.name, city: station.city, longitude: station.longitude, latitude: station.latitude, state: stationState(counts), ...counts, power: round1(counts.power) };
  });
  const sum = (pick: (s: NetworkStation) => number) => rows.reduce((n, s) => n + pick(s), 0);
  return {
    at: iso(at),
    kpis: {
      stations: rows.length, piles, pilesOnline, onlineRate: piles ? Math.round((pilesOnline / piles) * 1e4) / 1e4 : 0,
      guns: sum((s) => s.guns), gunsCharging: sum((s) => s.charging), power: round1(sum((s) => s.power)), faults: sum((s) => s.faulted), alarms,
    },
    stations: rows,
  };
}

/** One station now: its ledger, piles and guns, today's power, live alarms. */
export function stationMonitorOf(live: LiveChargers, station: ChargingStation, zone: string, at: number): StationMonitor {
  const piles = pilesNow(live, station, at);
  const curve = stationCurve(live, station, zone, at);
  const guns = piles.flatMap((p) => p.guns);
  const down = live.linkDownSince(station.did);
  const { did, code, name, businessname, province, city, longitude, latitude, operationtype, status, ratedpower, pilecount, guncount, commissiondate } = station;
  return {
    at: iso(at),
    zone,
    station: { did, code, name, businessname, province, city, longitude, latitude, operationtype, status, ratedpower, pilecount, guncount, commissiondate },
    link: { up: down === undefined, downSince: down === undefined ? null : iso(down) },
    piles,
    curve,
    alarms: stationAlarms(live, station, at),
    power: round1(guns.reduce((n, g) => n + g.power, 0)),
    gunsCharging: guns.filter((g) => g.state === 'charging').length,
    energyToday: Math.round(curve.today.reduce<number>((n, kw) => n + (kw ?? 0) * 0.25, 0) * 100) / 100,
  };
}
