import { useCallback, useRef } from 'react';
import { useUrlParams } from './useUrlParams';
import { useStableValue } from '../hooks/useStableValue';

/** Reads one URL parameter: the value, or undefined/null when the text is not a valid one. */
export type ParamParse<T> = (raw: string | null) => T | undefined | null;
/** Writes one URL parameter: its text, or null to remove it. */
export type ParamSerialize<T> = (value: T) => string | null;

/**
 * One piece of screen state kept in the URL search parameter `name` (shareable, survives a
 * reload). The text is parsed defensively: junk gives `fallback`, never an error. Setting replaces
 * the history entry and keeps every other parameter.
 *
 * Two setters called in the same event both start from the same URL, so the second wins; set
 * related state through one parameter or one setter.
 */
export function useSearchParam<T>(name: string, parse: ParamParse<T>, serialize: ParamSerialize<T>, fallback: T): [T, (value: T) => void] {
  const [params, setParams] = useUrlParams();
  const raw = params.get(name);
  let parsed: T | undefined | null;
  try {
    parsed = parse(raw);
  } catch {
    parsed = undefined;
  }
  const value = parsed ?? fallback;
  const stable = useStableValue(value, serialize(value) ?? '');
  const serializeRef = useRef(serialize);
  serializeRef.current = serialize;

  const setValue = useCallback(
    (next: T) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          const text = serializeRef.current(next);
          if (text === null || text === '') updated.delete(name);
          else updated.set(name, text);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [stable, setValue];
}
