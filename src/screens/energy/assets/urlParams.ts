import { listParam, oneOfParam, useSearchParam } from '../../../ui';

/*
 * The asset screens' own URL state (meters, systems, views, intervals, paging), read through the
 * kit's codecs: junk in the URL falls back to the default, never throws.
 */

/** Selected meters (comma-separated dids, only those of `allowed` kept); an empty list means all of `allowed`. */
export function useDidsParam(name: string, allowed: readonly string[]) {
  return useSearchParam(name, listParam((did) => allowed.includes(did), { max: Math.max(allowed.length, 1) }), []);
}

/** One selected did of `allowed`, or null for "all". */
export function useDidParam(name: string, allowed: readonly string[]) {
  return useSearchParam(name, oneOfParam(allowed), null);
}

/** One of a fixed set of values; the fallback is left out of the URL. */
export function useEnumParam<T extends string>(name: string, values: readonly T[], fallback: T) {
  return useSearchParam(name, oneOfParam(values, { omit: fallback }), fallback);
}
