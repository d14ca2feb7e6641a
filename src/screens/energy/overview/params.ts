import { ENERGY_TYPES, type EnergyType } from '../../../api/energyTypes';

/**
 * Defensive parsers of this family's URL parameters: anything unexpected in the address bar
 * reads as "not given" (undefined), so the screen falls back to its default.
 */

export const MAX_METERS = 10;

const DID = /^[A-Za-z0-9_.:-]{1,64}$/;

export function parseEnergyType(raw: string | null | undefined): EnergyType | undefined {
  return ENERGY_TYPES.find((t) => t === raw);
}

export type EnergyTypeOrAll = EnergyType | 'all';

export function parseEnergyTypeOrAll(raw: string | null | undefined): EnergyTypeOrAll | undefined {
  return raw === 'all' ? 'all' : parseEnergyType(raw);
}

/** A parser accepting only the listed values. */
export function oneOf<T extends string>(values: readonly T[]) {
  return (raw: string | null | undefined): T | undefined => values.find((v) => v === raw);
}

/** One entity id (meter, building, store), or undefined when it does not look like one. */
export function parseDid(raw: string | null | undefined): string | undefined {
  return typeof raw === 'string' && DID.test(raw) ? raw : undefined;
}

/** A comma-separated list of ids, deduplicated, junk dropped, at most `max`. */
export function parseDidList(raw: string | null | undefined, max = MAX_METERS): string[] | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const ids = [...new Set(raw.split(',').map((s) => s.trim()).filter((s) => DID.test(s)))].slice(0, max);
  return ids.length > 0 ? ids : undefined;
}

/** Written for an empty subset (an empty parameter would read as absent, i.e. the default). */
export const NONE = 'none';

/** A subset of the listed names, in the listed order; `none` is the empty subset, junk is absent. */
export function subsetOf<T extends string>(values: readonly T[]) {
  return (raw: string | null | undefined): T[] | undefined => {
    if (typeof raw !== 'string') return undefined;
    if (raw === NONE) return [];
    const asked = new Set(raw.split(','));
    const chosen = values.filter((v) => asked.has(v));
    return chosen.length > 0 ? chosen : undefined;
  };
}

export const writeSubset = (values: readonly string[]) => (values.length > 0 ? values.join(',') : NONE);

export const joinList = (values: readonly string[]) => values.join(',');
