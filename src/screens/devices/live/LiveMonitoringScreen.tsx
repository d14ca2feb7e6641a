import { Card, Col, Row, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { Sparkline } from '../../../ui/sparkline/Sparkline';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { onlineKpi } from '../shared/commonParts';
import { ListFilters, useSearchText } from '../shared/ListFilters';
import { LiveCardExtra, LoadFailed, SpaceTreeCard } from '../shared/monitorParts';
import { useSpaceChoice } from '../shared/useSpaceChoice';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { filterPoints, HOUR_MS, POINT_METRICS, type LivePoint, type PointMetric } from './livePoints';
import { useLivePoints } from './useLivePoints';

const METRIC_CHOICES: ReadonlyArray<PointMetric | 'all'> = ['all', ...POINT_METRICS];
const metricParam = oneOfParam(METRIC_CHOICES);

/** `live-monitoring`: a space's devices and meters live (power, temperature, humidity, CO2…), each with its last hour. */
export default function LiveMonitoringScreen() {
  return <LiveMonitoring />;
}

/** The live table's columns; every sparkline spans the same hour, ending at `to`. */
function liveColumns(intl: IntlShape, to: number): TableColumnsType<LivePoint> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const value = (p: LivePoint) => (p.value === null ? '—' : `${intl.formatNumber(p.value, { maximumFractionDigits: 2 })} ${p.unit}`);
  const trendLabel = (p: LivePoint): string => {
    if (p.series.length === 0) return t('devices.live.noTrend');
    const values = p.series.map((s) => s.v);
    const fmt = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
    return t('devices.live.trend', { min: fmt(Math.min(...values)), max: fmt(Math.max(...values)), unit: p.unit });
  };
  return [
    { key: 'name', title: t('devices.col.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, intl.locale) },
    { key: 'source', title: t('devices.live.source'), render: (_, p) => t(`devices.live.source.${p.source}`) },
    { key: 'space', title: t('devices.col.space'), dataIndex: 'spaceName' },
    { key: 'metric', title: t('devices.live.metric'), render: (_, p) => t(`devices.live.metric.${p.metric}`) },
    { key: 'value', title: t('devices.live.value'), align: 'right', render: (_, p) => value(p) },
    {
      key: 'trend',
      title: t('devices.live.lastHour'),
      render: (_, p) => <Sparkline samples={p.series} from={to - HOUR_MS} to={to} label={trendLabel(p)} />,
    },
    { key: 'online', title: t('devices.col.online'), render: (_, p) => <StatusTag tone={p.online ? 'success' : 'error'}>{t(p.online ? 'devices.online.online' : 'devices.live.notReading')}</StatusTag> },
  ];
}

const LiveMonitoring = observer(function LiveMonitoring() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { project, pages } = useStores();
  const store = project.currentStore;
  const choice = useSpaceChoice();
  const { space } = choice;
  const [metric, setMetric] = useSearchParam('metric', metricParam, 'all');
  const [search, setSearch] = useSearchText();
  const live = useLivePoints(store, space);
  const { resource } = live;
  const points = resource.value ?? [];
  const shown = filterPoints(points, metric, search);
  const to = points.reduce((latest, p) => Math.max(latest, p.series[p.series.length - 1]?.t ?? 0), 0);
  const temps = points.filter((p) => p.metric === 'temperature' && p.source !== 'hotwater' && p.value !== null).map((p) => p.value!);

  // Rows keep their object while unchanged (useLivePoints); the sparklines' window moves with `to`.
  const columns = useMemo(() => liveColumns(intl, to), [intl, to]);

  if (!resource.value && resource.status === 'error') {
    return <LoadFailed onRetry={live.refresh} />;
  }
  const exportJob = rowsExportJob<LivePoint>(
    async () => filterPoints(points, metric, search),
    [
      { key: 'name', title: t('devices.col.name') },
      { key: 'source', title: t('devices.live.source'), value: (p) => t(`devices.live.source.${p.source}`) },
      { key: 'spaceName', title: t('devices.col.space') },
      { key: 'metric', title: t('devices.live.metric'), value: (p) => t(`devices.live.metric.${p.metric}`) },
      { key: 'value', title: t('devices.live.value'), type: 'number', value: (p) => p.value },
      { key: 'unit', title: t('devices.live.unit') },
      { key: 'online', title: t('devices.col.online'), value: (p) => t(p.online ? 'devices.online.online' : 'devices.live.notReading') },
    ],
    t('devices.live.table'),
  );
  return (
    <div data-screen="live-monitoring">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={6}>
          <SpaceTreeCard store={store} choice={choice} />
        </Col>
        <Col xs={24} lg={18}>
          <KpiRow
            items={[
              { key: 'points', title: t('devices.live.kpi.points'), value: resource.value ? points.length : null, fractionDigits: 0 },
              onlineKpi(intl, points.filter((p) => p.online).length, points.length),
              { key: 'temp', title: t('devices.live.kpi.avgTemp'), value: temps.length ? temps.reduce((a, b) => a + b, 0) / temps.length : null, unit: '°C', fractionDigits: 1 },
            ]}
          />
          <Card
            size="small"
            title={space ? t('devices.live.in', { space: choice.spaceName }) : t('devices.live.title')}
            extra={space ? <LiveCardExtra live={live} exportJob={exportJob} canExport={pages.can('export')} empty={!shown.length} /> : null}
          >
            {!space ? (
              <EmptyData description={t('devices.live.chooseSpace')} />
            ) : (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                <ListFilters
                  choiceLabel={t('devices.live.metric')}
                  choices={METRIC_CHOICES.map((m) => ({ value: m, label: t(m === 'all' ? 'devices.monitor.all' : `devices.live.metric.${m}`) }))}
                  choice={metric}
                  onChoice={setMetric}
                  search={search}
                  onSearch={setSearch}
                />
                {resource.value && shown.length === 0 ? (
                  <EmptyData description={t('devices.live.none')} />
                ) : (
                  <Table<LivePoint>
                    aria-label={t('devices.live.table')}
                    size="small"
                    rowKey="id"
                    stableRows
                    loading={!resource.value}
                    dataSource={shown}
                    columns={columns}
                    pagination={{ pageSize: 100, showSizeChanger: false }}
                    scroll={{ x: 900 }}
                  />
                )}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
});
