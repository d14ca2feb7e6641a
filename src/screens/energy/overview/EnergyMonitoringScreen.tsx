import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Alert, Card, Empty, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { idListParam, oneOfParam, TimeSeriesChart, useSearchParam } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { EnergyTypeSelect } from './EnergyTypeSelect';
import { chosenMeters, monitoringInterval, RESOLUTIONS, type Resolution } from './meters';
import { MeterStatsTable } from './MeterStatsTable';
import { MonitoringKpis } from './MonitoringKpis';
import { energyTypeParam, MAX_METERS } from './params';
import { analysisApi } from '../../../api/analysis';

const resolutionParam = oneOfParam(RESOLUTIONS);
const metersParam = idListParam({ max: MAX_METERS });

interface Filters {
  type: EnergyType;
  asked: string[];
  res: Resolution;
}

/**
 * `energy-monitoring`: chosen meters' time series (up to 10; the electricity mains by default),
 * hourly for a day or week, daily for a month, with each meter's total, peak, low and average.
 * A year hour by hour (`res=hour`) is drawn downsampled by TimeSeriesChart.
 */
export default function EnergyMonitoringScreen() {
  const [type, setType] = useSearchParam('type', energyTypeParam, 'electricity');
  const [asked, setAsked] = useSearchParam('meters', metersParam, []);
  const [res, setRes] = useSearchParam('res', resolutionParam, 'auto');
  const filters = { type, asked, res };
  return (
    <EnergyFrame granularities={['day', 'week', 'month', 'year', 'custom']} toolbar={<Toolbar filters={filters} setType={setType} setAsked={setAsked} setRes={setRes} />}>
      <Monitoring filters={filters} />
    </EnergyFrame>
  );
}

function Toolbar({ filters, setType, setAsked, setRes }: { filters: Filters; setType: (t: EnergyType) => void; setAsked: (m: string[]) => void; setRes: (r: Resolution) => void }) {
  const intl = useIntl();
  const { config } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const chosen = chosenMeters(config, filters.type, filters.asked);
  const building = (did: string) => config.buildings.find((b) => b.did === did)?.name ?? '';
  return (
    <>
      <EnergyTypeSelect<EnergyType> value={filters.type} onChange={setType} label={t('overview.filter.energyType')} all={false} />
      <Select
        mode="multiple"
        aria-label={t('overview.monitor.meters')}
        placeholder={t('overview.monitor.meters')}
        value={chosen.map((m) => m.did)}
        maxCount={MAX_METERS}
        onChange={(dids: string[]) => setAsked(dids)}
        optionFilterProp="label"
        style={{ minWidth: 280, maxWidth: 640 }}
        options={config.meters
          .filter((m) => m.energytype === filters.type)
          .map((m) => ({ value: m.did, label: `${m.name} · ${building(m.building)}` }))}
      />
      <Select
        aria-label={t('overview.monitor.resolution')}
        value={filters.res}
        onChange={setRes}
        style={{ minWidth: 130 }}
        options={RESOLUTIONS.map((r) => ({ value: r, label: t(`overview.monitor.res.${r}`) }))}
      />
    </>
  );
}

const Monitoring = observer(function Monitoring({ filters }: { filters: Filters }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period } = useEnergy();
  const meters = chosenMeters(config, filters.type, filters.asked);
  const dids = meters.map((m) => m.did);
  const { interval, capped } = monitoringInterval(period, filters.res);
  const title = intl.formatMessage({ id: 'overview.monitor.chart' }, { unit: ENERGY_UNIT[filters.type] });
  const key = [store, period.start, period.end, dids.join(',')];
  const series = useResource(
    (signal) => (dids.length === 0 ? Promise.resolve(null) : analysisApi(api, pid).query({ store, meters: dids, metric: 'energy', start: period.start, end: period.end, interval }, { signal })),
    [...key, interval],
  );
  const totals = useResource(
    (signal) =>
      dids.length === 0
        ? Promise.resolve(null)
        : analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'meter', energytypes: [filters.type], kinds: [...new Set(meters.map((m) => m.kind))] }, { signal }),
    key,
  );
  if (meters.length === 0) return <Empty description={intl.formatMessage({ id: 'overview.monitor.noMeters' })} />;
  return (
    <>
      <MonitoringKpis type={filters.type} series={series} />
      {capped && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'overview.monitor.capped' })} />}
      <Card size="small" title={title} style={{ marginBottom: 12 }}>
        {series.value === undefined ? (
          <LoadState status={series.status} onRetry={() => void series.reload()} />
        ) : !series.value || series.value.series.length === 0 ? (
          <Empty description={intl.formatMessage({ id: 'energy.noData' })} />
        ) : (
          <TimeSeriesChart
            buckets={series.value.buckets}
            series={series.value.series.map((s) => ({ key: s.key, name: s.name, values: s.values }))}
            unit={ENERGY_UNIT[filters.type]}
            height={340}
            loading={series.loading}
            aria-label={title}
          />
        )}
      </Card>
      {series.value && totals.value ? (
        <MeterStatsTable meters={meters} series={series.value} totals={totals.value} unit={ENERGY_UNIT[filters.type]} />
      ) : (
        series.value !== undefined && <LoadState status={totals.status} onRetry={() => void totals.reload()} rows={3} />
      )}
    </>
  );
});
