import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { dayParam, idListParam, idParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useParamGroup, type ParamGroup } from '../../../ui/url-state/useParamGroup';
import { AUDIT_AREAS, AUDIT_OUTCOMES, MAX_AUDIT_ACTORS, type AuditArea, type AuditOutcome, type AuditQuery } from '../../../api/admin/auditTypes';
import type { DateRange, FilterValues } from '../../../ui/filter-bar/types';

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

const CODECS = {
  actors: idListParam({ max: MAX_AUDIT_ACTORS }),
  action: idParam,
  resource: idParam,
  area: oneOfParam(AUDIT_AREAS),
  outcome: oneOfParam(AUDIT_OUTCOMES),
  // A real day only, as the server checks: 2026-02-30 in a typed address reads as no period.
  from: dayParam,
  to: dayParam,
};

function filtersOf(read: ParamGroup<typeof CODECS>): AuditFilters {
  let [from, to] = [read.from ?? '', read.to ?? ''];
  // A period needs both ends in order; anything else reads as no period.
  if (!from || !to || from > to) [from, to] = ['', ''];
  return { actors: read.actors ?? [], action: read.action ?? '', resource: read.resource ?? '', area: read.area ?? '', outcome: read.outcome ?? '', from, to };
}

const NO_FILTERS: AuditFilters = { actors: [], action: '', resource: '', area: '', outcome: '', from: '', to: '' };

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
  const [read, patch] = useParamGroup(CODECS);
  const filters = useMemo(() => filtersOf(read), [read]);
  const write = useCallback((next: AuditFilters) => patch({ ...next, from: next.from && next.to ? next.from : '', to: next.from && next.to ? next.to : '' }), [patch]);
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
  const bar = { values: draft, onChange: setDraft, onSearch: (values: FilterValues) => write(fromDraft(values)), onReset: () => write(NO_FILTERS) };
  return { filters, query, filtered, bar };
}
