import { useScreenPid } from '../../../../ui/hooks/useScreenPid';
import { Card, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { SeriesAnswer } from '../../../../api/energyTypes';
import { useStores } from '../../../../stores/context';
import { TimeSeriesChart } from '../../../../ui';
import { LoadState, useEnergy } from '../../shared/EnergyFrame';
import { useResource } from '../../../../ui/resource/useResource';
import { sumSeries } from '../model/series';
import { analysisApi } from '../../../../api/analysis';

/** Daily totals of the period: the day list and the peak day (largest consumption). */
export function dailyTotals(answer: SeriesAnswer): { days: Array<{ day: string; energy: number }>; peakDay: string | null } {
  const values = sumSeries(answer.series, answer.buckets.length);
  const days = answer.buckets.map((bucket, i) => ({ day: bucket.slice(0, 10), energy: values[i] ?? 0 }));
  const peak = days.reduce<{ day: string; energy: number } | null>((best, d) => (!best || d.energy > best.energy ? d : best), null);
  return { days, peakDay: peak && peak.energy > 0 ? peak.day : null };
}

/** Peak demand of an hourly series: the largest hourly kWh, i.e. the mean kW over that hour. */
export function peakDemand(answer: SeriesAnswer | undefined): { kw: number; hour: string } | null {
  if (!answer) return null;
  const values = sumSeries(answer.series, answer.buckets.length);
  let best = -1;
  values.forEach((v, i) => {
    if (v !== null && (best < 0 || v > (values[best] ?? 0))) best = i;
  });
  return best < 0 ? null : { kw: values[best] ?? 0, hour: answer.buckets[best] ?? '' };
}

/** The chosen day's hourly load (the period's peak day unless another is chosen), with its peak demand. */
export const LoadCurve = observer(function LoadCurve(props: { days: Array<{ day: string; energy: number }>; day: string; peakDay: string; onDay: (day: string) => void }) {
  const { days, day, peakDay, onDay } = props;
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, format } = useEnergy();
  const hourly = useResource((signal) => analysisApi(api, pid).query({ store, metric: 'energy', energytypes: ['electricity'], start: day, end: day, interval: 'hour' }, { signal }), [store, day]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const peak = peakDemand(hourly.value);
  const title = t('peaking.curve.title', { day: format.day(day) });
  const pick = t('peaking.curve.pick');
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Select
          aria-label={pick}
          title={pick}
          value={day}
          onChange={onDay}
          showSearch
          style={{ minWidth: 240 }}
          options={days.map((d) => ({ value: d.day, label: `${format.day(d.day)} · ${format.quantity(d.energy, 'kWh')}${d.day === peakDay ? ` · ${t('peaking.curve.peakDay')}` : ''}` }))}
        />
      }
    >
      {hourly.value ? (
        <>
          <TimeSeriesChart
            buckets={hourly.value.buckets}
            series={[{ key: 'load', name: t('peaking.curve.load'), values: sumSeries(hourly.value.series, hourly.value.buckets.length), type: 'line', area: true }]}
            unit="kW"
            interval="hour"
            height={280}
            loading={hourly.loading}
            markLines={peak ? [{ value: Math.round(peak.kw * 10) / 10, name: t('peaking.kpi.demand'), color: '#f5222d' }] : []}
            aria-label={title}
          />
          {peak ? <p style={{ margin: '8px 0 0' }}>{t('peaking.curve.peak', { value: `${format.number(peak.kw, 1)} kW`, hour: peak.hour.slice(11, 16) })}</p> : null}
        </>
      ) : (
        <LoadState status={hourly.status} onRetry={() => void hourly.reload()} />
      )}
    </Card>
  );
});
