/**
 * Live monitoring beyond devices: the energy meters of a space and the projects overview
 * (both on `/bwp/v1/getgroupdev`, by `type`).
 */
import type { EnergyType, MeterCategory, MeterKind } from '../energyTypes';

/**
 * POST /bwp/v1/getgroupdev `{ type: 'meters', store, space?, kinds?, history? }`: the energy
 * meters (the energy screens' ids) bound in a space and under it, read live → MeterLive[].
 */
export interface MeterQuery {
  type: 'meters';
  store: string;
  space?: string;
  kinds?: MeterKind[];
  history?: boolean;
}

export interface MeterLive {
  did: string;
  name: string;
  energytype: EnergyType;
  kind: MeterKind;
  category: MeterCategory;
  /** Where it is bound. */
  space: string;
  online: boolean;
  /** Rate now: kW (electricity, heat) or m³/h (water, gas). */
  value: number;
  unit: 'kW' | 'm³/h';
  readAt: string;
  /** With `history: true`: the last hour, every 5 minutes, oldest first. */
  history?: number[];
}

/** POST /bwp/v1/getgroupdev `{ type: 'overview', parentbusiness }` (device-projects-overview). */
export interface OverviewQuery {
  type: 'overview';
  parentbusiness: string;
}

export interface StoreOverview {
  store: string;
  name: string;
  devices: number;
  online: number;
  /** online / (devices − unknown), 0..1. */
  onlineRate: number;
  openAlarms: number;
  commandsToday: number;
  /** From policy runs of the last 30 days. */
  savingsKwh: number;
  /** In the store's own currency (below). */
  savingsMoney: number;
  /** ISO 4217 code of the store's money (its electricity tariff's). */
  currency: string;
}

export interface ProjectsOverview {
  parentbusiness: string;
  stores: StoreOverview[];
}
