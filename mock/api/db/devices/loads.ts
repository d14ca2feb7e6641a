import type { ChargingLive } from '../core/charging/live/ChargingLive.ts';
import { SEED_NOW } from '../core/clock/time.ts';
import type { StoreEnvironment } from './environment.ts';
import type { DeviceRecord, LoadSource } from './model.ts';

/** What a charging point reads of the registry's guns live (the monitor's own state). */
export type ChargingPoints = Pick<ChargingLive, 'stationPower' | 'setSwitch'>;

/** kW per m² served, for buildings the energy world does not meter. */
const FALLBACK_KW_PER_M2: Readonly<Record<LoadSource, number>> = { hvac: 0.04, lighting: 0.008, power: 0.012, special: 0.1 };
/** Running devices draw a bit more than their average share: not all of them run at once. */
const RUNNING_UPLIFT = 1.3;
const RATED_UPLIFT = 1.5;

/**
 * Device power as a share of its building's metered sub-load at that hour (hvac for ACs,
 * lighting for lighting circuits…), so the devices of a store draw what its meters say.
 */
export class LoadModel {
  private readonly totals = new Map<string, number>();
  /** A station's charging meter → the station (its V2G meter is not one: it stays on its data). */
  private readonly stationMeters = new Map<string, string>();

  constructor(
    devices: readonly DeviceRecord[],
    private readonly env: StoreEnvironment | undefined,
    private readonly charging?: ChargingPoints,
  ) {
    for (const d of devices) {
      if (d.kind === 'charger' && d.station && d.subtype !== 2 && d.meter) this.stationMeters.set(d.meter, d.station);
      if (!d.source) continue;
      const key = `${d.building}:${d.source}`;
      this.totals.set(key, (this.totals.get(key) ?? 0) + d.weight);
    }
  }

  private meterDid(device: DeviceRecord): string {
    return `${device.building}-elec-${device.source ?? 'power'}`;
  }

  private share(device: DeviceRecord): number {
    const total = this.totals.get(`${device.building}:${device.source}`) ?? 0;
    return total > 0 ? device.weight / total : 0;
  }

  private metered(device: DeviceRecord): boolean {
    return this.env !== undefined && this.env.meterPeakKw(this.meterDid(device)) > 0;
  }

  /** Rated kW of a circuit or unit (hot water: its heater). */
  rated(device: DeviceRecord): number {
    if (device.ratedKw !== undefined) return device.ratedKw;
    if (!device.source) return 0;
    const kw = this.env && this.metered(device) ? this.env.meterPeakKw(this.meterDid(device)) * this.share(device) : FALLBACK_KW_PER_M2[device.source] * device.weight;
    return Math.round(kw * RATED_UPLIFT * 100) / 100;
  }

  /** Storage: kW now, positive charging, negative discharging ('auto' follows its meters' hour). */
  storagePower(device: DeviceRecord, at: number): number {
    const set = Math.min(device.setKw ?? 0, device.ratedKw ?? 0);
    const soc = device.soc ?? 50;
    switch (device.storageMode ?? 'auto') {
      case 'charge':
        return soc < 95 ? set : 0;
      case 'discharge':
        return soc > 10 ? -set : 0;
      case 'idle':
        return 0;
      case 'auto': {
        const kw = (this.env?.meterKw(device.meter ?? '', at) ?? 0) - (this.env?.meterKw(device.dischargeMeter ?? '', at) ?? 0);
        return (kw > 0 && soc >= 95) || (kw < 0 && soc <= 10) ? 0 : Math.round(kw * 100) / 100;
      }
    }
  }

  /**
   * A charging point's kW: its station meter's hour up to the seed's now (the registry's sessions
   * are cut from it); after it, what the monitor's guns of the station draw. A V2G point stays on its meter.
   */
  private chargerKw(device: DeviceRecord, at: number): number {
    return this.stationMeterKw(device.meter ?? '', at) ?? Math.round((this.env?.meterKw(device.meter ?? '', at) ?? 0) * 100) / 100;
  }

  /**
   * kW a station's charging meter reads after the seed's now: what the station's guns draw (the
   * monitor's figure), not the hour generated for the meter. Undefined for any other meter or instant.
   */
  stationMeterKw(meter: string, at: number): number | undefined {
    const station = this.stationMeters.get(meter);
    return this.charging && station && at >= SEED_NOW ? this.charging.stationPower(station, at) : undefined;
  }

  /** kW drawn at `at` when on (0 when off). */
  load(device: DeviceRecord, at: number, heating = false): number {
    if (device.kind === 'storage') return Math.abs(this.storagePower(device, at));
    if (device.kind === 'charger') return device.on ? this.chargerKw(device, at) : 0;
    if (device.kind === 'hotwater') return device.on && heating ? (device.ratedKw ?? 0) : device.on ? 0.05 : 0;
    if (!device.on || !device.source) return 0;
    const rated = this.rated(device);
    let kw: number;
    if (this.env && this.metered(device)) kw = this.env.meterKw(this.meterDid(device), at) * this.share(device) * RUNNING_UPLIFT;
    else kw = FALLBACK_KW_PER_M2[device.source] * device.weight * (this.env?.occupancy(device.buildingType, at) ?? 0.6);
    if (device.kind === 'ac' && device.mode === 'fan') kw *= 0.15;
    return Math.round(Math.min(rated, Math.max(rated * 0.1, kw)) * 100) / 100;
  }
}
