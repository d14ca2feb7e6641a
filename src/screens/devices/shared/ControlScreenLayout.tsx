import { Alert, Card, Col, Row, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import { BatchResults } from '../../../ui/command';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import type { ExportJob } from '../../../ui/export-button/useExportRun';
import { KpiRow, type KpiItem } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import type { TableColumnsType } from 'antd';
import { columnsWidth } from './commonParts';
import { notControllable } from './OnlineCell';
import { SpaceTree } from '../../../ui/space-tree';
import type { ControlScreen } from './useControlScreen';
import { LoadFailed } from '../../../ui/LoadFailed';
import { OneShown } from '../../../ui/OneShown';

export interface ControlScreenLayoutProps {
  screen: string;
  state: ControlScreen;
  kpis: KpiItem[];
  title: string;
  tableLabel: string;
  empty: string;
  /** Memoized by the screen (the table redraws a cell only for a changed row or new columns). */
  columns: TableColumnsType<DeviceView>;
  /** The controls, shown to users who may control; none for devices that take no commands. */
  controls?: ReactNode;
  /** The list as filtered, to Excel or CSV (offered to users who may export). */
  exportJob: ExportJob;
}

/** The device control screens' frame: space tree, KPIs, controls, the batch's results and the live table. */
export const ControlScreenLayout = observer(function ControlScreenLayout({ screen, state, kpis, title, tableLabel, empty, columns, controls, exportJob }: ControlScreenLayoutProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { live, devices, tracker, byDid } = state;
  const { resource } = live;
  if (!resource.value && resource.status === 'error') {
    return <LoadFailed title={t('devices.loadFailed')} onRetry={live.refresh} />;
  }
  return (
    <div data-screen={screen}>
      <Row gutter={[12, 12]}>
        {/* The tree gives way to the table on wide screens (the table is what is read and acted on). */}
        <Col xs={24} lg={6} xl={5} xxl={4}>
          <Card size="small" title={t('devices.spaces.title')}>
            <SpaceTree store={state.store} selected={state.space} onSelect={(did, node) => state.chooseSpace(did, node?.name)} />
          </Card>
        </Col>
        <Col xs={24} lg={18} xl={19} xxl={20}>
          <KpiRow items={kpis} />
          <Card
            size="small"
            title={title}
            extra={
              <Space>
                <LastUpdated live={live} />
                {state.canExport ? <ExportButton job={exportJob} disabled={!devices.length} /> : null}
              </Space>
            }
          >
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {state.device ? <OneShown name={byDid.get(state.device)?.name ?? state.device} onShowAll={state.showAll} /> : null}
              {controls === undefined ? null : state.canControl ? controls : <Alert type="info" showIcon title={t('devices.viewOnly')} />}
              <BatchResults tracker={tracker} nameOf={(did) => byDid.get(did)?.name ?? did} canRetry={state.canControl} />
              {resource.value && devices.length === 0 ? (
                <EmptyData description={empty} />
              ) : (
                <Table<DeviceView>
                  aria-label={tableLabel}
                  size="small"
                  rowKey="did"
                  stableRows
                  loading={!resource.value}
                  dataSource={devices}
                  columns={columns}
                  pagination={{ pageSize: 50, showSizeChanger: false }}
                  // As wide as its columns need and no wider: from 1280 px the card holds them all;
                  // below, it scrolls with the name and connection fixed on the left.
                  scroll={{ x: columnsWidth(columns) }}
                  rowSelection={
                    state.canControl && controls !== undefined
                      ? {
                          selectedRowKeys: state.selected,
                          onChange: (keys) => state.setSelected(keys as string[]),
                          getCheckboxProps: (d) => {
                            const why = notControllable(d, intl);
                            return { disabled: why !== null, title: why ?? undefined, 'aria-label': intl.formatMessage({ id: 'devices.select' }, { name: d.name }) };
                          },
                        }
                      : undefined
                  }
                />
              )}
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
});

/** Who a command goes to, for people: "3 selected", "All in Floor 2", or what to choose. */
export function targetLabel(state: ControlScreen, t: (id: string, values?: Record<string, string | number>) => string, allInId: string): string {
  if (state.chosen.length) return t('devices.selectedCount', { count: state.chosen.length });
  return state.space && !state.device ? t(allInId, { space: state.spaceName }) : t('devices.chooseTargets');
}
