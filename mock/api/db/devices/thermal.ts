import type { AcMode, FanSpeed } from '../../../../src/api/devices/types.ts';

/** Time constants: a running AC pulls its room to target in ~20 min; a room left alone drifts in ~3 h. */
export const TAU_ON_MS = 20 * 60_000;
export const TAU_OFF_MS = 180 * 60_000;
/** A computer room's servers keep it this much above outdoor when its AC is off. */
export const SERVER_GAIN = 14;
const FAN_FACTOR: Readonly<Record<FanSpeed, number>> = { low: 1.5, mid: 1, high: 0.75, auto: 1 };
/** Hot-water tank: heats at the heater's pace, loses heat to the plant room in ~12 h. */
const TANK_HEAT_MS = 45 * 60_000;
const TANK_LOSS_MS = 12 * 3_600_000;

export interface RunningUnit {
  mode: AcMode;
  setpoint: number;
  fan: FanSpeed;
}

/** The temperature an AC drives its room to: cooling never warms, heating never cools, fan does neither. */
function unitTarget(unit: RunningUnit, drift: number): number | undefined {
  switch (unit.mode) {
    case 'cool':
    case 'dry':
      return Math.min(unit.setpoint, drift);
    case 'heat':
      return Math.max(unit.setpoint, drift);
    case 'auto':
      return unit.setpoint;
    case 'fan':
      return undefined;
  }
}

/**
 * A room's temperature after `dt` ms: toward the mean target of its running units (faster the
 * more of its units run), or toward `drift` (outdoor, plus server heat) when none is conditioning.
 */
export function stepRoom(temp: number, dt: number, drift: number, running: readonly RunningUnit[], totalUnits: number): number {
  const targets = running.map((u) => ({ target: unitTarget(u, drift), fan: FAN_FACTOR[u.fan] * (u.mode === 'dry' ? 1.5 : 1) })).filter((t) => t.target !== undefined);
  if (targets.length === 0 || totalUnits === 0) return drift + (temp - drift) * Math.exp(-dt / TAU_OFF_MS);
  const target = targets.reduce((sum, t) => sum + (t.target ?? 0), 0) / targets.length;
  const fan = targets.reduce((sum, t) => sum + t.fan, 0) / targets.length;
  const tau = (TAU_ON_MS * fan * totalUnits) / targets.length;
  return target + (temp - target) * Math.exp(-dt / tau);
}

/** A tank heating toward `target` while its heater runs, else cooling toward the room. */
export function stepTank(temp: number, dt: number, heating: boolean, target: number, room: number): number {
  if (heating) return target + (temp - target) * Math.exp(-dt / TANK_HEAT_MS);
  return room + (temp - room) * Math.exp(-dt / TANK_LOSS_MS);
}
