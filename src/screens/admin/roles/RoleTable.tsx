import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { RoleSummary } from '../../../api/access/types';
import { Table } from '../../../ui/data-table/Table';
import { StatusTag } from '../../../ui/status-tag/StatusTag';

/** What may be done to a role from its row (the page's permissions decide which show). */
export type RoleAct = 'rename' | 'clone' | 'toggle' | 'delete';

export interface RoleTableProps {
  roles: readonly RoleSummary[];
  selected?: string;
  allowed: ReadonlySet<RoleAct>;
  /** Roles granting more than the caller holds: only renamed from here. */
  beyond?: ReadonlySet<string>;
  onSelect: (role: RoleSummary) => void;
  onAct: (act: RoleAct, role: RoleSummary) => void;
}

/** The roles: name (select to see its grants), users, state, and the row's actions. */
export function RoleTable({ roles, selected, allowed, beyond, onSelect, onAct }: RoleTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const act = (kind: RoleAct, role: RoleSummary, label: string, danger = false) =>
    allowed.has(kind) ? (
      <Button key={kind} size="small" danger={danger} aria-label={`${label} ${role.title}`} onClick={() => onAct(kind, role)}>
        {label}
      </Button>
    ) : null;
  return (
    <Table<RoleSummary>
      aria-label={t('admin.roles.title')}
      size="small"
      rowKey="name"
      dataSource={[...roles]}
      pagination={false}
      columns={[
        {
          key: 'title',
          title: t('admin.roles.name'),
          render: (_, row) => (
            <Button type="link" size="small" aria-pressed={row.name === selected} onClick={() => onSelect(row)}>
              {row.title}
            </Button>
          ),
        },
        { key: 'users', title: t('admin.roles.users'), dataIndex: 'users', align: 'right' },
        { key: 'state', title: t('admin.roles.state'), render: (_, row) => <StatusTag tone={row.disabled ? 'neutral' : 'success'}>{t(row.disabled ? 'admin.roles.disabled' : 'admin.roles.enabled')}</StatusTag> },
        {
          key: 'actions',
          title: t('common.actions'),
          render: (_, row) => (
            <Space size={4} wrap>
              {act('rename', row, t('admin.roles.rename'))}
              {beyond?.has(row.name) ? (
                // Said rather than offered: the server refuses these to someone who lacks what the role grants.
                <span>{t('admin.roles.beyondYou')}</span>
              ) : (
                <>
                  {act('clone', row, t('admin.roles.clone'))}
                  {act('toggle', row, t(row.disabled ? 'admin.roles.enable' : 'admin.roles.disable'))}
                  {act('delete', row, t('common.delete'), true)}
                </>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
