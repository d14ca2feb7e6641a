import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { ExportColumn } from '../../../lib/export';
import type { MenuRow } from './menuSearch';

const stateText = (intl: IntlShape, row: MenuRow) =>
  [row.hidden ? intl.formatMessage({ id: 'tools.menu.hidden' }) : '', row.disabled ? intl.formatMessage({ id: 'tools.menu.disabled' }) : ''].filter(Boolean).join(', ');

/** The catalogue's items as the search lists them. */
export function menuRowColumns(intl: IntlShape): TableColumnsType<MenuRow> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'label', title: t('tools.menu.title'), dataIndex: 'label' },
    { key: 'trail', title: t('tools.menu.trail'), dataIndex: 'trail' },
    { key: 'name', title: t('tools.menu.name'), dataIndex: 'name' },
    { key: 'page', title: t('tools.menu.page'), dataIndex: 'page' },
    { key: 'pid', title: t('tools.menu.pid'), dataIndex: 'pid' },
    {
      key: 'state', title: t('tools.menu.state'), width: 140,
      render: (_, row) => (
        <>
          {row.hidden ? <Tag>{t('tools.menu.hidden')}</Tag> : null}
          {row.disabled ? <Tag>{t('tools.menu.disabled')}</Tag> : null}
        </>
      ),
    },
  ];
}

/** The same rows in a spreadsheet. */
export function menuRowExportColumns(intl: IntlShape): ExportColumn<MenuRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'label', title: t('tools.menu.title') },
    { key: 'trail', title: t('tools.menu.trail') },
    { key: 'name', title: t('tools.menu.name') },
    { key: 'page', title: t('tools.menu.page') },
    { key: 'pid', title: t('tools.menu.pid') },
    { key: 'state', title: t('tools.menu.state'), value: (row) => stateText(intl, row) },
  ];
}
