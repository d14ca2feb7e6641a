import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { chargingAnalysisApi } from '../../../../api/operations';
import { ANALYSIS_PIDS } from '../../../../api/operations/analysisTypes';
import { useStores } from '../../../../stores/context';
import { EmptyData } from '../../../../ui/EmptyData';
import { KpiRow } from '../../../../ui/KpiRow';
import { LoadFailed } from '../../../../ui/LoadFailed';
import { useSearchParam } from '../../../../ui/url-state/useSearchParam';
import { idParam, textParam } from '../../../../ui/url-state/codecs';
import { AnalysisHeader } from '../shared/AnalysisHeader';
import { useAnalysis } from '../shared/useAnalysis';
import { StationLines } from './StationLines';
import { StationsTable } from './StationsTable';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `cost-benefit-analysis`: per station, revenue from energy and service fees (the orders list's)
 * against electricity bought at the store's time-of-use tariff by the hour drawn, rent, labour
 * and maintenance (the station cost list's, pro rata); margin and payback. Every total is the sum
 * of the lines shown.
 */
export default observer(function CostBenefitScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const analysis = useAnalysis(ANALYSIS_PIDS.costBenefit, (query, signal) => chargingAnalysisApi(api).costBenefit(query, { signal, silent: true, hideError: true }), [api]);
  const [search, setSearch] = useSearchParam('q', textParam, '');
  const [picked, setPicked] = useSearchParam('station', idParam, '');
  const view = analysis.resource.value;
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return [...(view?.stations ?? [])].filter((s) => !needle || s.name.toLowerCase().includes(needle) || s.businessname.toLowerCase().includes(needle)).sort((a, b) => b.margin - a.margin);
  }, [view, search]);
  if (analysis.failed) return <LoadFailed title={t('operations.analysis.cost.loadFailed')} onRetry={analysis.retry} />;
  const selected = shown.find((s) => s.did === picked) ?? shown[0];
  const sum = (key: 'revenue' | 'cost' | 'margin') => round2(shown.reduce((total, s) => total + s[key], 0));
  const money = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const revenue = sum('revenue');
  return (
    <div data-screen="cost-benefit-analysis">
      <AnalysisHeader intro={t('operations.analysis.cost.intro', { capex: intl.formatNumber(view?.capexPerKw ?? 1200) })} bounds={analysis.bounds} period={analysis.period} onPeriod={analysis.setPeriod} />
      <KpiRow
        items={[
          { key: 'revenue', title: t('operations.analysis.cost.kpi.revenue'), value: view ? money(revenue) : null, unit: 'CNY', loading: !view },
          { key: 'cost', title: t('operations.analysis.cost.kpi.cost'), value: view ? money(sum('cost')) : null, unit: 'CNY', loading: !view },
          { key: 'margin', title: t('operations.analysis.cost.kpi.margin'), value: view ? money(sum('margin')) : null, unit: 'CNY', loading: !view },
          { key: 'rate', title: t('operations.analysis.cost.kpi.marginRate'), value: view ? (revenue > 0 ? intl.formatNumber(sum('margin') / revenue, { style: 'percent', maximumFractionDigits: 1 }) : '—') : null, extra: view ? t('operations.analysis.cost.kpi.stations', { count: shown.length }) : null, loading: !view },
        ]}
      />
      <Input.Search allowClear aria-label={t('operations.analysis.cost.search')} placeholder={t('operations.analysis.cost.search')} defaultValue={search} onSearch={setSearch} style={{ maxWidth: 320, marginBottom: 12 }} />
      {!view ? (
        <div style={{ height: 240 }} aria-busy="true" />
      ) : shown.length === 0 ? (
        <EmptyData description={t('operations.analysis.cost.empty')} />
      ) : (
        <>
          <StationsTable stations={shown} selected={selected?.did ?? ''} onSelect={setPicked} basename={`cost-benefit-${view.from}-${view.to}`} />
          {selected ? <StationLines station={selected} /> : null}
        </>
      )}
    </div>
  );
});
