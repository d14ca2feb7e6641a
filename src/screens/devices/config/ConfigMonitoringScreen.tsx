import { Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CONFIG_MENU_TYPES, type ConfigMenuType, type ConfigPoint } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { useRouteParamTab } from '../../../ui/url-state/useRouteParamTab';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { OneShown } from '../../../ui/OneShown';
import { idParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { onlineKpi } from '../shared/commonParts';
import { ListFilters, useSearchText } from '../shared/ListFilters';
import { LiveCardExtra, LoadFailed } from '../shared/monitorParts';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { configColumns, configExportColumns } from './configColumns';
import { filterConfigPoints, POINT_STATES, systemSpans } from './configPoints';
import { devicesApi } from '../../../api/devices';

const PAGE_SIZE = 50;
const stateParam = oneOfParam(POINT_STATES);

/**
 * `config-monitoring/:menutype?` (1 devices, 2 computer rooms, 4 storage, 6 stations): the store's
 * configured points of that system type, live, with their limits and alarms, grouped by system;
 * `device=` (a scanned storage system) shows that device's points alone.
 */
export default function ConfigMonitoringScreen() {
  return <ConfigMonitoring />;
}

const ConfigMonitoring = observer(function ConfigMonitoring() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [menutype] = useRouteParamTab<ConfigMenuType>('menutype', CONFIG_MENU_TYPES, 1);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const [state, setState] = useSearchParam('state', stateParam, 'all');
  const [search, setSearch] = useSearchText();
  // The one device a scanned label opened (a storage system's `device=`); the KPIs stay the store's.
  const [device, setDevice] = useSearchParam('device', idParam, '');
  const [page, setPage] = useState(1);
  const live = useLiveResource(store ? (signal) => devicesApi(api).configPoints(store, menutype, { silent: true, signal }) : null, [api, store, menutype]);
  const { resource } = live;
  const points = resource.value ?? [];
  const shown = filterConfigPoints(points, state, search, intl.locale, device);
  const current = Math.min(page, Math.max(1, Math.ceil(shown.length / PAGE_SIZE)));
  const spans = systemSpans(shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE));
  const reading = points.filter((p) => p.value !== null).length;
  const loaded = resource.value !== undefined;

  if (!loaded && resource.status === 'error') {
    return <LoadFailed onRetry={live.refresh} />;
  }
  const title = t(`devices.config.title.${menutype}`);
  const exportJob = rowsExportJob<ConfigPoint>(
    async (signal) => filterConfigPoints(await devicesApi(api).configPoints(store, menutype, { signal }), state, search, intl.locale, device),
    configExportColumns(intl),
    title,
  );
  return (
    <div data-screen="config-monitoring">
      <KpiRow
        items={[
          { key: 'systems', title: t('devices.config.kpi.systems'), value: loaded ? new Set(points.map((p) => p.system)).size : null, fractionDigits: 0 },
          { key: 'points', title: t('devices.config.kpi.points'), value: loaded ? points.length : null, fractionDigits: 0 },
          { key: 'alarms', title: t('devices.config.kpi.alarms'), value: loaded ? points.filter((p) => p.alarm).length : null, fractionDigits: 0 },
          { ...onlineKpi(intl, reading, points.length), title: t('devices.config.kpi.reading') },
        ]}
      />
      <Card
        size="small"
        title={title}
        extra={<LiveCardExtra live={live} exportJob={exportJob} canExport={pages.can('export')} empty={!shown.length} />}
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {device ? <OneShown name={points.find((p) => p.device === device)?.deviceName ?? device} onShowAll={() => setDevice('')} /> : null}
          <ListFilters
            choiceLabel={t('devices.config.state')}
            choices={POINT_STATES.map((s) => ({ value: s, label: t(s === 'all' ? 'devices.monitor.all' : `devices.config.state.${s}`) }))}
            choice={state}
            onChoice={(s) => {
              setState(s);
              setPage(1);
            }}
            search={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          {loaded && shown.length === 0 ? (
            <EmptyData description={t(points.length ? 'devices.config.noMatch' : `devices.config.none.${menutype}`)} />
          ) : (
            <Table<ConfigPoint>
              aria-label={t('devices.config.table', { title })}
              size="small"
              rowKey="id"
              bordered
              loading={!loaded}
              dataSource={shown}
              columns={configColumns(intl, spans)}
              pagination={{ pageSize: PAGE_SIZE, current, onChange: setPage, showSizeChanger: false }}
              scroll={{ x: 1000 }}
            />
          )}
        </Space>
      </Card>
    </div>
  );
});
