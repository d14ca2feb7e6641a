import { Button, Popconfirm, Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buildPath } from '../../../routes';

export interface RowActionsProps {
  pid: string;
  did: string;
  canEdit: boolean;
  canHistory: boolean;
  canDelete: boolean;
  onDelete: () => Promise<unknown>;
}

/** View, edit, history and delete (with confirmation) of one record; only what is permitted. */
export function RowActions({ pid, did, canEdit, canHistory, canDelete, onDelete }: RowActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const link = (name: string, params: Record<string, string>, label: string) => {
    const to = buildPath(name, params);
    return to ? <Link to={to}>{label}</Link> : null;
  };
  return (
    <Space size="small" wrap>
      {link('detail', { pid, did, mode: 'view' }, t('generic.view'))}
      {canEdit ? link('detail', { pid, did, mode: 'edit' }, t('common.edit')) : null}
      {canHistory ? link('history', { pid, did }, t('generic.history')) : null}
      {canDelete ? (
        <Popconfirm
          title={t('generic.deleteConfirm')}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete()}
        >
          <Button type="link" danger size="small" style={{ padding: 0 }}>
            {t('common.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
