import { Alert, Button, Descriptions, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import type { Difference } from '../../../api/billing/types';
import type { SpaceRoom, SpacesSetup } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { useFormSave } from '../../../ui/form/useFormSave';
import { SPACES_WORDS } from '../shared/errorWords';
import { billingApi } from '../../../api/billing';

export type GroupAction = { kind: 'bind' } | { kind: 'share'; meter?: string } | { kind: 'difference'; meter?: string };

type Share = SpaceRoom['group']['shares'][number];

/** A room's meter group: own meters (unbind), shares of shared meters and differences (edit, remove). */
export function RoomGroup({ setup, room, pid, canEdit, onAction, onChanged }: { setup: SpacesSetup; room: SpaceRoom; pid: string; canEdit: boolean; onAction: (a: GroupAction) => void; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const write = useFormSave(null, { words: SPACES_WORDS });
  const name = (did: string) => setup.meters.find((m) => m.did === did)?.name ?? did;
  const removeShare = (meter: string) => void write.run(() => billingApi(api).spaces.deleteAllocation({ pid, meter }, { hideError: true }), onChanged);
  const removeDifference = (meter: string) => void write.run(() => billingApi(api).spaces.deleteAllocation({ pid, method: 'difference', meter, space: room.did }, { hideError: true }), onChanged);
  const unbind = (meter: string) => void write.run(() => billingApi(api).spaces.bindMeters({ pid, space: room.did, unbind: [meter] }, { hideError: true }), onChanged);
  const confirm = (title: string, onOk: () => void, label: string) => (
    <Popconfirm title={title} onConfirm={onOk} okText={t('billing.spaces.remove')} cancelText={t('common.cancel')}>
      <Button size="small" danger>{label}</Button>
    </Popconfirm>
  );

  const own: TableColumnsType<{ did: string }> = [
    { key: 'name', title: t('billing.spaces.meter'), render: (_, r) => name(r.did) },
    { key: 'did', title: 'ID', dataIndex: 'did' },
    ...(canEdit ? [{ key: 'act', title: t('common.actions'), render: (_: unknown, r: { did: string }) => confirm(t('billing.spaces.unbindAsk', { meter: name(r.did) }), () => unbind(r.did), t('billing.spaces.unbind')) }] : []),
  ];
  const shares: TableColumnsType<Share> = [
    { key: 'name', title: t('billing.spaces.meter'), render: (_, s) => name(s.meter) },
    { key: 'method', title: t('billing.spaces.method'), render: (_, s) => t(`billing.spaces.method.${s.method}`) },
    { key: 'percent', title: t('billing.spaces.percent'), align: 'right', render: (_, s) => `${intl.formatNumber(s.percent, { maximumFractionDigits: 4 })} %` },
    ...(canEdit
      ? [{
          key: 'act', title: t('common.actions'),
          render: (_: unknown, s: Share) => (
            <Space>
              <Button size="small" onClick={() => onAction({ kind: 'share', meter: s.meter })}>{t('billing.spaces.edit')}</Button>
              {confirm(t('billing.spaces.removeShareAsk', { meter: name(s.meter) }), () => removeShare(s.meter), t('billing.spaces.remove'))}
            </Space>
          ),
        }]
      : []),
  ];
  const differences: TableColumnsType<Difference> = [
    { key: 'name', title: t('billing.spaces.meter'), render: (_, d) => name(d.meter) },
    { key: 'minus', title: t('billing.spaces.minus'), render: (_, d) => d.minus.map(name).join(', ') },
    ...(canEdit
      ? [{ key: 'act', title: t('common.actions'), render: (_: unknown, d: Difference) => confirm(t('billing.spaces.removeShareAsk', { meter: name(d.meter) }), () => removeDifference(d.meter), t('billing.spaces.remove')) }]
      : []),
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={[
        { key: 'b', label: t('billing.spaces.building'), children: room.buildingName },
        { key: 'f', label: t('billing.spaces.floor'), children: `${room.floor}F` },
        { key: 't', label: t('billing.spaces.type'), children: t(`billing.spaces.roomtype.${room.roomtype}`) },
        { key: 'a', label: t('billing.spaces.area'), children: `${intl.formatNumber(room.area)} m²` },
      ]} />
      {write.general.length ? <Alert type="error" showIcon title={write.general.join(' ')} /> : null}
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>{t('billing.spaces.own')}</Typography.Title>
        {canEdit ? <Button onClick={() => onAction({ kind: 'bind' })}>{t('billing.spaces.bind')}</Button> : null}
      </Space>
      <Table aria-label={t('billing.spaces.own')} size="small" rowKey="did" pagination={false} columns={own} dataSource={room.group.own.map((did) => ({ did }))} />
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>{t('billing.spaces.shares')}</Typography.Title>
        {canEdit ? <Button onClick={() => onAction({ kind: 'share' })}>{t('billing.spaces.share')}</Button> : null}
      </Space>
      <Table aria-label={t('billing.spaces.shares')} size="small" rowKey="meter" pagination={false} columns={shares} dataSource={room.group.shares} />
      {room.group.differences.length ? (
        <Table aria-label={t('billing.spaces.differences')} size="small" rowKey="meter" pagination={false} columns={differences} dataSource={room.group.differences} />
      ) : null}
    </Space>
  );
}
