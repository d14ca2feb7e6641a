import { MONITORING_PIDS, type NetworkView, type PileAction, type PileCommandResults, type PileSendAnswer, type StationMonitor, type StationOption } from '../../../../../src/api/operations/monitoringTypes.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Writes } from '../../core/writes.ts';
import type { UserRecord } from '../../users.ts';
import { benchFleet } from './benchFleet.ts';
import type { ChargingLive } from '../../core/charging/live/ChargingLive.ts';
import { LiveChargers } from '../../core/charging/live/LiveChargers.ts';
import { networkOf, stationMonitorOf } from './views.ts';
import { PileCommands } from './PileCommands.ts';
import { answerOf, sendRefusal } from './answers.ts';
import { AlarmList, type AlarmTables } from './alarmList.ts';

export interface MonitoringSources {
  seed: number;
  now: () => number;
  charging: () => ChargingRegistry;
  /** The registry's equipment live, the one state the devices domain reads and switches too. */
  live: () => ChargingLive;
  /** A store's IANA zone (the station's "today"). */
  zoneOf: (store: string) => string;
  writes: Writes;
  /** The catalogue's alarm lists, where the alarms the rule raises are rows (none: the views only). */
  alarmTables?: () => AlarmTables;
}

/** Pages that read a station live; commands go through the station ledger's page. */
const READERS: readonly string[] = Object.values(MONITORING_PIDS);
const noStation = (did: string) => keyedRefusal(said(`no such charging station: ${did}`, 'operations.monitoring.refusal.noStation', { station: did }));
/** Another company's station answers as one that does not exist. */
const stationRef = (station: ChargingStation, pages: readonly string[] = READERS): ResourceRef => ({ type: 'charging-station', id: station.did, pages, store: station.businessdid, missing: () => noStation(station.did) });

/**
 * The monitoring part of the operations domain: the charging registry's equipment live on the
 * world clock (gun states, power, sessions), its alarms after the rule (rows of the catalogue's
 * alarm lists, see AlarmList), and remote commands the piles answer. Access, clock and the
 * audited write path are the core's, passed in.
 */
export class MonitoringWorld {
  /** The bench's equipment, when the mock control put it in place of the registry's (its generated stations are no one's records: their alarms stay off the lists). */
  private benchLive: LiveChargers | undefined;
  private starts: Map<string, number> | undefined;
  readonly commands = new PileCommands();
  private readonly alarmList: AlarmList | undefined;
  private settling = false;

  constructor(private readonly sources: MonitoringSources) {
    this.alarmList = sources.alarmTables && new AlarmList(sources.alarmTables, sources.zoneOf);
  }

  private get live(): LiveChargers {
    return this.benchLive ?? this.sources.live().chargers;
  }

  /** The seeded faults and outages start when the alarm lists say they did. */
  seededStartOf(pile: string): number | undefined {
    this.starts ??= this.alarmList?.seededStarts() ?? new Map();
    return this.starts.get(pile);
  }

  /** The bench's world size (mock control): `stations` generated stations of ten guns each replace the registry's in these views. */
  useBenchFleet(stations: number): { stations: number; guns: number } {
    const first = this.sources.charging().stations[0];
    if (!first) throw keyedRefusal(said('the registry has no station to place the bench on', 'operations.monitoring.refusal.noStation', { station: '' }));
    const fleet = benchFleet(this.sources.seed, stations, first);
    this.benchLive = new LiveChargers(fleet);
    return { stations: fleet.stations.length, guns: fleet.stations.reduce((n, s) => n + s.guncount, 0) };
  }

  /** The mock control: a station's link drops or comes back, now. */
  setLink(station: string, up: boolean): void {
    if (!this.live.fleet.station(station)) throw noStation(station);
    const at = this.settle();
    this.changing(() => this.live.setLink(station, up, at), at);
  }

  /** The mock control: a gun's connector reports an error now, or clears it. */
  setConnectorError(gun: string, on: boolean): void {
    const found = this.live.fleet.stations.some((s) => this.live.fleet.pilesOf(s.did).some((p) => this.live.fleet.gunsOf(p.did).some((g) => g.did === gun)));
    if (!found) throw keyedRefusal(said(`no such charging gun: ${gun}`, 'operations.monitoring.refusal.noGun', { gun }));
    const at = this.settle();
    this.changing(() => this.live.setError(gun, on, at), at);
  }

