import type { EnergyType, MeterInfo, MeterKind, StoreEnergyConfig, Tariff, TouBand } from '../../../api/energyTypes';

/** The store's meters of the given kinds, in configuration order. */
export function metersOfKind(config: StoreEnergyConfig, ...kinds: MeterKind[]): MeterInfo[] {
  return config.meters.filter((m) => kinds.includes(m.kind));
}

/** Rated power of the meters together, kW (meters without a rating count 0). */
export function capacityKwOf(meters: readonly MeterInfo[]): number {
  return meters.reduce((sum, m) => sum + (m.capacityKw ?? 0), 0);
}

/** The tariff of an energy type in force on `day`: the latest that started on or before it (else the earliest). */
export function tariffOn(tariffs: readonly Tariff[], energytype: Tariff['energytype'], day: string): Tariff | undefined {
  const own = tariffs.filter((t) => t.energytype === energytype).sort((a, b) => a.from.localeCompare(b.from));
  return [...own].reverse().find((t) => t.from <= day) ?? own[0];
}

/** Price of a TOU band under an electricity tariff; the flat price when the tariff has no bands. */
export function bandPrice(tariff: Tariff | undefined, band: TouBand): number {
  return tariff?.bandPrices?.[band] ?? tariff?.price ?? 0;
}

export const TOU_BANDS: readonly TouBand[] = ['peak', 'flat', 'valley'];

/** What load-monitoring watches: the store's whole electricity load, or its EV charging or discharge load. */
export type LoadType = 'store' | 'charging' | 'discharge';

/**
 * `:loadtype` of load-monitoring: 13 the EV charging load, 14 the discharge load (spec §2), 1 the
 * store's whole electricity load (the devices menu's entry); absent = charging (the station
 * management entry). Anything else is not a load type.
 */
export function parseLoadType(raw: string | undefined): LoadType | null {
  if (raw === undefined || raw === '13') return 'charging';
  if (raw === '14') return 'discharge';
  if (raw === '1') return 'store';
  return null;
}

/** The meters and aggregation filter behind a load type: the electricity mains for the store's load. */
export function loadSelection(type: LoadType): { kind: MeterKind; energytype?: EnergyType } {
  return type === 'store' ? { kind: 'main', energytype: 'electricity' } : { kind: type };
}

/** Per-bucket sum of several series; a bucket where every series is null stays null. */
export function sumSeries(series: ReadonlyArray<ReadonlyArray<number | null>>, length: number): Array<number | null> {
  const out: Array<number | null> = new Array<number | null>(length).fill(null);
  for (const values of series) {
    for (let i = 0; i < length; i += 1) {
      const v = values[i];
      if (typeof v === 'number' && Number.isFinite(v)) out[i] = (out[i] ?? 0) + v;
    }
  }
  return out;
}

/** Index and value of the largest number, or null when there is none. */
export function peakOf(values: ReadonlyArray<number | null>): { index: number; value: number } | null {
  let best: { index: number; value: number } | null = null;
  values.forEach((v, index) => {
    if (typeof v === 'number' && Number.isFinite(v) && (!best || v > best.value)) best = { index, value: v };
  });
  return best;
}

/** The energy type of metered electricity assets (PV, storage, charging are all electricity). */
export const ELECTRICITY: EnergyType = 'electricity';
