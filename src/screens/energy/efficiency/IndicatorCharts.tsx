import { Card, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { SeriesAnswer } from '../../../api/energyTypes';
import { EmptyData, LazyChart, TimeSeriesChart, oneOfParam, useSearchParam } from '../../../ui';
import { LoadState } from '../shared/EnergyFrame';
import type { Resource } from '../../../ui/resource/Resource';
import { shareSeries, type LoadIndicators } from './indicators';

const VIEWS = ['intensity', 'hvac', 'load', 'profile'] as const;
type View = (typeof VIEWS)[number];
const viewParam = oneOfParam(VIEWS);

/** The indicator charted (`?view=`), kept in the URL. */
function useView() {
  return useSearchParam('view', viewParam, 'intensity');
}

/** The choice of indicator, in the screen's toolbar. */
export function IndicatorTabs() {
  const intl = useIntl();
  const [view, setView] = useView();
  return (
    <Segmented
      aria-label={intl.formatMessage({ id: 'efficiency.view.label' })}
      value={view}
      onChange={(value) => setView(value as View)}
      options={VIEWS.map((v) => ({ value: v, label: intl.formatMessage({ id: `efficiency.view.${v}` }) }))}
    />
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const round = (digits: number) => (v: number | null) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** The chart of the chosen indicator over the period. */
export const IndicatorCharts = observer(function IndicatorCharts({
  area,
  daily,
  hourly,
  load,
}: {
  area: number;
  daily: Resource<{ total: SeriesAnswer; hvac: SeriesAnswer | null }>;
  hourly: Resource<SeriesAnswer>;
  load: LoadIndicators | null;
}) {
  const intl = useIntl();
  const [view] = useView();
  const title = intl.formatMessage({ id: `efficiency.chart.${view}` });
  const body = (() => {
    if (view === 'intensity' || view === 'hvac') {
      if (!daily.value) return <LoadState status={daily.status} onRetry={() => void daily.reload()} />;
      const { total, hvac } = daily.value;
      const values = total.series.find((s) => s.energytype === 'electricity')?.values ?? [];
      if (values.length === 0) return <EmptyData />;
      if (view === 'intensity') {
        return (
          <TimeSeriesChart
            buckets={total.buckets}
            series={[{ key: 'perM2', name: intl.formatMessage({ id: 'efficiency.kpi.perM2Day' }), values: values.map((v) => (v === null || area <= 0 ? null : round(4)(v / area))), type: 'bar' }]}
            unit="kWh/m²"
            height={300}
            loading={daily.loading}
            aria-label={title}
          />
        );
      }
      if (!hvac) return <EmptyData description={intl.formatMessage({ id: 'efficiency.hvac.none' })} />;
      return (
        <TimeSeriesChart
          buckets={total.buckets}
          series={[{ key: 'hvac', name: intl.formatMessage({ id: 'efficiency.kpi.hvacShare' }), values: shareSeries(hvac.series.map((s) => s.values), values).map(round(1)), type: 'line', area: true }]}
          unit="%"
          height={300}
          loading={daily.loading}
          aria-label={title}
        />
      );
    }
    if (!load) return <LoadState status={hourly.status} onRetry={() => void hourly.reload()} />;
    if (view === 'load') {
      return (
        <TimeSeriesChart
          buckets={load.days.map((d) => d.day)}
          series={[
            { key: 'peak', name: intl.formatMessage({ id: 'efficiency.series.peak' }), values: load.days.map((d) => round(1)(d.peak)), type: 'line' },
            { key: 'base', name: intl.formatMessage({ id: 'efficiency.series.base' }), values: load.days.map((d) => round(1)(d.base)), type: 'line', area: true },
          ]}
          unit="kW"
          height={300}
          loading={hourly.loading}
          aria-label={title}
        />
      );
    }
    // Hours of the day are not dates: a plain category axis.
    return (
      <LazyChart
        height={300}
        aria-label={title}
        option={{
          tooltip: { trigger: 'axis', valueFormatter: (v) => `${v} kW` },
          legend: { bottom: 0 },
          grid: { left: 56, right: 16, top: 24, bottom: 48 },
          xAxis: { type: 'category', data: HOURS, boundaryGap: false },
          yAxis: { type: 'value', name: 'kW' },
          series: [
            { name: intl.formatMessage({ id: 'efficiency.series.weekday' }), type: 'line', data: load.weekday.map(round(1)) },
            { name: intl.formatMessage({ id: 'efficiency.series.weekend' }), type: 'line', lineStyle: { type: 'dashed' }, data: load.weekend.map(round(1)) },
          ],
        }}
      />
    );
  })();
  return (
    <Card size="small" title={title}>
      {body}
    </Card>
  );
});
