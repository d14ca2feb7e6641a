import { Card, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { StoreOverview } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { onlineKpi } from '../shared/commonParts';
import { LiveCardExtra, LoadFailed } from '../shared/monitorParts';
import { overviewExportJob } from './overviewExport';
import { devicesApi } from '../../../api/devices';

/** The device screens a store's row links to (following one selects the store). */
const STORE_SCREENS = [
  { route: 'terminal-monitoring', label: 'devices.overview.openTerminals' },
  { route: 'gateway-management', label: 'devices.overview.openGateways' },
] as const;

/**
 * `device-projects-overview`: every store of the parent business in figures, live: devices,
 * online rate, open alarms, commands today and the savings attributed to policies.
 */
export default function DeviceProjectsOverviewScreen() {
  return <DeviceProjectsOverview />;
}

const DeviceProjectsOverview = observer(function DeviceProjectsOverview() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const parent = project.currentParent;
  const live = useLiveResource(parent ? (signal) => devicesApi(api).projectsOverview(parent, { silent: true, signal }) : null, [api, parent]);
  const { resource } = live;
  const stores = resource.value?.stores ?? [];
  const loaded = resource.value !== undefined;
  const sum = (pick: (s: StoreOverview) => number) => stores.reduce((total, s) => total + pick(s), 0);
  const money = (s: StoreOverview) => intl.formatNumber(s.savingsMoney, { style: 'currency', currency: s.currency });

  if (!loaded && resource.status === 'error') {
    return <LoadFailed onRetry={live.refresh} />;
  }
  const columns: TableColumnsType<StoreOverview> = [
    { key: 'name', title: t('devices.overview.store'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, intl.locale) },
    { key: 'devices', title: t('devices.overview.devices'), dataIndex: 'devices', align: 'right', sorter: (a, b) => a.devices - b.devices },
    { key: 'online', title: t('devices.overview.online'), dataIndex: 'online', align: 'right' },
    { key: 'rate', title: t('devices.overview.onlineRate'), align: 'right', sorter: (a, b) => a.onlineRate - b.onlineRate, render: (_, s) => intl.formatNumber(s.onlineRate, { style: 'percent', maximumFractionDigits: 1 }) },
    { key: 'alarms', title: t('devices.overview.alarms'), dataIndex: 'openAlarms', align: 'right', sorter: (a, b) => a.openAlarms - b.openAlarms },
    { key: 'commands', title: t('devices.overview.commandsToday'), dataIndex: 'commandsToday', align: 'right' },
    { key: 'savingsKwh', title: t('devices.overview.savingsKwh'), align: 'right', render: (_, s) => intl.formatNumber(s.savingsKwh, { maximumFractionDigits: 1 }) },
    { key: 'savingsMoney', title: t('devices.overview.savingsMoney'), align: 'right', render: (_, s) => money(s) },
    {
      key: 'open',
      title: t('devices.overview.open'),
      render: (_, s) => (
        <Space size={12}>
          {STORE_SCREENS.map(({ route, label }) => (
            <Link key={route} to={`/index/${route}`} onClick={() => project.selectStore(s.store)} aria-label={t(`${label}.of`, { store: s.name })}>
              {t(label)}
            </Link>
          ))}
        </Space>
      ),
    },
  ];
  const exportJob = overviewExportJob(api, parent, intl);
  return (
    <div data-screen="device-projects-overview">
      <KpiRow
        items={[
          { key: 'stores', title: t('devices.overview.kpi.stores'), value: loaded ? stores.length : null, fractionDigits: 0 },
          { key: 'devices', title: t('devices.overview.devices'), value: loaded ? sum((s) => s.devices) : null, fractionDigits: 0 },
          onlineKpi(intl, sum((s) => s.online), sum((s) => s.devices)),
          { key: 'alarms', title: t('devices.overview.alarms'), value: loaded ? sum((s) => s.openAlarms) : null, fractionDigits: 0 },
        ]}
      />
      <Card
        size="small"
        title={t('devices.overview.title', { name: project.parent?.name ?? '' })}
        extra={<LiveCardExtra live={live} exportJob={exportJob} canExport={pages.can('export')} empty={!stores.length} />}
      >
        {loaded && stores.length === 0 ? (
          <EmptyData description={t('devices.overview.none')} />
        ) : (
          <Table<StoreOverview> aria-label={t('devices.overview.table')} size="small" rowKey="store" loading={!loaded} dataSource={stores} columns={columns} pagination={{ pageSize: 50, hideOnSinglePage: true }} scroll={{ x: 1000 }} />
        )}
      </Card>
    </div>
  );
});