  /** A change of what the piles report at `at`: the alarm lists see the instant before and after it, so a cleared alarm ends then. */
  private changing<T>(change: () => T, at: number): T {
    this.syncAlarms(at);
    const done = change();
    this.syncAlarms(at);
    return done;
  }

  private syncAlarms(at: number): void {
    if (this.alarmList && !this.benchLive) this.alarmList.sync(this.live, at);
  }

  /** Answers the commands due by now (each at its instant, as the alarm lists see it): every read sees the piles' answers so far. */
  private settle(syncNow = true): number {
    const at = this.sources.now();
    // Writing alarm rows reads the lists, whose reads settle: answers must not start inside an answer.
    if (this.settling) return at;
    this.settling = true;
    try {
      // The charging points' switches answered by now power the guns the answers below see.
      if (!this.benchLive) this.sources.live().catchUp();
      this.commands.settle(at, (command) => this.changing(() => answerOf(this.live, command), command.answerAt));
      if (syncNow) this.syncAlarms(at);
    } finally {
      this.settling = false;
    }
    return at;
  }

  /** Another reader of the guns (a charging point's load): the piles' answers due by now are in them; the alarm lists catch up on their own read. */
  answerDue(): void {
    this.settle(false);
  }

  /** The alarm lists are read: the piles' answers due by now, and the alarms standing now, are in them. */
  refreshAlarmLists(): void {
    this.settle();
  }

  private reachable(user: UserRecord): ChargingStation[] {
    return this.sources.writes.access.filterByStore(user, this.live.fleet.stations, (s) => s.businessdid);
  }

  /** A station the user reaches, read through a page that owns it. */
  private station(user: UserRecord, pid: string, did: string, pages: readonly string[] = READERS): ChargingStation {
    const station = this.live.fleet.station(did);
    if (!station) throw noStation(did);
    this.sources.writes.access.check(user, pid, 'view', stationRef(station, pages));
    return station;
  }

  stations(user: UserRecord, pid: string): StationOption[] {
    this.sources.writes.access.check(user, pid, 'view', { type: 'charging-station', id: 'list', pages: READERS });
    return this.reachable(user).map((s) => ({ did: s.did, code: s.code, name: s.name, city: s.city, businessname: s.businessname }));
  }

  network(user: UserRecord, pid: string): NetworkView {
    this.sources.writes.access.check(user, pid, 'view', { type: 'charging-network', id: 'network', pages: [MONITORING_PIDS.network] });
    const at = this.settle();
    return networkOf(this.live, this.reachable(user), at);
  }

  monitor(user: UserRecord, pid: string, did: string): StationMonitor {
    const station = this.station(user, pid, did);
    const at = this.settle();
    return stationMonitorOf(this.live, station, this.sources.zoneOf(station.businessdid), at);
  }

  /** Remote commands to a station's guns (a pile for reset), on the ledger's page; one audited write for the batch. */
  send(user: UserRecord, pid: string, did: string, targets: string[], action: PileAction): PileSendAnswer {
    const station = this.live.fleet.station(did);
    const resource = (): ResourceRef => {
      if (!station) throw noStation(did);
      return stationRef(station, [MONITORING_PIDS.ledger]);
    };
    return this.sources.writes.run(user, { pid, needs: 'control', area: 'command', op: `pile-${action}`, resource, detail: { targets, action } }, () => {
      const at = this.settle();
      const items = targets.map((target) => {
        const found = sendRefusal(this.live, station as ChargingStation, target, action, at);
        if ('refusal' in found) return { target, accepted: false as const, message: found.refusal.text, messageKey: found.refusal.key.messageKey, values: found.refusal.key.values };
        const record = this.commands.issue(action, { station: did, ...found }, at);
        return { target, accepted: true as const, id: record.id };
      });
      return { answer: { items }, detail: { targets, action, commands: items.map((i) => (i.accepted ? i.id : `refused:${i.messageKey}`)) } };
    });
  }

  results(user: UserRecord, pid: string, ids: string[]): PileCommandResults {
    this.sources.writes.access.check(user, pid, 'view', { type: 'pile-command', id: 'results', pages: [MONITORING_PIDS.ledger] });
    this.settle();
    const commands = ids.flatMap((id) => {
      const station = this.commands.stationOf(id);
      const owned = station !== undefined && this.sources.writes.access.reachesStore(user, this.live.fleet.station(station)?.businessdid ?? '');
      const record = owned ? this.commands.get(id) : undefined;
      return record ? [structuredClone(record)] : [];
    });
    return { commands };
  }
}
