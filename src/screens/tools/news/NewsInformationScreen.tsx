import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { NEWS_CATEGORIES, NEWS_READ_STATES, type NewsQuery, type NewsRow } from '../../../api/tools/newsTypes';
import { TOOLS_PIDS } from '../../../api/tools/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';
import { newsColumns, newsExportColumns } from './newsColumns';
import { NewsDetail } from './NewsDetail';
import { toolsApi } from '../../../api/tools';
import { LoadFailed } from '../../../ui/LoadFailed';

const FILTERS = { q: anyText, category: oneOf(...NEWS_CATEGORIES), read: oneOf(...NEWS_READ_STATES) };

/**
 * `news-information`: energy and carbon policy news and the company's own announcements, read
 * or unread per user; filters and the open item are in the URL.
 */
export default observer(function NewsInformationScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: TOOLS_PIDS.news });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const [open, setOpen] = useSearchParam('item', idParam, '');
  const [changes, setChanges] = useState(0);
  const query: NewsQuery = { pid, category: filters.category || undefined, read: filters.read || undefined, search: filters.q || undefined };
  const list = useResource(pid ? (signal) => toolsApi(api).news.list(query, { signal }) : null, [api, pid, filters, changes]);
  const columns = useMemo(() => newsColumns(intl, setOpen), [intl, setOpen]);
  if (!list.value && list.status === 'error') {
    return <LoadFailed title={t('tools.news.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const data = list.value;
  const rows = data?.rows ?? [];
  const unread = data ? NEWS_CATEGORIES.reduce((sum, c) => sum + data.unread[c], 0) : undefined;
  const title = t('tools.news.title');
  return (
    <Card
      title={unread === undefined ? title : t('tools.news.titleUnread', { title, unread })}
      extra={pages.can('export', pid) ? <ExportButton job={rowsExportJob(async (signal) => (await toolsApi(api).news.list(query, { signal })).rows, newsExportColumns(intl), title)} /> : null}
    >
      <FilterBar
        aria-label={t('tools.news.filters')}
        fields={[
          { key: 'q', kind: 'text', label: t('tools.news.search') },
          {
            key: 'category', kind: 'enum', label: t('tools.news.category'),
            options: NEWS_CATEGORIES.map((c) => ({ value: c, label: data ? t('tools.news.categoryUnread', { name: t(`tools.news.category.${c}`), unread: data.unread[c] }) : t(`tools.news.category.${c}`) })),
          },
          { key: 'read', kind: 'enum', label: t('tools.news.readState'), options: NEWS_READ_STATES.map((r) => ({ value: r, label: t(`tools.news.read.${r}`) })) },
        ]}
        {...bar}
      />
      {data && rows.length === 0 ? (
        <EmptyData description={t(filtered ? 'tools.news.noneMatch' : 'tools.news.none')} />
      ) : (
        <Table<NewsRow>
          aria-label={title}
          size="small"
          rowKey="did"
          loading={!data}
          dataSource={rows}
          columns={columns}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
      {open && pid ? <NewsDetail pid={pid} did={open} onReadChanged={() => setChanges((n) => n + 1)} onClose={() => setOpen('')} /> : null}
    </Card>
  );
});
