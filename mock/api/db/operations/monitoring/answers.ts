import type { PileAction } from '../../../../../src/api/operations/monitoringTypes.ts';
import type { ChargingGun, ChargingPile, ChargingStation } from '../../core/charging/types.ts';
import { said, type Said } from '../../core/said.ts';
import type { LiveChargers } from '../../core/charging/live/LiveChargers.ts';
import type { PendingPileCommand, PileAnswer } from './PileCommands.ts';

/** What a command is sent to: its pile, its gun (none for a reset) and the code people know it by. */
export interface PileTarget {
  pile: string;
  gun?: string;
  code: string;
}

function find(live: LiveChargers, station: string, target: string): { pile: ChargingPile; gun?: ChargingGun } | undefined {
  for (const pile of live.fleet.pilesOf(station)) {
    if (pile.did === target) return { pile };
    const gun = live.fleet.gunsOf(pile.did).find((g) => g.did === target);
    if (gun) return { pile, gun };
  }
  return undefined;
}

/** The target of a command, or why it is refused at once: not the station's, a pile that cannot be reached, or a station switched off at its charging point. */
export function sendRefusal(live: LiveChargers, station: ChargingStation, target: string, action: PileAction, at: number): PileTarget | { refusal: Said } {
  const found = find(live, station.did, target);
  const wanted = action === 'reset' ? 'pile' : 'gun';
  if (!found || (wanted === 'pile') !== (found.gun === undefined)) {
    return { refusal: said(`${target} is not a ${wanted} of station ${station.code}`, 'operations.monitoring.refusal.noTarget', { target, station: station.code }) };
  }
  const code = found.gun?.code ?? found.pile.code;
  if (found.pile.status === 'offline' || live.linkLost(station.did, at)) {
    return { refusal: said(`${code} is offline: it cannot be commanded`, 'operations.monitoring.refusal.offline', { target: code }) };
  }
  if (live.switchedOff(station.did, at)) {
    return { refusal: said(`${code} is switched off at its charging point: switch it on before commanding it`, 'operations.monitoring.refusal.switchedOff', { target: code }) };
  }
  return { pile: found.pile.did, gun: found.gun?.did, code };
}

/**
 * The pile's answer when it is due (OCPP's Accepted / Rejected): silent while its link is down or
 * it boots; a reset boots it; a start needs an idle gun, a stop a session, an unlock no power flowing.
 */
export function answerOf(live: LiveChargers, command: PendingPileCommand): PileAnswer {
  const at = command.answerAt;
  const found = find(live, command.station, command.gun ?? command.pile);
  if (!found) return { state: 'silent' };
  const { pile, gun } = found;
  const down = live.linkDownSince(command.station);
  if (down !== undefined && down <= at) return { state: 'silent' };
  if (!gun) {
    live.boot(pile.did, at);
    return { state: 'confirmed' };
  }
  const now = live.gun(pile, gun, at);
  if (now.state === 'offline') return { state: 'silent' };
  const busy = now.state === 'charging' || now.state === 'preparing';
  const fail = (text: string, key: string): PileAnswer => ({ state: 'failed', reason: said(text, key, { target: gun.code, state: now.state }) });
  if (command.record.action === 'start') {
    if (now.state !== 'idle') return fail(`${gun.code} is ${now.state}: the pile rejected the start`, 'operations.monitoring.answer.notIdle');
    live.start(pile, gun, at);
    return { state: 'confirmed' };
  }
  if (command.record.action === 'stop') {
    if (!busy) return fail(`${gun.code} has no session to stop`, 'operations.monitoring.answer.noSession');
    live.cut(gun.did, at);
    return { state: 'confirmed' };
  }
  if (busy) return fail(`${gun.code} is charging: stop the session before unlocking`, 'operations.monitoring.answer.charging');
  live.cut(gun.did, at);
  return { state: 'confirmed' };
}
