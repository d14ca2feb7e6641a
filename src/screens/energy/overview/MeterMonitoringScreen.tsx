import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { seriesBatched } from '../../../api/analysisBatches';
import { Empty, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { idParam, oneOfParam, useSearchParam } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { EnergyTypeSelect } from './EnergyTypeSelect';
import { MeterDetail } from './MeterDetail';
import { MeterListTable } from './MeterListTable';
import { ALL_KINDS, statsOf } from './meters';
import { energyTypeOrAllParam, type EnergyTypeOrAll } from './params';
import { analysisApi } from '../../../api/analysis';

const ONLINE = ['all', 'online', 'offline'] as const;
type OnlineFilter = (typeof ONLINE)[number];
const onlineParam = oneOfParam(ONLINE);

export interface MeterFilters {
  type: EnergyTypeOrAll;
  building: string;
  online: OnlineFilter;
  meter: string;
}

/**
 * `meter-monitoring`: the store's meters on a day (the last day with data by default) with their
 * last hourly reading and the day's consumption; filters and the chosen meter live in the URL.
 */
export default function MeterMonitoringScreen() {
  const [type, setType] = useSearchParam('type', energyTypeOrAllParam, 'all');
  const [building, setBuilding] = useSearchParam('building', idParam, 'all');
  const [online, setOnline] = useSearchParam('online', onlineParam, 'all');
  const [meter, setMeter] = useSearchParam('meter', idParam, '');
  const filters: MeterFilters = { type, building, online, meter };
  return (
    <EnergyFrame granularities={['day']} toolbar={<Toolbar filters={filters} setType={setType} setBuilding={setBuilding} setOnline={setOnline} />}>
      <MeterMonitoring filters={filters} setMeter={setMeter} />
    </EnergyFrame>
  );
}

function Toolbar(props: { filters: MeterFilters; setType: (v: EnergyTypeOrAll) => void; setBuilding: (v: string) => void; setOnline: (v: OnlineFilter) => void }) {
  const intl = useIntl();
  const { config } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters } = props;
  return (
    <>
      <EnergyTypeSelect value={filters.type} onChange={props.setType} label={t('overview.filter.energyType')} />
      <Select
        aria-label={t('overview.filter.building')}
        value={config.buildings.some((b) => b.did === filters.building) ? filters.building : 'all'}
        onChange={props.setBuilding}
        style={{ minWidth: 180 }}
        options={[{ value: 'all', label: t('overview.filter.allBuildings') }, ...config.buildings.map((b) => ({ value: b.did, label: b.name }))]}
      />
      <Select
        aria-label={t('overview.filter.online')}
        value={filters.online}
        onChange={props.setOnline}
        style={{ minWidth: 140 }}
        options={ONLINE.map((v) => ({ value: v, label: t(`overview.filter.online.${v}`) }))}
      />
    </>
  );
}

const MeterMonitoring = observer(function MeterMonitoring({ filters, setMeter }: { filters: MeterFilters; setMeter: (did: string) => void }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period } = useEnergy();
  const day = period.end;
  const meters = config.meters.filter(
    (m) =>
      (filters.type === 'all' || m.energytype === filters.type) &&
      (filters.building === 'all' || !config.buildings.some((b) => b.did === filters.building) || m.building === filters.building) &&
      (filters.online === 'all' || m.online === (filters.online === 'online')),
  );
  const dids = meters.map((m) => m.did);
  const data = useResource(
    async (signal) => {
      if (dids.length === 0) return null;
      const [totals, hourly] = await Promise.all([
        analysisApi(api, pid).aggQuery({ stores: [store], start: day, end: day, groupby: 'meter', kinds: ALL_KINDS }, { signal }),
        // A store can have more meters than one series call takes (let rooms have their own).
        seriesBatched(analysisApi(api, pid), { store, meters: dids, metric: 'energy', start: day, end: day, interval: 'hour' }, signal),
      ]);
      return { totals, hourly };
    },
    [store, day, dids.join(',')],
  );
  const selected = config.meters.find((m) => m.did === filters.meter);
  const online = meters.filter((m) => m.online).length;
  const hourly = data.value?.hourly;
  // A meter's day is complete when every hour has a reading.
  const complete = hourly ? meters.filter((m) => statsOf(hourly.buckets, hourly.series.find((s) => s.key === m.did)?.values ?? []).missing === 0 && hourly.buckets.length > 0).length : null;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      <KpiRow
        items={[
          { key: 'meters', title: t('overview.kpi.meters'), value: meters.length, fractionDigits: 0, extra: t('overview.meters.ofStore', { total: config.meters.length }) },
          { key: 'online', title: t('overview.meters.onlineKpi'), value: online, fractionDigits: 0, extra: t('overview.meters.offlineCount', { count: meters.length - online }) },
          { key: 'complete', title: t('overview.meters.completeKpi'), value: complete, fractionDigits: 0, loading: data.pending && meters.length > 0 },
        ]}
      />
      {selected && <MeterDetail meter={selected} day={day} onClose={() => setMeter('')} />}
      {meters.length === 0 ? (
        <Empty description={t('overview.meters.none')} />
      ) : data.value === undefined || data.value === null ? (
        <LoadState status={data.status} onRetry={() => void data.reload()} />
      ) : (
        <MeterListTable meters={meters} totals={data.value.totals} hourly={data.value.hourly} selected={selected?.did ?? ''} onSelect={setMeter} />
      )}
    </>
  );
});
