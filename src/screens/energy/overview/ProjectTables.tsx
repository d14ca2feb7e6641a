import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, METER_KINDS, type BuildingInfo, type MeterKind } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { LoadState, useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { rowOf } from './kpis';
import { Table } from '../../../ui';
import { analysisApi } from '../../../api/analysis';

interface BuildingLine extends BuildingInfo {
  kwh: number | null;
  tce: number | null;
}

/** The store's buildings with the period's electricity, its intensity and all energy in tce. */
export const BuildingsTable = observer(function BuildingsTable() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const answers = useResource(
    (signal) =>
      analysisApi(api, pid).aggQueries(
        [
          { stores: [store], start: period.start, end: period.end, groupby: 'building' },
          { stores: [store], start: period.start, end: period.end, groupby: 'building', energytypes: ['electricity'] },
        ],
        { signal },
      ),
    [store, period.start, period.end],
  );
  if (!answers.value) return <LoadState status={answers.status} onRetry={() => void answers.reload()} />;
  const [all, electricity] = answers.value;
  if (config.buildings.length === 0) return <Empty description={intl.formatMessage({ id: 'energy.noData' })} />;
  const lines: BuildingLine[] = config.buildings.map((b) => ({ ...b, kwh: rowOf(electricity, b.did)?.energy ?? null, tce: rowOf(all, b.did)?.tce ?? null }));
  const num = { align: 'right' as const };
  return (
    <Table<BuildingLine>
      size="small"
      rowKey="did"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 860 }}
      aria-label={t('overview.project.tab.buildings')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('overview.col.building') },
        { key: 'type', title: t('overview.col.buildingType'), render: (_, b) => t(`energy.buildingType.${b.type}`) },
        { key: 'floorarea', title: t('overview.col.floorArea'), ...num, render: (_, b) => `${format.number(b.floorarea, 0)} m²` },
        { key: 'floors', dataIndex: 'floors', title: t('overview.col.floors'), ...num },
        { key: 'builtYear', dataIndex: 'builtYear', title: t('overview.col.builtYear'), ...num },
        { key: 'kwh', title: t('overview.col.electricity'), ...num, render: (_, b) => (b.kwh === null ? '—' : format.quantity(b.kwh, 'kWh')) },
        {
          key: 'intensity',
          title: t('overview.col.electricityIntensity'),
          ...num,
          render: (_, b) => (b.kwh === null || b.floorarea <= 0 ? '—' : `${format.number(b.kwh / b.floorarea, 2)} kWh/m²`),
        },
        { key: 'tce', title: t('overview.col.tce'), ...num, render: (_, b) => (b.tce === null ? '—' : format.number(b.tce, 3)) },
      ]}
    />
  );
});



interface KindLine {
  kind: MeterKind;
  counts: Record<string, number>;
  total: number;
  online: number;
}

/** Meter counts by kind and energy type, with how many report online. */
export function MetersTable() {
  const intl = useIntl();
  const { config, format } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const lines: KindLine[] = METER_KINDS.map((kind) => {
    const meters = config.meters.filter((m) => m.kind === kind);
    const counts = Object.fromEntries(ENERGY_TYPES.map((type) => [type, meters.filter((m) => m.energytype === type).length]));
    return { kind, counts, total: meters.length, online: meters.filter((m) => m.online).length };
  }).filter((l) => l.total > 0);
  if (lines.length === 0) return <Empty description={intl.formatMessage({ id: 'energy.noData' })} />;
  return (
    <Table<KindLine>
      size="small"
      rowKey="kind"
      pagination={false}
      dataSource={lines}
      aria-label={t('overview.project.tab.meters')}
      columns={[
        { key: 'kind', title: t('overview.col.kind'), render: (_, l) => t(`overview.kind.${l.kind}`) },
        ...ENERGY_TYPES.map((type) => ({ key: type, title: format.energyType(type), align: 'right' as const, render: (_: unknown, l: KindLine) => l.counts[type] ?? 0 })),
        { key: 'total', dataIndex: 'total', title: t('overview.col.total'), align: 'right' },
        { key: 'online', title: t('overview.col.online'), align: 'right', render: (_, l) => `${l.online} / ${l.total}` },
      ]}
    />
  );
}
