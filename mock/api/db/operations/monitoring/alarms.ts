import { ALARM_RULE, type MonitoringAlarm } from '../../../../../src/api/operations/monitoringTypes.ts';
import { iso, MINUTE } from '../../core/clock/time.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import type { LiveChargers } from '../../core/charging/live/LiveChargers.ts';

const alarm = (kind: MonitoringAlarm['kind'], station: string, target: string, since: number): MonitoringAlarm => ({
  id: `${kind}:${target}:${since}`, kind, stationdid: station, target, since: iso(since),
});

/**
 * The live alarms of a station after the rule (ALARM_RULE): a lost link raises one alarm for the
 * whole station once it has been down linkDownMinutes, and stands for every pile and gun there;
 * a pile that is offline or faulted (as seeded) raises one, for the pile, not one per gun; a
 * connector error raises one per gun once it lasted connectorErrorMinutes; a booting pile's burst
 * of statuses raises nothing.
 */
export function stationAlarms(live: LiveChargers, station: ChargingStation, at: number): MonitoringAlarm[] {
  const down = live.linkDownSince(station.did);
  if (down !== undefined) return live.linkLost(station.did, at) ? [alarm('station-offline', station.did, station.code, down)] : [];
  const out: MonitoringAlarm[] = [];
  for (const pile of live.fleet.pilesOf(station.did)) {
    if (pile.status === 'offline') {
      out.push(alarm('pile-offline', station.did, pile.code, live.seededSince(pile)));
      continue;
    }
    if (live.seededFault(pile, at)) {
      out.push(alarm('pile-fault', station.did, pile.code, live.seededSince(pile)));
      continue;
    }
    for (const gun of live.fleet.gunsOf(pile.did)) {
      const now = live.gun(pile, gun, at);
      if (now.state === 'faulted' && at - now.since >= ALARM_RULE.connectorErrorMinutes * MINUTE) out.push(alarm('connector-error', station.did, gun.code, now.since));
    }
  }
  return out;
}
