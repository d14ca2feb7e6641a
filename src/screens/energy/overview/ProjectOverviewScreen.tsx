import { Card, Descriptions, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { oneOfParam, useSearchParam } from '../../../ui';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { floorAreaOf, rowOf, totalKpis } from './kpis';
import { BuildingsTable, MetersTable } from './ProjectTables';

const TABS = ['buildings', 'meters'] as const;
type Tab = (typeof TABS)[number];
const tabParam = oneOfParam(TABS);

/** `project-overview`: the store's profile (buildings, meters, assets, data coverage) and the period's totals. */
export default function ProjectOverviewScreen() {
  return (
    <EnergyFrame>
      <ProjectOverview />
    </EnergyFrame>
  );
}

const ProjectOverview = observer(function ProjectOverview() {
  const intl = useIntl();
  const { store, config, period, format } = useEnergy();
  const [tab, setTab] = useSearchParam('tab', tabParam, 'buildings');
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, [store, period.start, period.end]);
  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const data = totals.value;
  const area = floorAreaOf(config);
  const kwh = rowOf(data.current, 'electricity')?.energy ?? 0;
  const kwhBefore = rowOf(data.yoy, 'electricity')?.energy;
  const online = config.meters.filter((m) => m.online).length;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const capacity = (kinds: string[]) => config.meters.filter((m) => kinds.includes(m.kind)).reduce((sum, m) => sum + (m.capacityKw ?? 0), 0);
  const kw = (value: number) => `${format.number(value, 1)} kW`;

  return (
    <>
      <KpiRow
        items={[
          { key: 'area', title: t('overview.kpi.floorArea'), value: area, unit: 'm²', fractionDigits: 0, extra: t('overview.project.buildings', { count: config.buildings.length }) },
          { key: 'meters', title: t('overview.kpi.meters'), value: config.meters.length, fractionDigits: 0, extra: t('overview.project.online', { online, total: config.meters.length }) },
          {
            key: 'intensity',
            title: t('overview.kpi.electricityIntensity'),
            value: area > 0 ? kwh / area : null,
            unit: 'kWh/m²',
            trend: area > 0 && kwhBefore !== undefined ? trendOf(kwh / area, kwhBefore / area) : undefined,
          },
          ...totalKpis(intl, format, data, ['tce', 'carbon', 'cost']),
        ]}
      />
      <Card size="small" title={t('overview.project.profile')} style={{ marginBottom: 12 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('overview.project.name')}>{config.storeName}</Descriptions.Item>
          <Descriptions.Item label={t('overview.project.timezone')}>{config.timezone}</Descriptions.Item>
          <Descriptions.Item label={t('overview.project.coverage')}>{t('overview.project.range', { from: format.day(config.dataFrom), to: format.day(config.dataTo) })}</Descriptions.Item>
          <Descriptions.Item label={t('overview.project.pv')}>{kw(capacity(['pv']))}</Descriptions.Item>
          <Descriptions.Item label={t('overview.project.storage')}>
            {config.storage.length === 0
              ? '—'
              : t('overview.project.storageValue', {
                  count: config.storage.length,
                  kwh: format.number(config.storage.reduce((s, x) => s + x.capacityKwh, 0), 0),
                  kw: format.number(config.storage.reduce((s, x) => s + x.powerKw, 0), 0),
                })}
          </Descriptions.Item>
          <Descriptions.Item label={t('overview.project.charging')}>{kw(capacity(['charging', 'discharge']))}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        title={
          <Segmented<Tab>
            aria-label={t('overview.project.view')}
            value={tab}
            onChange={setTab}
            options={TABS.map((v) => ({ value: v, label: t(`overview.project.tab.${v}`) }))}
          />
        }
      >
        {tab === 'buildings' ? <BuildingsTable /> : <MetersTable />}
      </Card>
    </>
  );
});
