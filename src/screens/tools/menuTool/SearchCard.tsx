import { Card } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { anyText, useListFilters } from '../../../ui/url-state/useListFilters';
import { itemLabel } from '../menuTemplate/itemLabel';
import { menuRows, searchMenu, type MenuRow } from './menuSearch';
import { menuRowColumns, menuRowExportColumns } from './menuToolColumns';

const FILTERS = { q: anyText };

/** Search of the whole menu by title, name, route or pid (the words in the URL), exported as shown. */
export function SearchCard({ items, canExport }: { items: readonly MenuTemplateItem[]; canExport: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const rows = useMemo(() => menuRows(items, (item) => itemLabel(intl, item)), [items, intl]);
  const found = useMemo(() => searchMenu(rows, filters.q), [rows, filters.q]);
  const columns = useMemo(() => menuRowColumns(intl), [intl]);
  const title = t('tools.menu.searchTitle');
  return (
    <Card
      title={t('tools.menu.searchCount', { title, count: found.length })}
      extra={canExport ? <ExportButton job={rowsExportJob(async () => found, menuRowExportColumns(intl), title)} /> : null}
    >
      <FilterBar aria-label={t('tools.menu.searchFilters')} fields={[{ key: 'q', kind: 'text', label: t('tools.menu.search') }]} {...bar} />
      {found.length === 0 ? (
        <EmptyData description={t(filtered ? 'tools.menu.noneMatch' : 'tools.menu.empty')} />
      ) : (
        <Table<MenuRow>
          aria-label={title}
          size="small"
          rowKey="key"
          dataSource={found}
          columns={columns}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </Card>
  );
}
