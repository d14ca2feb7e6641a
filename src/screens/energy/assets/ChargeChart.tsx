import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { LazyChart, TimeSeriesChart } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { sumSeries, tariffOn } from './assetMeters';
import { Section } from './Section';
import { analysisApi } from '../../../api/analysis';

/** The two views of the chart (URL `view`). */
export const CHART_VIEWS = ['days', 'hours'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Charge and discharge over the period (`days`), or by hour of the day against the tariff bands (`hours`). */
export const ChargeChart = observer(function ChargeChart({ view }: { view: ChartView }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval } = useEnergy();
  const charges = config.storage.map((s) => s.chargeMeter);
  const discharges = config.storage.map((s) => s.dischargeMeter);
  const data = useResource(
    async (signal) => {
      if (view === 'days') {
        const answer = await analysisApi(api, pid).query({ store, meters: [...charges, ...discharges], metric: 'energy', start: period.start, end: period.end, interval }, { signal });
        const pick = (dids: string[]) => sumSeries(answer.series.filter((s) => dids.includes(s.key)).map((s) => s.values), answer.buckets.length);
        return { view, buckets: answer.buckets, charge: pick(charges), discharge: pick(discharges) };
      }
      const side = (kind: 'storage-charge' | 'storage-discharge') =>
        analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'hourOfDay', kinds: [kind] }, { signal });
      const [c, d] = await Promise.all([side('storage-charge'), side('storage-discharge')]);
      const byHour = (rows: typeof c.rows) => HOURS.map((h) => rows.find((r) => Number(r.key) === h)?.energy ?? 0);
      return { view, buckets: HOURS.map(String), charge: byHour(c.rows), discharge: byHour(d.rows) };
    },
    [store, period.start, period.end, interval, view],
  );
  const title = intl.formatMessage({ id: view === 'days' ? 'assets.es.chart.days' : 'assets.es.chart.hours' });
  const names = { charge: intl.formatMessage({ id: 'assets.storage.series.charge' }), discharge: intl.formatMessage({ id: 'assets.storage.series.discharge' }) };
  const bands = tariffOn(config.tariffs, 'electricity', period.end)?.bands;
  return (
    <Section
      title={title}
      resource={data}
      isEmpty={(v) => v.charge.every((x) => !x) && v.discharge.every((x) => !x)}
      emptyText={intl.formatMessage({ id: 'assets.noDataPeriod' })}
    >
      {(v) =>
        v.view === 'days' ? (
          <TimeSeriesChart
            buckets={v.buckets}
            series={[
              { key: 'charge', name: names.charge, values: v.charge, type: 'bar' },
              { key: 'discharge', name: names.discharge, values: v.discharge, type: 'bar' },
            ]}
            unit="kWh"
            height={320}
            loading={data.loading}
            aria-label={title}
          />
        ) : (
          <LazyChart
            height={320}
            aria-label={title}
            loading={data.loading}
            option={{
              tooltip: { trigger: 'axis' },
              legend: { top: 0 },
              grid: { left: 48, right: 16, top: 32, bottom: 48 },
              xAxis: {
                type: 'category',
                data: HOURS.map((h) => {
                  const band = bands?.[h];
                  return band ? `${String(h).padStart(2, '0')}:00\n${intl.formatMessage({ id: `assets.band.${band}` })}` : `${String(h).padStart(2, '0')}:00`;
                }),
              },
              yAxis: { type: 'value', name: 'kWh' },
              series: [
                { type: 'bar', name: names.charge, data: v.charge.map((x) => (x === null ? null : Math.round(x * 100) / 100)) },
                { type: 'bar', name: names.discharge, data: v.discharge.map((x) => (x === null ? null : Math.round(x * 100) / 100)) },
              ],
            }}
          />
        )
      }
    </Section>
  );
});
