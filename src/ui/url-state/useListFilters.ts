import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUrlParams } from './useUrlParams';
import type { FilterValues } from '../filter-bar/types';
import { MAX_PARAM_TEXT } from './codecs';

/** Which texts each filter accepts (anything else reads as absent); a type guard also types the filter. */
export type FilterSpec<K extends string> = Readonly<Record<K, (value: string) => boolean>>;

/** The filters as read: each accepted text, or '' when absent. */
type Guard<T extends string> = (value: string) => value is T;
export type FilterTexts<S> = { [K in keyof S]: S[K] extends Guard<infer T> ? T | '' : string };

/** Any short text (a search): the kit's one meaning of text, trimmed, up to MAX_PARAM_TEXT characters. */
export const anyText = (value: string) => value.length <= MAX_PARAM_TEXT;

/** One of a few words (a state, a kind). */
export const oneOf =
  <T extends string>(...words: readonly T[]) =>
  (value: string): value is T =>
    (words as readonly string[]).includes(value);

/**
 * A list's filters in the URL (one parameter each, read defensively, written together replacing
 * the history entry), and the FilterBar's draft that a search applies.
 */
export function useListFilters<K extends string, S extends FilterSpec<K>>(spec: S & FilterSpec<K>) {
  const [params, setParams] = useUrlParams();
  const keys = Object.keys(spec) as K[];
  const raw = keys.map((key) => params.get(key) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const values = raw.split('\u0000');
    return Object.fromEntries(keys.map((key, i) => {
      const value = (values[i] ?? '').trim();
      return [key, value && spec[key](value) ? value : ''];
    })) as Record<K, string>;
    // The spec is a constant of the screen; `raw` carries every parameter read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);
  const setFilters = useCallback(
    (next: Partial<Record<K, string>>) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          for (const key of Object.keys(spec) as K[]) {
            const value = (next[key] ?? '').trim();
            if (value && spec[key](value)) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams, spec],
  );
  const [draft, setDraft] = useState<FilterValues>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const bar = {
    values: draft,
    onChange: setDraft,
    onSearch: (values: FilterValues) => setFilters(Object.fromEntries(keys.map((key) => [key, typeof values[key] === 'string' ? (values[key] as string) : ''])) as Partial<Record<K, string>>),
    onReset: () => setFilters({}),
  };
  return { filters: filters as FilterTexts<S>, setFilters, bar, filtered: keys.some((key) => filters[key] !== '') };
}
