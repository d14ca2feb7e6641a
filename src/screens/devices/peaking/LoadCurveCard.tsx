import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Alert, Card, DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { fieldFormat } from '../../../lib/dateText';
import type { PeakingPlan } from '../../../api/devices/types';
import type { StoreEnergyConfig } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { TimeSeriesChart } from '../../../ui/chart/TimeSeriesChart';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { expectedLoad } from './expectedLoad';
import { analysisApi } from '../../../api/analysis';

interface LoadCurveCardProps {
  plan: PeakingPlan;
  config: StoreEnergyConfig;
  day: string;
  onDay: (day: string) => void;
}

/**
 * The store's actual load on a past day (the electricity total the energy screens chart, kWh
 * per hour = average kW) against the load expected with the plan applied, and the target.
 */
export const LoadCurveCard = observer(function LoadCurveCard({ plan, config, day, onDay }: LoadCurveCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const pid = useScreenPid();
  const { store } = config;
  const load = useResource((signal) => analysisApi(api, pid).query({ store, energytypes: ['electricity'], metric: 'energy', start: day, end: day, interval: 'hour' }, { signal }), [api, store, day]);
  const storage = { capacityKwh: config.storage.reduce((sum, s) => sum + s.capacityKwh, 0), powerKw: config.storage.reduce((sum, s) => sum + s.powerKw, 0) };
  const answer = load.value;
  const actual = answer?.series.find((s) => s.energytype === 'electricity')?.values ?? [];
  const result = answer ? expectedLoad(actual, plan, day, storage) : null;
  const dayPicker = (
    <Space>
      <Typography.Text>
        <label htmlFor="peaking-day">{t('devices.peaking.day')}</label>
      </Typography.Text>
      <DatePicker
        id="peaking-day"
        allowClear={false}
        format={fieldFormat(intl)}
        value={dayjs(day)}
        disabledDate={(d) => d.format('YYYY-MM-DD') < config.dataFrom || d.format('YYYY-MM-DD') > config.dataTo}
        onChange={(d) => d && onDay(d.format('YYYY-MM-DD'))}
      />
    </Space>
  );
  return (
    <Card size="small" title={t('devices.peaking.curveOf', { name: plan.name })} extra={dayPicker}>
      {!answer ? (
        load.status === 'error' ? (
          <Alert type="warning" showIcon title={t('devices.peaking.curveFailed')} />
        ) : (
          <div role="status" style={{ minHeight: 300 }}>{t('devices.peaking.curveLoading')}</div>
        )
      ) : !result || result.actualPeak === null ? (
        <EmptyData description={t('devices.peaking.noLoad')} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="peaking-curve">
          {result.runs ? null : <Alert type="info" showIcon title={t('devices.peaking.notThatDay')} />}
          <KpiRow
            items={[
              { key: 'actual', title: t('devices.peaking.kpi.actualPeak'), value: result.actualPeak, unit: 'kW', fractionDigits: 1 },
              { key: 'expected', title: t('devices.peaking.kpi.expectedPeak'), value: result.expectedPeak, unit: 'kW', fractionDigits: 1 },
              { key: 'target', title: t('devices.peaking.target'), value: plan.targetPeakKw, unit: 'kW', fractionDigits: 0 },
              { key: 'clipped', title: t('devices.peaking.kpi.clipped'), value: result.clippedKwh, unit: 'kWh', fractionDigits: 1, extra: t('devices.peaking.kpi.hoursAbove', { hours: result.hoursAbove }) },
            ]}
          />
          <TimeSeriesChart
            aria-label={t('devices.peaking.chart', { day })}
            buckets={answer.buckets}
            interval="hour"
            unit="kW"
            series={[
              { key: 'actual', name: t('devices.peaking.actual'), values: actual },
              { key: 'expected', name: t('devices.peaking.expected'), values: result.expected, dashed: true },
            ]}
            markLines={[{ value: plan.targetPeakKw, name: t('devices.peaking.target') }]}
          />
        </Space>
      )}
    </Card>
  );
});
