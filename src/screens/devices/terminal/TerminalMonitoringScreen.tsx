import { Card, Col, Row, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { KpiRow } from '../../../ui/KpiRow';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { baseColumns, labelColumn, onlineKpi } from '../shared/commonParts';
import { baseExportColumns } from '../shared/deviceExport';
import { ListFilters, useSearchText } from '../shared/ListFilters';
import { LiveCardExtra, LoadFailed, SpaceTreeCard } from '../shared/monitorParts';
import { useSpaceChoice } from '../shared/useSpaceChoice';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { OneShown } from '../../../ui/OneShown';
import { isAlarm, isRunning, keyValue, readTerminals, searchTerminals, stateText, TERMINAL_TYPES, terminalType, type TerminalType } from './terminals';

const TYPE_CHOICES: ReadonlyArray<TerminalType | 'all'> = ['all', ...TERMINAL_TYPES];
const typeParam = oneOfParam(TYPE_CHOICES);

/** `terminal-monitoring`: the store's terminals (AC, lighting, hot water) and sensors by space, live. */
export default function TerminalMonitoringScreen() {
  return <TerminalMonitoring />;
}

const TerminalMonitoring = observer(function TerminalMonitoring() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const choice = useSpaceChoice();
  const { space, device } = choice;
  const [type, setType] = useSearchParam('type', typeParam, 'all');
  const [search, setSearch] = useSearchText();
  const types = type === 'all' ? TERMINAL_TYPES : [type];
  const live = useLiveResource(store ? (signal) => readTerminals(api, store, space, types, signal) : null, [api, store, space, type]);
  const { resource } = live;
  const devices = resource.value ?? [];
  // The search, and the one device a scanned label opened (`device=`).
  const narrow = (list: readonly DeviceView[]) => searchTerminals(list, search).filter((d) => !device || d.did === device);
  const shown = narrow(devices);
  const loaded = resource.value !== undefined;

  if (!loaded && resource.status === 'error') {
    return <LoadFailed onRetry={live.refresh} />;
  }
  const columns: TableColumnsType<DeviceView> = [
    ...baseColumns(intl),
    { key: 'type', title: t('devices.terminal.type'), render: (_, d) => t(`devices.terminal.type.${terminalType(d)}`) },
    { key: 'state', title: t('devices.terminal.state'), render: (_, d) => (d.sensor?.alarm ? <StatusTag tone="error">{stateText(intl, d)}</StatusTag> : stateText(intl, d)) },
    { key: 'value', title: t('devices.terminal.value'), align: 'right', render: (_, d) => keyValue(intl, d).text },
    { key: 'load', title: `${t('devices.col.load')} (kW)`, align: 'right', render: (_, d) => intl.formatNumber(d.loadKw, { maximumFractionDigits: 2 }) },
    labelColumn(intl, 'device'),
  ];
  const title = space ? t('devices.terminal.in', { space: choice.spaceName }) : t('devices.terminal.all');
  const exportJob = rowsExportJob<DeviceView>(
    async (signal) => narrow(await readTerminals(api, store, space, types, signal, false)),
    [
      ...baseExportColumns(intl),
      { key: 'type', title: t('devices.terminal.type'), value: (d) => t(`devices.terminal.type.${terminalType(d)}`) },
      { key: 'state', title: t('devices.terminal.state'), value: (d) => stateText(intl, d) },
      { key: 'value', title: t('devices.terminal.value'), type: 'number', value: (d) => keyValue(intl, d).value },
      { key: 'unit', title: t('devices.live.unit'), value: (d) => keyValue(intl, d).unit },
      { key: 'loadKw', title: `${t('devices.col.load')} (kW)`, type: 'number' },
    ],
    t('devices.terminal.table'),
  );
  return (
    <div data-screen="terminal-monitoring">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={6}>
          <SpaceTreeCard store={store} choice={choice} />
        </Col>
        <Col xs={24} lg={18}>
          <KpiRow
            items={[
              { key: 'devices', title: t('devices.terminal.kpi.devices'), value: loaded ? devices.length : null, fractionDigits: 0 },
              onlineKpi(intl, devices.filter((d) => d.online === 'online').length, devices.length),
              { key: 'running', title: t('devices.terminal.kpi.running'), value: loaded ? devices.filter(isRunning).length : null, fractionDigits: 0 },
              { key: 'alarms', title: t('devices.terminal.kpi.alarms'), value: loaded ? devices.filter(isAlarm).length : null, fractionDigits: 0 },
            ]}
          />
          <Card
            size="small"
            title={title}
            extra={<LiveCardExtra live={live} exportJob={exportJob} canExport={pages.can('export')} empty={!shown.length} />}
          >
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {device ? <OneShown name={devices.find((d) => d.did === device)?.name ?? device} onShowAll={choice.showAll} /> : null}
              <ListFilters
                choiceLabel={t('devices.terminal.type')}
                choices={TYPE_CHOICES.map((c) => ({ value: c, label: t(c === 'all' ? 'devices.monitor.all' : `devices.terminal.type.${c}`) }))}
                choice={type}
                onChoice={setType}
                search={search}
                onSearch={setSearch}
              />
              {loaded && shown.length === 0 ? (
                <EmptyData description={t('devices.terminal.none')} />
              ) : (
                <Table<DeviceView>
                  aria-label={t('devices.terminal.table')}
                  size="small"
                  rowKey="did"
                  loading={!loaded}
                  dataSource={shown}
                  columns={columns}
                  pagination={{ pageSize: 50, showSizeChanger: false }}
                  scroll={{ x: 1000 }}
                />
              )}
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
});
