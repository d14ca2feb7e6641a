import { useCallback } from 'react';
import { useUrlParams } from '../../../ui/url-state/useUrlParams';
import { numberParam, oneOfParam, useSearchParam } from '../../../ui';
import { parseDid, parseDids } from './assetMeters';

/*
 * The asset screens' own URL state (meters, systems, views, intervals, paging), each read
 * defensively: junk in the URL falls back to the default, never throws.
 */

/** Selected meters (comma-separated dids, only known ones kept); an empty list means all of `allowed`. */
export function useDidsParam(name: string, allowed: readonly string[]) {
  return useSearchParam<string[]>(
    name,
    (raw) => parseDids(raw, allowed),
    (value) => (value.length === 0 ? null : value.join(',')),
    [],
  );
}

/** One selected did of `allowed`, or null for "all". */
export function useDidParam(name: string, allowed: readonly string[]) {
  return useSearchParam<string | null>(name, (raw) => parseDid(raw, allowed), (value) => value, null);
}

/** One of a fixed set of values; the fallback is left out of the URL. */
export function useEnumParam<T extends string>(name: string, values: readonly T[], fallback: T) {
  const codec = oneOfParam(values);
  return useSearchParam<T>(name, codec.parse, (value) => (value === fallback ? null : value), fallback);
}

/** A whole number within [min, max]; the fallback is left out of the URL. */
export function useIntParam(name: string, min: number, max: number, fallback: number) {
  const codec = numberParam({ min, max, integer: true });
  return useSearchParam<number>(name, codec.parse, (value) => (value === fallback ? null : String(value)), fallback);
}

/**
 * Sets several parameters in one history replacement (useSearchParam's setters, called one
 * after another in the same event, would overwrite each other): null removes a parameter.
 */
export function usePatchParams() {
  const [, setParams] = useUrlParams();
  return useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
