import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { StoreRow } from '../../../api/admin/storeTypes';
import { Table } from '../../../ui/data-table/Table';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { placeText } from './storeFilters';

export interface StoreTableProps {
  rows: readonly StoreRow[];
  /** Organization did → name. */
  organizations: ReadonlyMap<string, string>;
  canEdit: boolean;
  canAdd: boolean;
  onEdit: (row: StoreRow) => void;
  onAddStore: (parent: StoreRow) => void;
  onToggle: (row: StoreRow) => void;
}

/** Parent businesses and stores: where, position, zone, area, organization, state, and the row's actions. */
export function StoreTable({ rows, organizations, canEdit, canAdd, onEdit, onAddStore, onToggle }: StoreTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const number = (value: number, digits: number) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const labelled = (label: string, row: StoreRow, onClick: () => void, danger = false) => (
    <Button size="small" danger={danger} aria-label={`${label} ${row.name}`} onClick={onClick}>{label}</Button>
  );
  const actions = canEdit || canAdd
    ? [{
        key: 'actions',
        title: t('common.actions'),
        render: (_: unknown, row: StoreRow) => (
          <Space size={4} wrap>
            {canEdit ? labelled(t('common.edit'), row, () => onEdit(row)) : null}
            {canAdd && row.businessgrade === 0 && row.state === 'enabled' ? labelled(t('admin.stores.addStore'), row, () => onAddStore(row)) : null}
            {canEdit ? (row.state === 'enabled' ? labelled(t('admin.stores.disable'), row, () => onToggle(row), true) : labelled(t('admin.stores.enable'), row, () => onToggle(row))) : null}
          </Space>
        ),
      }]
    : [];
  return (
    <Table<StoreRow>
      aria-label={t('admin.stores.title')}
      size="small"
      rowKey="did"
      dataSource={[...rows]}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 1280 }}
      columns={[
        { key: 'name', title: t('admin.stores.name'), dataIndex: 'name' },
        { key: 'grade', title: t('admin.stores.grade'), render: (_, row) => t(`admin.stores.grade.${row.businessgrade}`) },
        { key: 'parent', title: t('admin.stores.parent'), render: (_, row) => (row.businessgrade === 0 ? intl.formatMessage({ id: 'admin.stores.storeCount' }, { count: row.stores }) : row.parentName) },
        { key: 'place', title: t('admin.stores.place'), render: (_, row) => placeText(row) || '—' },
        { key: 'address', title: t('admin.stores.address'), render: (_, row) => row.address || '—' },
        { key: 'position', title: t('admin.stores.coordinates'), render: (_, row) => `${number(row.latitude, 4)}, ${number(row.longitude, 4)}` },
        { key: 'timezone', title: t('admin.stores.timezone'), dataIndex: 'timezone' },
        { key: 'area', title: t('admin.stores.areaM2'), align: 'right', render: (_, row) => (row.area === null ? '—' : number(row.area, 0)) },
        { key: 'organization', title: t('admin.stores.organization'), render: (_, row) => organizations.get(row.organization ?? '') ?? (row.organization || '—') },
        { key: 'state', title: t('admin.stores.state'), render: (_, row) => <StatusTag tone={row.state === 'enabled' ? 'success' : 'neutral'}>{t(`admin.stores.state.${row.state}`)}</StatusTag> },
        ...actions,
      ]}
    />
  );
}
