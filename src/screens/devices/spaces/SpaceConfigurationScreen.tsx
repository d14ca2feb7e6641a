import { Alert, Button, Card, Col, Row, Select, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { SpaceTree } from '../../../ui/space-tree';
import { SpaceDeleteDialog } from './SpaceDeleteDialog';
import { SpaceDetails } from './SpaceDetails';
import { SpaceEditDialog, type SpaceEdit } from './SpaceEditDialog';
import { SpaceMoveDialog } from './SpaceMoveDialog';
import { spaceExportJob } from './spaceExport';
import { useChildren } from './useChildren';
import { childLevel, useSpaceScreen } from './useSpaceScreen';
import { LoadFailed } from '../../../ui/LoadFailed';

type Open = { kind: 'edit'; edit: SpaceEdit } | { kind: 'move'; node: SpaceNode } | { kind: 'delete'; node: SpaceNode } | null;

/**
 * `space-configuration`: the structure of each store of the project (spec §2 lets it run without
 * a chosen store: the store is picked here, in the URL): buildings → floors → rooms with room type
 * and area; create, rename, move and delete, each checked and audited by the server.
 */
export default function SpaceConfigurationScreen() {
  return <SpaceConfiguration />;
}

const SpaceConfiguration = observer(function SpaceConfiguration() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const state = useSpaceScreen({ storeInUrl: true });
  const { store, node, can, model } = state;
  const [open, setOpen] = useState<Open>(null);
  const [version, setVersion] = useState(0);
  const children = useChildren(store, state.space, version);
  const storeName = state.stores.find((s) => s.did === store)?.name ?? store;
  const level = childLevel(node);
  const written = async (select?: string) => {
    setOpen(null);
    if (select !== undefined) state.choose(select);
    await model.refresh().catch(() => undefined);
    setVersion((v) => v + 1);
  };

  const columns: TableColumnsType<SpaceNode> = [
    { key: 'name', title: t('devices.space.name'), dataIndex: 'name' },
    { key: 'type', title: t('devices.space.type'), render: (_, s) => (s.roomtype ? t(`devices.space.roomtype.${s.roomtype}`) : t(`devices.space.level.${s.level}`)) },
    { key: 'area', title: t('devices.space.areaM2'), align: 'right', sorter: (a, b) => a.area - b.area, render: (_, s) => intl.formatNumber(s.area) },
    { key: 'devices', title: t('devices.space.devices'), align: 'right', dataIndex: 'deviceCount' },
    { key: 'meters', title: t('devices.space.meters'), align: 'right', dataIndex: 'meterCount' },
  ];

  if (!store) {
    return (
      <div data-screen="space-configuration">
        <EmptyData description={t('devices.space.chooseStore')} />
      </div>
    );
  }
  return (
    <div data-screen="space-configuration">
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('devices.spaces.title')}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              {state.stores.length > 1 ? (
                <Select
                  aria-label={t('devices.space.store')}
                  style={{ width: '100%' }}
                  value={store}
                  onChange={state.chooseStore}
                  options={state.stores.map((s) => ({ value: s.did, label: s.name }))}
                />
              ) : null}
              <SpaceTree store={store} model={model} selected={state.space} onSelect={state.choose} extra={(s) => `${intl.formatNumber(s.area)} m²`} />
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={node ? node.name : storeName}
            extra={
              <Space wrap>
                {can.add && level ? (
                  <Button type="primary" onClick={() => setOpen({ kind: 'edit', edit: { mode: 'create', parent: node?.did ?? store, parentName: node?.name ?? storeName, level } })}>
                    {t('devices.space.add', { level: t(`devices.space.level.${level}`) })}
                  </Button>
                ) : null}
                {can.edit && node ? <Button onClick={() => setOpen({ kind: 'edit', edit: { mode: 'edit', node } })}>{t('common.edit')}</Button> : null}
                {can.edit && node && node.level !== 'building' ? <Button onClick={() => setOpen({ kind: 'move', node })}>{t('devices.space.move')}</Button> : null}
                {can.delete && node ? (
                  <Button danger onClick={() => setOpen({ kind: 'delete', node })}>
                    {t('common.delete')}
                  </Button>
                ) : null}
                {can.export ? <ExportButton job={spaceExportJob(api, intl, store, storeName)} /> : null}
              </Space>
            }
          >
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {!can.add && !can.edit && !can.delete ? <Alert type="info" showIcon title={t('devices.space.viewOnly')} /> : null}
              {node ? <SpaceDetails node={node} /> : null}
              {children.status === 'error' && !children.value ? (
                <LoadFailed inline title={t('devices.space.loadFailed')} onRetry={() => void children.reload()} />
              ) : children.value && children.value.length === 0 ? (
                <EmptyData description={t(level ? 'devices.space.noChildren' : 'devices.space.roomHasNone')} />
              ) : (
                <Table<SpaceNode>
                  aria-label={t('devices.space.childrenOf', { name: node?.name ?? storeName })}
                  size="small"
                  rowKey="did"
                  loading={!children.value}
                  dataSource={children.value ?? []}
                  columns={columns}
                  pagination={false}
                />
              )}
            </Space>
          </Card>
        </Col>
      </Row>
      {open?.kind === 'edit' ? <SpaceEditDialog edit={open.edit} pid={state.pid} onClose={() => setOpen(null)} onSaved={() => void written()} /> : null}
      {open?.kind === 'move' ? <SpaceMoveDialog node={open.node} store={store} pid={state.pid} onClose={() => setOpen(null)} onMoved={() => void written()} /> : null}
      {open?.kind === 'delete' ? (
        <SpaceDeleteDialog node={open.node} pid={state.pid} onClose={() => setOpen(null)} onDeleted={() => void written(open.node.parent === store ? '' : open.node.parent)} />
      ) : null}
    </div>
  );
});
