import { useCallback, useRef } from 'react';
import { useUrlParams } from './useUrlParams';
import { useStableValue } from '../hooks/useStableValue';
import type { ParamCodec } from './codecs';

export type { ParamParse, ParamSerialize } from './codecs';

/**
 * One piece of screen state kept in the URL search parameter `name` (shareable, survives a
 * reload), read and written by a codec of `./codecs`. The text is parsed defensively: junk gives
 * `fallback`, never an error. A fallback of '' or null means "none": setting it removes the
 * parameter. Setting replaces the history entry and keeps every other parameter.
 *
 * Two setters called in the same event both start from the same URL, so the second wins; set
 * related state through one parameter or usePatchParams.
 */
export function useSearchParam<T>(name: string, codec: ParamCodec<T>, fallback: ''): [T | '', (value: T | '') => void];
export function useSearchParam<T>(name: string, codec: ParamCodec<T>, fallback: null): [T | null, (value: T | null) => void];
export function useSearchParam<T>(name: string, codec: ParamCodec<T>, fallback: T): [T, (value: T) => void];
export function useSearchParam<T, F extends T | '' | null>(name: string, codec: ParamCodec<T>, fallback: F): [T | F, (value: T | F) => void] {
  const [params, setParams] = useUrlParams();
  const raw = params.get(name);
  let parsed: T | undefined | null;
  try {
    parsed = codec.parse(raw);
  } catch {
    parsed = undefined;
  }
  const value: T | F = parsed ?? fallback;
  const codecRef = useRef(codec);
  codecRef.current = codec;
  const textOf = (v: T | F) => (v === '' || v === null ? null : codecRef.current.serialize(v as T));
  const stable = useStableValue(value, textOf(value) ?? '');

  const setValue = useCallback(
    (next: T | F) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          const text = next === '' || next === null ? null : codecRef.current.serialize(next as T);
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
