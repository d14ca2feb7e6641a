import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { StaffList, StaffRow } from '../../../api/access/types';
import { Table } from '../../../ui/data-table/Table';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { organizationText, rolesText, scopeText } from './staffText';

export interface StaffTableProps {
  rows: readonly StaffRow[];
  options: StaffList;
  canEdit: boolean;
  onEdit: (user: StaffRow) => void;
  onAct: (user: StaffRow, act: 'disable' | 'enable' | 'resetPassword') => void;
}

/** The users: name, user name, roles, data scope, organization, state, and the row's actions. */
export function StaffTable({ rows, options, canEdit, onEdit, onAct }: StaffTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labelled = (label: string, row: StaffRow, onClick: () => void, danger = false) => (
    <Button size="small" danger={danger} aria-label={`${label} ${row.name}`} onClick={onClick}>{label}</Button>
  );
  return (
    <Table<StaffRow>
      aria-label={t('admin.staff.title')}
      size="small"
      rowKey="userid"
      dataSource={[...rows]}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 960 }}
      columns={[
        { key: 'name', title: t('admin.staff.name'), dataIndex: 'name' },
        { key: 'username', title: t('admin.staff.username'), dataIndex: 'username' },
        { key: 'roles', title: t('admin.staff.roles'), render: (_, row) => rolesText(row, options) },
        { key: 'scope', title: t('admin.staff.scope'), render: (_, row) => scopeText(intl, row.scope, options) },
        { key: 'organization', title: t('admin.staff.organization'), render: (_, row) => organizationText(row, options) },
        { key: 'state', title: t('admin.staff.stateColumn'), render: (_, row) => <StatusTag tone={row.state === 'enabled' ? 'success' : 'neutral'}>{t(`admin.staff.state.${row.state}`)}</StatusTag> },
        ...(canEdit
          ? [{
              key: 'actions',
              title: t('common.actions'),
              render: (_: unknown, row: StaffRow) => options.beyond?.includes(row.userid) ? (
                // Said rather than offered: the server would refuse any change of someone above the caller.
                <span style={{ whiteSpace: 'nowrap' }}>{t('admin.staff.beyondYou')}</span>
              ) : (
                <Space size={4} wrap>
                  {labelled(t('common.edit'), row, () => onEdit(row))}
                  {row.state === 'enabled' ? labelled(t('admin.staff.disable'), row, () => onAct(row, 'disable'), true) : labelled(t('admin.staff.enable'), row, () => onAct(row, 'enable'))}
                  {labelled(t('admin.staff.resetPassword'), row, () => onAct(row, 'resetPassword'))}
                </Space>
              ),
            }]
          : []),
      ]}
    />
  );
}
