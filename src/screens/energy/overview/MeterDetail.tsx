import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type MeterInfo } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { endOfMonth, maxDay, minDay, startOfMonth } from '../../../lib/days';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { statsOf } from './meters';
import { analysisApi } from '../../../api/analysis';

/** One meter: its hourly curve of the day and its daily curve of the month (up to the last day with data). */
export const MeterDetail = observer(function MeterDetail({ meter, day, onClose }: { meter: MeterInfo; day: string; onClose: () => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, format } = useEnergy();
  const unit = ENERGY_UNIT[meter.energytype];
  const box = useRef<HTMLDivElement>(null);
  // The meter was chosen in the list below: bring its curves into view.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [meter.did]);
  const month = { start: maxDay(startOfMonth(day), config.dataFrom), end: minDay(endOfMonth(day), config.dataTo) };
  const data = useResource(
    async (signal) => {
      const base = { store, meters: [meter.did], metric: 'energy' as const };
      const totals = { stores: [store], groupby: 'meter' as const, energytypes: [meter.energytype], kinds: [meter.kind] };
      const [hourly, daily, [dayTotal, monthTotal]] = await Promise.all([
        analysisApi(api, pid).query({ ...base, start: day, end: day, interval: 'hour' }, { signal }),
        analysisApi(api, pid).query({ ...base, start: month.start, end: month.end, interval: 'day' }, { signal }),
        analysisApi(api, pid).aggQueries([{ ...totals, start: day, end: day }, { ...totals, start: month.start, end: month.end }], { signal }),
      ]);
      const total = (answer: typeof dayTotal) => answer?.rows.find((r) => r.key === meter.did)?.energy ?? null;
      return { hourly, daily, day: total(dayTotal), month: total(monthTotal) };
    },
    [store, meter.did, day],
  );
  const title = intl.formatMessage({ id: 'overview.meters.detail' }, { name: meter.name });
  const close = (
    <Button size="small" icon={<CloseOutlined />} onClick={onClose} aria-label={intl.formatMessage({ id: 'overview.meters.close' })} />
  );
  if (!data.value) {
    return (
      <div ref={box}>
        <Card size="small" title={title} extra={close} style={{ marginBottom: 12 }}>
          <LoadState status={data.status} onRetry={() => void data.reload()} />
        </Card>
      </div>
    );
  }
  const { hourly, daily } = data.value;
  const hours = hourly.series[0]?.values ?? [];
  const peak = statsOf(hourly.buckets, hours);
  const scaled = (v: number | null) => (v === null ? { value: null, unit } : scaleUnit(v, unit));
  const dayShown = scaled(data.value.day);
  const monthShown = scaled(data.value.month);
  const hourlyTitle = intl.formatMessage({ id: 'overview.meters.hourly' }, { day: format.day(day) });
  const dailyTitle = intl.formatMessage({ id: 'overview.meters.daily' }, { from: format.day(month.start), to: format.day(month.end) });
  return (
    <div ref={box}>
      <Card size="small" title={title} extra={close} style={{ marginBottom: 12 }}>
        <KpiRow
          items={[
            { key: 'day', title: intl.formatMessage({ id: 'overview.meters.dayTotal' }), value: dayShown.value, unit: dayShown.unit },
            { key: 'month', title: intl.formatMessage({ id: 'overview.meters.monthTotal' }), value: monthShown.value, unit: monthShown.unit },
            {
              key: 'peak',
              title: intl.formatMessage({ id: 'overview.meters.peakHour' }),
              value: peak.max === null ? null : format.quantity(peak.max, unit),
              extra: peak.maxAt ? peak.maxAt.slice(11, 16) : undefined,
            },
          ]}
        />
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={12}>
            <Card size="small" title={hourlyTitle}>
              <TimeSeriesChart
                buckets={hourly.buckets}
                series={[{ key: meter.did, name: meter.name, values: hours, type: 'bar' }]}
                unit={unit}
                height={260}
                aria-label={hourlyTitle}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title={dailyTitle}>
              <TimeSeriesChart
                buckets={daily.buckets}
                series={[{ key: meter.did, name: meter.name, values: daily.series[0]?.values ?? [], type: 'bar' }]}
                unit={unit}
                height={260}
                aria-label={dailyTitle}
              />
            </Card>
          </Col>
        </Row>
      </Card>
    </div>
  );
});
