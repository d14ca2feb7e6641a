import type { RunConfig, Tariff } from '../../../api/energyTypes';

type Action = RunConfig['schedule'][number];

/** SOC limits of a system that has no saved run configuration (the usual 10–95 % window). */
export const DEFAULT_SOC = { min: 10, max: 95 } as const;

/** Peak-valley schedule from the tariff bands: charge in the valley, discharge in the peak, idle otherwise. */
export function scheduleFromBands(tariff: Tariff | undefined): Action[] {
  return Array.from({ length: 24 }, (_, hour): Action => {
    const band = tariff?.bands?.[hour];
    return band === 'valley' ? 'charge' : band === 'peak' ? 'discharge' : 'idle';
  });
}

/** What the form starts from when the server has no run configuration for the store yet. */
export function defaultRunConfig(store: string, tariff: Tariff | undefined): Omit<RunConfig, 'updatedAt'> {
  return { store, mode: 'peak-valley', socMin: DEFAULT_SOC.min, socMax: DEFAULT_SOC.max, schedule: scheduleFromBands(tariff) };
}

/** A run configuration's limits are valid when 0 ≤ min < max ≤ 100 (whole or decimal percent). */
export function socLimitsValid(min: number | null | undefined, max: number | null | undefined): boolean {
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max) && min >= 0 && min < max && max <= 100;
}
