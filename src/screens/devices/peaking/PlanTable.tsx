import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Switch, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import type { PeakingPlan } from '../../../api/devices/types';
import { Table } from '../../../ui/data-table/Table';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { daysText, rangeText, windowText } from './planText';

export interface PlanTableProps {
  plans: PeakingPlan[];
  selected: string;
  onSelect: (did: string) => void;
  /** Absent when the user may not edit (or delete): the column shows state only. */
  onEdit?: (plan: PeakingPlan) => void;
  onToggle?: (plan: PeakingPlan, enabled: boolean) => void;
  onDelete?: (plan: PeakingPlan) => void;
  /** The plan whose enable switch is being saved. */
  busy: string;
}

/** The store's peaking plans: target, windows, days, range and whether each is enabled; choosing a row charts it. */
export function PlanTable({ plans, selected, onSelect, onEdit, onToggle, onDelete, busy }: PlanTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<PeakingPlan> = [
    {
      key: 'name',
      title: t('devices.peaking.name'),
      render: (_, p) => (
        <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={p.did === selected} onClick={() => onSelect(p.did)}>
          {p.name}
        </Button>
      ),
    },
    { key: 'target', title: `${t('devices.peaking.target')} (kW)`, align: 'right', render: (_, p) => intl.formatNumber(p.targetPeakKw) },
    { key: 'windows', title: t('devices.peaking.windows'), render: (_, p) => p.windows.map((w, i) => <div key={i}>{windowText(intl, w)}</div>) },
    { key: 'days', title: t('devices.peaking.days'), render: (_, p) => daysText(intl, p) },
    { key: 'range', title: t('devices.peaking.range'), render: (_, p) => rangeText(intl, p) },
    {
      key: 'enabled',
      title: t('devices.peaking.enabled'),
      render: (_, p) =>
        onToggle ? (
          <Switch checked={p.enabled} loading={busy === p.did} aria-label={t('devices.peaking.enableOf', { name: p.name })} onChange={(on) => onToggle(p, on)} />
        ) : (
          <StatusTag tone={p.enabled ? 'success' : 'neutral'}>{t(p.enabled ? 'devices.peaking.on' : 'devices.peaking.off')}</StatusTag>
        ),
    },
  ];
  if (onEdit || onDelete) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, p) => (
        <Space size={0}>
          {onEdit ? <Button type="text" size="small" icon={<EditOutlined aria-hidden />} aria-label={t('devices.peaking.editOf', { name: p.name })} onClick={() => onEdit(p)} /> : null}
          {onDelete ? <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('devices.peaking.deleteOf', { name: p.name })} onClick={() => onDelete(p)} /> : null}
        </Space>
      ),
    });
  }
  return (
    <Table<PeakingPlan>
      aria-label={t('devices.peaking.list')}
      size="small"
      rowKey="did"
      dataSource={plans}
      columns={columns}
      pagination={false}
      scroll={{ x: 900 }}
      rowClassName={(p) => (p.did === selected ? 'cem-row-selected' : '')}
    />
  );
}
