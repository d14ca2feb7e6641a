import { ALARM_RULE, type AlarmKind, type MonitoringAlarm } from '../../../../../src/api/operations/monitoringTypes.ts';
import { iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { compactDayIn } from '../../core/clock/zones.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { seq } from '../../core/random.ts';
import type { Row } from '../../core/tables/Table.ts';
import { stationAlarms } from './alarms.ts';
import type { LiveChargers } from '../../core/charging/live/LiveChargers.ts';
import { stationRef } from '../../core/charging/pileRef.ts';

/** A list page's table as the monitor writes it: the real-time alerts and the history alarms. */
export interface AlarmTable {
  all(): readonly Row[];
  /** The rows as seeded (the real-time list's: the conditions standing at the seed's now). */
  seedRows(): readonly Row[];
  put(row: Row): void;
  remove(did: string): void;
}

/** The two alarm lists of the catalogue (p-realtime-alerts, p-history-alarms). */
export interface AlarmTables {
  live: AlarmTable;
  history: AlarmTable;
}

/**
 * How the lists name an alarm raised on the world clock: its alarm type and level (the alert rules'
 * defaults for the type), its text. A pile's outage or fault is only ever seeded: the list's seeded row.
 */
type ClockKind = Exclude<AlarmKind, 'pile-offline' | 'pile-fault'>;
interface Listed {
  alarmtype: string;
  level: string;
  content: string;
  afterMinutes: number;
}
const LISTED: Record<ClockKind, Listed> = {
  'station-offline': { alarmtype: 'commLoss', level: 'minor', content: `充电站与平台通信中断超过${ALARM_RULE.linkDownMinutes}分钟`, afterMinutes: ALARM_RULE.linkDownMinutes },
  'connector-error': { alarmtype: 'connectorError', level: 'minor', content: `充电枪连接器故障持续${ALARM_RULE.connectorErrorMinutes}分钟`, afterMinutes: ALARM_RULE.connectorErrorMinutes },
};

const onClock = (kind: AlarmKind): kind is ClockKind => kind in LISTED;
const didNumber = (did: string) => Number(/^al-(\d+)$/.exec(did)?.[1] ?? 0);

/**
 * The monitor's alarms as rows of the catalogue's alarm lists: an alarm the rule raises on the
 * world clock becomes a row of the real-time alerts (same station, pile or gun, type, level and
 * start); when its condition ends the row moves to the history alarms with its end. Alarms of
 * conditions older than the seed's now are the seeded rows the lists already have; a pile's
 * seeded fault ends with its first reset, and its seeded open rows move to history then.
 */
export class AlarmList {
  /** Alarm id → did of its row in the real-time list. */
  private readonly raised = new Map<string, string>();
  private serial: number | undefined;
  private syncing = false;

  constructor(
    private readonly tables: () => AlarmTables,
    private readonly zoneOf: (store: string) => string,
  ) {}

  /** When each pile's seeded fault or outage began: its earliest open alarm in the seeded real-time list. */
  seededStarts(): Map<string, number> {
    const starts = new Map<string, number>();
    for (const row of this.tables().live.seedRows()) {
      const at = Date.parse(String(row.occurtime));
      const pile = String(row.piledid);
      if (row.recovertime === '' && at < SEED_NOW && at < (starts.get(pile) ?? Infinity)) starts.set(pile, at);
    }
    return starts;
  }

  /** Brings the lists to the alarms standing at `at` (call before and after each change of what the piles report). */
  sync(live: LiveChargers, at: number): void {
    // Writing the rows reads the tables, whose reads ask for a sync.
    if (this.syncing) return;
    this.syncing = true;
    try {
      const { live: open, history } = this.tables();
      const standing = new Map<string, { alarm: MonitoringAlarm; station: ChargingStation; listed: Listed }>();
      for (const station of live.fleet.stations) {
        for (const alarm of stationAlarms(live, station, at)) {
          if (Date.parse(alarm.since) >= SEED_NOW && onClock(alarm.kind)) standing.set(alarm.id, { alarm, station, listed: LISTED[alarm.kind] });
        }
      }
      for (const [id, did] of this.raised) {
        if (standing.has(id)) continue;
        this.raised.delete(id);
        const row = open.all().find((r) => r.did === did);
        if (row) this.close(open, history, row, at);
      }
      this.closeSeededFaults(live, open, history, at);
      for (const [id, { alarm, station, listed }] of standing) {
        if (this.raised.has(id)) continue;
        const did = this.nextDid(open, history);
        open.put(this.rowOf(live, alarm, station, listed, did));
        this.raised.set(id, did);
      }
    } finally {
      this.syncing = false;
    }
  }

  /** A seeded fault ends with the pile's first reset: the lists' seeded open alarms of the pile are history from then. */
  private closeSeededFaults(live: LiveChargers, open: AlarmTable, history: AlarmTable, at: number): void {
    for (const station of live.fleet.stations) {
      for (const pile of live.fleet.pilesOf(station.did)) {
        const cleared = pile.status === 'fault' ? live.faultClearedAt(pile.did) : undefined;
        if (cleared === undefined || cleared > at) continue;
        for (const row of open.all().filter((r) => r.piledid === pile.did && Date.parse(String(r.occurtime)) < SEED_NOW)) this.close(open, history, row, cleared);
      }
    }
  }

  /** The row leaves the real-time list for history, ended at `at`; one someone acknowledged is closed, the others recover. */
  private close(open: AlarmTable, history: AlarmTable, row: Row, at: number): void {
    open.remove(row.did);
    const minutes = Math.round((at - Date.parse(String(row.occurtime))) / MINUTE);
    history.put({ ...row, recovertime: iso(at), duration: minutes, status: row.status === 'acknowledged' ? 'closed' : 'recovered', updatetime: iso(at) });
  }

  /** Dids after every one of both lists (they share the `al-` numbering). */
  private nextDid(open: AlarmTable, history: AlarmTable): string {
    this.serial ??= Math.max(0, ...[...open.all(), ...history.all()].map((r) => didNumber(r.did)));
    this.serial += 1;
    return `al-${seq(this.serial, 6)}`;
  }

  private rowOf(live: LiveChargers, alarm: MonitoringAlarm, station: ChargingStation, listed: Listed, did: string): Row {
    const since = Date.parse(alarm.since);
    const raisedAt = since + listed.afterMinutes * MINUTE;
    const pile = live.fleet.pilesOf(station.did).find((p) => p.code === alarm.target || live.fleet.gunsOf(p.did).some((g) => g.code === alarm.target));
    const gun = pile && live.fleet.gunsOf(pile.did).find((g) => g.code === alarm.target);
    const device = gun ? { devicetype: 'gun', devicedid: gun.did, devicecode: gun.code } : pile ? { devicetype: 'pile', devicedid: pile.did, devicecode: pile.code } : { devicetype: 'station', devicedid: station.did, devicecode: station.code };
    return {
      did,
      alarmno: `AL${compactDayIn(since, this.zoneOf(station.businessdid))}${did.slice(3)}`,
      alarmtype: listed.alarmtype,
      level: listed.level,
      content: listed.content,
      ...device,
      piledid: pile?.did ?? '',
      pilecode: pile?.code ?? '',
      ...stationRef(station),
      occurtime: alarm.since,
      recovertime: '',
      duration: listed.afterMinutes,
      status: 'active',
      handler: '',
      createtime: iso(raisedAt),
      updatetime: iso(raisedAt),
    };
  }
}
