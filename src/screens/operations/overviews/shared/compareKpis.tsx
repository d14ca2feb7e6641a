import { dayForm } from '../../../../lib/dateText';
import type { IntlShape } from 'react-intl';
import type { DataBounds } from '../../../../api/operations/boundsTypes';
import type { DayRange, Figures, OverviewFigures } from '../../../../api/operations/overviewTypes';
import type { KpiItem } from '../../../../ui/KpiRow';
import { covered } from '../../shared/dataWindow';
import { changeOf } from './periods';

/** A headline figure of the overviews: what it reads from the figures, how it is written, which way is good. */
export interface KpiSpec {
  key: keyof Figures;
  title: string;
  kind: 'count' | 'kwh' | 'money' | 'ratio' | 'hours' | 'rate';
  goodWhen?: 'up' | 'down';
}

/** A figure as the overviews write it (ratios as percents, money in CNY). */
export function formatFigure(intl: IntlShape, kind: KpiSpec['kind'], value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  switch (kind) {
    case 'ratio':
      return intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
    case 'money':
      return intl.formatNumber(value, { style: 'currency', currency: 'CNY', maximumFractionDigits: 2 });
    case 'kwh':
      return `${intl.formatNumber(value, { maximumFractionDigits: 2 })} kWh`;
    case 'hours':
      return intl.formatMessage({ id: 'operations.overviews.hours' }, { hours: intl.formatNumber(value, { maximumFractionDigits: 2 }) });
    default:
      return intl.formatNumber(value, { maximumFractionDigits: 2 });
  }
}

/** A compared period as the records allow: no data before the first day with data, no change against a zero. */
function against(intl: IntlShape, spec: KpiSpec, id: string, value: number | null, base: number | null, firstDay: string | null): string {
  if (firstDay !== null) return intl.formatMessage({ id: `${id}NoData` }, { first: dayForm(intl, firstDay, { year: 'numeric', month: 'short', day: 'numeric' }) });
  if (base === null) return intl.formatMessage({ id: `${id}None` });
  const change = changeOf(value, base);
  if (change === null) return intl.formatMessage({ id: `${id}Plain` }, { value: formatFigure(intl, spec.kind, base) });
  const signed = intl.formatNumber(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return intl.formatMessage({ id }, { value: formatFigure(intl, spec.kind, base), change: signed });
}

/**
 * KPI cards of the current period, each with its change against the previous period and last year
 * spelled out; a compared period that starts before the first day with data says so instead.
 */
export function compareKpis(intl: IntlShape, specs: KpiSpec[], figures: OverviewFigures | undefined, bounds: DataBounds | undefined): KpiItem[] {
  // The first day with data, to name when a compared period reaches before it; null when covered.
  const missing = (range: DayRange) => (bounds && !covered(range, bounds) ? bounds.firstDay : null);
  const previousMissing = figures ? missing(figures.previous.range) : null;
  const lastYearMissing = figures ? missing(figures.lastYear.range) : null;
  return specs.map((spec) => {
    const value = figures ? figures.current.total[spec.key] : undefined;
    const previous = figures ? figures.previous.total[spec.key] : null;
    const lastYear = figures ? figures.lastYear.total[spec.key] : null;
    const change = previousMissing === null ? changeOf(value, previous) : null;
    return {
      key: spec.key,
      title: spec.title,
      value: figures ? formatFigure(intl, spec.kind, value) : null,
      loading: !figures,
      trend: change === null ? undefined : { change, goodWhen: spec.goodWhen ?? 'up' },
      extra: figures ? (
        <>
          <div data-compare="previous">{against(intl, spec, 'operations.overviews.vsPrevious', value ?? null, previous, previousMissing)}</div>
          <div data-compare="lastYear">{against(intl, spec, 'operations.overviews.vsLastYear', value ?? null, lastYear, lastYearMissing)}</div>
        </>
      ) : null,
    };
  });
}
