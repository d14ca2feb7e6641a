import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useUrlParams } from '../../../ui/url-state/useUrlParams';
import { AUDIT_AREAS, AUDIT_OUTCOMES, MAX_AUDIT_ACTORS, type AuditArea, type AuditOutcome, type AuditQuery } from '../../../api/admin/auditTypes';
import { isDay } from '../../../lib/days';
import type { DateRange, FilterValues } from '../../../ui/filter-bar/types';

const WORD_RE = /^[\w.:-]{1,60}$/;

/** The audit filters as the URL says them (junk reads as absent). */
export interface AuditFilters {
  actors: string[];
  action: string;
  resource: string;
  area: AuditArea | '';
  outcome: AuditOutcome | '';
  from: string;
  to: string;
}

const KEYS = ['actors', 'action', 'resource', 'area', 'outcome', 'from', 'to'] as const;

function read(params: URLSearchParams): AuditFilters {
  const word = (key: string) => {
    const value = params.get(key)?.trim() ?? '';
    return WORD_RE.test(value) ? value : '';
  };
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    // A real day only, as the server checks: 2026-02-30 in a typed address reads as no period.
    return isDay(value) ? value : '';
  };
  const actors = [...new Set((params.get('actors') ?? '').split(',').map((a) => a.trim()).filter((a) => WORD_RE.test(a)))].slice(0, MAX_AUDIT_ACTORS);
  const area = word('area');
  const outcome = word('outcome');
  let [from, to] = [day('from'), day('to')];
  // A period needs both ends in order; anything else reads as no period.
  if (!from || !to || from > to) [from, to] = ['', ''];
  return {
    actors,
    action: word('action'),
    resource: word('resource'),
    area: (AUDIT_AREAS as readonly string[]).includes(area) ? (area as AuditArea) : '',
    outcome: (AUDIT_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as AuditOutcome) : '',
    from,
    to,
  };
}

function toDraft(f: AuditFilters): FilterValues {
  return { actors: f.actors, action: f.action || undefined, resource: f.resource || undefined, area: f.area || undefined, outcome: f.outcome || undefined, period: f.from ? [dayjs(f.from), dayjs(f.to)] : null };
}

function fromDraft(values: FilterValues): AuditFilters {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const range = (values.period ?? null) as DateRange | null;
  const [start, end] = range ?? [null, null];
  return {
    actors: Array.isArray(values.actors) ? values.actors.map(String) : [],
    action: text('action'),
    resource: text('resource'),
    area: text('area') as AuditArea | '',
    outcome: text('outcome') as AuditOutcome | '',
    from: start && end ? start.format('YYYY-MM-DD') : '',
    to: start && end ? end.format('YYYY-MM-DD') : '',
  };
}

/**
 * The audit list's filters in the URL (`actors=u-1,u-2&action=…&from=…&to=…`), written together on
 * a search, and the filter bar's draft. `query` is what audit/list takes from them.
 */
export function useAuditFilters() {
  const [params, setParams] = useUrlParams();
  const raw = KEYS.map((key) => params.get(key) ?? '').join('\u0000');
  // `raw` carries every parameter read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => read(params), [raw]);
  const write = useCallback(
    (next: AuditFilters) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          for (const key of KEYS) updated.delete(key);
          if (next.actors.length) updated.set('actors', next.actors.join(','));
          for (const key of ['action', 'resource', 'area', 'outcome', 'from', 'to'] as const) if (next[key]) updated.set(key, next[key]);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The bar's draft belongs to the filters it was started from: new filters (the address changed)
  // show as a fresh draft in the same render, not in a second one after an effect.
  const [edit, setEdit] = useState<{ filters: AuditFilters; values: FilterValues } | null>(null);
  const draft = useMemo(() => (edit?.filters === filters ? edit.values : toDraft(filters)), [edit, filters]);
  const setDraft = useCallback((values: FilterValues) => setEdit({ filters, values }), [filters]);
  const query = useMemo<Omit<AuditQuery, 'page' | 'pagesize'>>(
    () => ({
      ...(filters.actors.length ? { actors: filters.actors } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.resource ? { resource: filters.resource } : {}),
      ...(filters.area ? { area: filters.area } : {}),
      ...(filters.outcome ? { outcome: filters.outcome } : {}),
      ...(filters.from ? { from: filters.from, to: filters.to } : {}),
    }),
    [filters],
  );
  const filtered = Object.keys(query).length > 0;
  const bar = { values: draft, onChange: setDraft, onSearch: (values: FilterValues) => write(fromDraft(values)), onReset: () => write(read(new URLSearchParams())) };
  return { filters, query, filtered, bar };
}
