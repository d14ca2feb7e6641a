import { BUILDING_TYPES, type BuildingType, type StandardLevel } from '../../../api/energyTypes';
import type { Tone } from '../../../ui';
import { FLOOR_AREA_RULES } from '../../../api/energy/rules';

/** Lowest and highest floor area accepted (m²), from the book the server checks too. */
export const FLOOR_AREA_MIN = FLOOR_AREA_RULES.floorarea.min;
export const FLOOR_AREA_MAX = FLOOR_AREA_RULES.floorarea.max;

export const STANDARD_LEVELS: readonly StandardLevel[] = ['constraint', 'guide'];

/** The `:value` route parameter: a building type, or undefined for "all" (junk is ignored). */
export function parseBuildingType(raw: string | null | undefined): BuildingType | undefined {
  return BUILDING_TYPES.find((type) => type === raw);
}

/** The `:level` route parameter: a standard level, or undefined (junk is ignored). */
export function parseLevel(raw: string | null | undefined): StandardLevel | undefined {
  return STANDARD_LEVELS.find((level) => level === raw);
}

/**
 * The path of a standards screen with its optional `:value/:level` parameters. `:level` needs a
 * `:value` before it, so "all types" is written `all` when a level is chosen.
 */
export function standardsPath(route: 'energy-standard' | 'energy-config', type: BuildingType | undefined, level: StandardLevel | undefined): string {
  const parts = [`/index/${route}`];
  if (type || level) parts.push(type ?? 'all');
  if (level) parts.push(level);
  return parts.join('/');
}

/** Where a building's intensity stands against its type's standards. */
export type StandardStatus = 'exceeds' | 'above-guide' | 'meets' | 'no-standard';

/**
 * Compares an annual intensity (kWh/m²·a) with the level chosen: against the constraint a
 * building either exceeds it, or is within it but above the guide, or meets the guide too;
 * against the guide only, above it "exceeds".
 */
export function standardStatus(intensity: number, constraint: number | null, guide: number | null, level: StandardLevel): StandardStatus {
  const limit = level === 'constraint' ? constraint : guide;
  if (limit === null) return 'no-standard';
  if (intensity > limit) return 'exceeds';
  if (level === 'constraint' && guide !== null && intensity > guide) return 'above-guide';
  return 'meets';
}

export const STATUS_TONE: Record<StandardStatus, Tone> = {
  exceeds: 'error',
  'above-guide': 'warning',
  meets: 'success',
  'no-standard': 'neutral',
};

/** Why a floor area is refused (a message id), or null when it is acceptable. */
export function floorAreaProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'efficiency.area.required';
  if (value < FLOOR_AREA_MIN || value > FLOOR_AREA_MAX) return 'efficiency.area.range';
  return null;
}
