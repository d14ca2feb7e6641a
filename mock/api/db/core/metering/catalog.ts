import type { BuildingType, MeterCategory } from '../../../../../src/api/energyTypes.ts';

/** A [min, max] range a seeded figure is drawn from. */
export type Range = readonly [number, number];

/** What a building of a type looks like and consumes (per m² and year). */
export interface BuildingProfile {
  area: Range;
  floors: Range;
  /** Electricity intensity of the last 12 months, kWh/(m²·a). */
  kwhPerM2: Range;
  /** Shares of the electricity main taken by each sub (sum 1). */
  shares: Readonly<Record<SubCategory, number>>;
  /** Tap water, m³/(m²·a). */
  waterPerM2: Range;
  /** Natural gas, m³/(m²·a); chance that a building of the type burns gas at all. */
  gasPerM2: Range;
  gasChance: number;
  /** Purchased heat in the heating zone, thermal kWh/(m²·a); 0 = never heated from the grid. */
  heatPerM2: Range;
}

export type SubCategory = Extract<MeterCategory, 'lighting' | 'hvac' | 'power' | 'special'>;
export const SUB_CATEGORIES: readonly SubCategory[] = ['lighting', 'hvac', 'power', 'special'];

/**
 * Figures in the range published for Chinese buildings (GB/T 51161-2016 for offices, malls and
 * hotels; industry surveys for supermarkets, data centres and parks), so that some buildings are
 * under the guide value, most between guide and constraint, a few above the constraint.
 */
export const PROFILES: Readonly<Record<BuildingType, BuildingProfile>> = {
  office: {
    area: [15_000, 60_000], floors: [12, 38], kwhPerM2: [58, 100],
    shares: { lighting: 0.22, hvac: 0.38, power: 0.28, special: 0.12 },
    waterPerM2: [0.9, 1.3], gasPerM2: [0.3, 0.8], gasChance: 0.5, heatPerM2: [55, 80],
  },
  mall: {
    area: [30_000, 120_000], floors: [4, 8], kwhPerM2: [175, 285],
    shares: { lighting: 0.3, hvac: 0.4, power: 0.18, special: 0.12 },
    waterPerM2: [1.2, 1.8], gasPerM2: [2, 4], gasChance: 1, heatPerM2: [60, 85],
  },
  hotel: {
    area: [20_000, 50_000], floors: [10, 26], kwhPerM2: [105, 165],
    shares: { lighting: 0.18, hvac: 0.4, power: 0.27, special: 0.15 },
    waterPerM2: [2.5, 3.5], gasPerM2: [5, 8], gasChance: 1, heatPerM2: [70, 95],
  },
  supermarket: {
    area: [3_000, 12_000], floors: [1, 3], kwhPerM2: [210, 320],
    shares: { lighting: 0.2, hvac: 0.28, power: 0.14, special: 0.38 },
    waterPerM2: [1, 1.6], gasPerM2: [0.8, 1.5], gasChance: 0.5, heatPerM2: [50, 75],
  },
  datacenter: {
    area: [5_000, 20_000], floors: [3, 5], kwhPerM2: [1250, 1900],
    shares: { lighting: 0.03, hvac: 0.3, power: 0.05, special: 0.62 },
    waterPerM2: [4, 7], gasPerM2: [0, 0], gasChance: 0, heatPerM2: [0, 0],
  },
  park: {
    area: [10_000, 40_000], floors: [3, 6], kwhPerM2: [75, 125],
    shares: { lighting: 0.24, hvac: 0.34, power: 0.3, special: 0.12 },
    waterPerM2: [1, 1.5], gasPerM2: [1, 2], gasChance: 1, heatPerM2: [55, 80],
  },
};

/** Building types of each parent business's stores, by building position (1st, 2nd, 3rd). */
export const BUILDING_MIX: Readonly<Record<string, readonly BuildingType[]>> = {
  'pb-1001': ['mall', 'hotel', 'office'],
  'pb-1002': ['supermarket', 'supermarket'],
  'pb-1003': ['office', 'office', 'office'],
  'pb-1004': ['datacenter', 'datacenter', 'office'],
  'pb-1005': ['park', 'office', 'park'],
  'pb-2001': ['office', 'office', 'office'],
  'pb-2002': ['mall', 'office'],
};

/** Display names of the meters, by category. */
export const SUB_NAMES: Readonly<Record<SubCategory, string>> = {
  lighting: '照明插座',
  hvac: '空调',
  power: '动力',
  special: '特殊用电',
};
