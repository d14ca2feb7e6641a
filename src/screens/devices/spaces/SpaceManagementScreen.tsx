import { Alert, Button, Card, Col, Row, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { findSpace, SpaceTree } from '../../../ui/space-tree';
import { BindDialog } from './BindDialog';
import { boundRows, bindingExportJob, type BoundRow } from './bindingRows';
import { SpaceDetails } from './SpaceDetails';
import { useBindings } from './useBindings';
import { useSpaceScreen } from './useSpaceScreen';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `space-management`: what is where in the selected store. Each space's devices and meters (bound
 * to it directly), binding more to it (moved from where they were), and the store's bindings to
 * Excel. The structure itself is edited on space-configuration.
 */
export default function SpaceManagementScreen() {
  return <SpaceManagement />;
}

const SpaceManagement = observer(function SpaceManagement() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const state = useSpaceScreen({ storeInUrl: false });
  const { store, node, model, can } = state;
  const [binding, setBinding] = useState(false);
  const [version, setVersion] = useState(0);
  const bindings = useBindings(store, state.space, version);
  const spaceName = (did: string) => findSpace(model.nodes, did)?.space.name ?? did;
  const rows = bindings.value && state.space ? boundRows(bindings.value, state.space, intl) : [];
  const columns: TableColumnsType<BoundRow> = [
    { key: 'name', title: t('devices.col.name'), dataIndex: 'name' },
    { key: 'what', title: t('devices.space.what'), dataIndex: 'what' },
    { key: 'state', title: t('devices.col.online'), dataIndex: 'state' },
  ];

  if (!store) {
    return (
      <div data-screen="space-management">
        <EmptyData description={t('devices.space.chooseStore')} />
      </div>
    );
  }
  return (
    <div data-screen="space-management">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('devices.spaces.title')}>
            <SpaceTree store={store} model={model} selected={state.space} onSelect={state.choose} extra={(s) => t('devices.space.counts', { devices: s.deviceCount, meters: s.meterCount })} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={node ? t('devices.space.boundIn', { name: node.name }) : t('devices.space.bindingsTitle')}
            extra={
              <Space wrap>
                {can.edit && node ? (
                  <Button type="primary" onClick={() => setBinding(true)}>
                    {t('devices.space.bindHere')}
                  </Button>
                ) : null}
                {can.export ? <ExportButton job={bindingExportJob(api, intl, store, state.stores.find((s) => s.did === store)?.name ?? store, spaceName)} /> : null}
              </Space>
            }
          >
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {!can.edit ? <Alert type="info" showIcon title={t('devices.space.viewOnly')} /> : null}
              {!state.space ? (
                <EmptyData description={t('devices.space.chooseSpace')} />
              ) : bindings.status === 'error' && !bindings.value ? (
                <LoadFailed inline title={t('devices.space.loadFailed')} onRetry={() => void bindings.reload()} />
              ) : (
                <>
                  {node ? <SpaceDetails node={node} /> : null}
                  {bindings.value && rows.length === 0 ? (
                    <EmptyData description={t('devices.space.nothingBound')} />
                  ) : (
                    <Table<BoundRow> aria-label={t('devices.space.boundTable')} size="small" rowKey="did" loading={!bindings.value} dataSource={rows} columns={columns} pagination={{ pageSize: 50, showSizeChanger: false }} />
                  )}
                </>
              )}
            </Space>
          </Card>
        </Col>
      </Row>
      {binding && node ? (
        <BindDialog
          node={node}
          store={store}
          pid={state.pid}
          spaceName={spaceName}
          onClose={() => setBinding(false)}
          onBound={() => {
            setBinding(false);
            setVersion((v) => v + 1);
            void model.refresh().catch(() => undefined);
          }}
        />
      ) : null}
    </div>
  );
});
