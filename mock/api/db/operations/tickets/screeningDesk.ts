import type { ScreeningCandidate, ScreeningRule } from '../../../../../src/api/operations/ticketsTypes.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import { dayIn } from '../../core/clock/zones.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import type { Row } from '../../core/tables/Table.ts';
import type { TicketInput } from './openTicket.ts';
import type { Period } from './period.ts';
import { screen } from './screening.ts';

/** What a user's screening reads: the registry, the stations and alarms they reach, and the company's confirmations. */
export interface ScreeningWorld {
  registry: ChargingRegistry;
  stations: readonly ChargingStation[];
  alarms: readonly Row[];
  zoneOf: (store: string) => string;
  /** Candidate id → the ticket number its confirmation opened. */
  confirmed: ReadonlyMap<string, string>;
}

/** The candidates of a period, each with the ticket it was confirmed as ('' while none). */
export function candidatesIn(world: ScreeningWorld, period: Period): ScreeningCandidate[] {
  const { registry, stations } = world;
  const reached = new Set(stations.map((s) => s.did));
  return screen({
    stations,
    pilesOf: (s) => registry.pilesOf(s),
    gunsOf: (p) => registry.gunsOf(p),
    sessions: registry.sessions.filter((s) => reached.has(s.stationdid)),
    alarms: world.alarms,
    zoneOf: world.zoneOf,
    from: period.from,
    to: period.to,
  }).map((c) => ({ ...c, ticketno: world.confirmed.get(c.id) ?? '' }));
}

/** A candidate not yet confirmed, found again by its id (rule:gun:start), or a keyed refusal. */
export function unconfirmedCandidate(world: ScreeningWorld, id: string): ScreeningCandidate {
  const [, gundid, at] = id.split(':');
  const gun = world.registry.guns.find((g) => g.did === gundid);
  const station = gun ? world.stations.find((s) => s.did === gun.stationdid) : undefined;
  const time = Number(at);
  const local = station && Number.isFinite(time) ? dayIn(time, world.zoneOf(station.businessdid)) : '';
  const candidate = local ? candidatesIn(world, { from: local, to: local }).find((c) => c.id === id) : undefined;
  if (!candidate) throw keyedRefusal(said(`no such candidate: ${id}`, 'tickets.noSuchCandidate'));
  if (candidate.ticketno) throw keyedRefusal(said(`already confirmed: ${id} (${candidate.ticketno})`, 'tickets.alreadyConfirmed', { ticket: candidate.ticketno }));
  return candidate;
}

/** The ticket title of each screening rule (the list's records are in Chinese). */
const SCREENING_TITLES: Record<ScreeningRule, string> = {
  'repeat-fault': '7天内3次故障',
  'low-energy': '充电量不足1kWh',
  'over-power': '平均功率超额定',
  idle: '插枪超过24小时',
  short: '充电不足1分钟',
};

/** The fault ticket a confirmed candidate opens: its gun, the rule as title, the evidence as description. */
export function screeningTicket(candidate: ScreeningCandidate): TicketInput {
  return {
    title: `${candidate.stationname} ${candidate.guncode} ${SCREENING_TITLES[candidate.rule]}`,
    stationdid: candidate.stationdid,
    faulttype: 'screening',
    priority: candidate.rule === 'repeat-fault' || candidate.rule === 'over-power' ? 'high' : 'normal',
    devicecode: candidate.guncode,
    description: `${SCREENING_TITLES[candidate.rule]}：${JSON.stringify(candidate.evidence)}`,
  };
}
