import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { LoadFailed } from '../../../ui/LoadFailed';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { PageConfig } from '../../../api/pageConfig';
import { runTableExport } from '../../../lib/export';
import { buildPath } from '../../../routes';
import { useStores } from '../../../stores/context';
import { DataTable, ExportButton, FilterBar, toExportColumns, type ExportJob } from '../../../ui';
import { configText } from '../config/configText';
import { toColumns, type RecordRow } from '../config/toColumns';
import { toFilterFields } from '../config/toFilters';
import { ListStore } from './ListStore';
import { RowActions } from './RowActions';
import { useSearchedOptions } from './useSearchedOptions';

/** The list of a configuration-driven page: filters, server paging and sorting, permitted actions. */
export const ListView = observer(function ListView({ config, base }: { config: PageConfig; base: Record<string, unknown> }) {
  const { api, pages } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [list] = useState(() => new ListStore(api, config, base));
  const searched = useSearchedOptions(config);
  const { pid } = config;
  const allowed = (action: Parameters<typeof pages.can>[0]) => config.actions.includes(action) && pages.can(action, pid);

  useEffect(() => {
    void list.load();
    return () => list.dispose();
  }, [list]);

  const columns = useMemo(
    () => toColumns(intl, config.columns, (target, did, text) => {
      const to = buildPath('detail', { pid: target, did, mode: 'view' });
      return to ? <Link to={to}>{text}</Link> : text;
    }),
    [intl, config.columns],
  );
  const fields = useMemo(() => toFilterFields(intl, config.filters, searched), [intl, config.filters, searched]);
  const layout = pages.layout(pid);
  const title = configText(intl, config.title);

  const exportJob: ExportJob = ({ format, signal, onProgress }) =>
    runTableExport<RecordRow>({
      format,
      basename: title || pid,
      sheetName: title,
      columns: toExportColumns(columns, intl, layout),
      signal,
      onProgress,
      fetchPage: async (page, pagesize, pageSignal) =>
        api.filter.exportPage<RecordRow>({ pid, filter: list.filter, sort: list.sortBody, page, pagesize }, { signal: pageSignal }),
    });

  if (list.status === 'error' && list.rows.length === 0) {
    return <LoadFailed title={intl.formatMessage({ id: 'generic.loadFailed' })} onRetry={() => void list.load()} />;
  }

  const toolbar = (
    <Space wrap>
      {allowed('add') ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(buildPath('add', { pid, mode: 'new' }) ?? '.')}>
          {intl.formatMessage({ id: 'generic.add' })}
        </Button>
      ) : null}
      {allowed('export') ? <ExportButton job={exportJob} disabled={list.total === 0} /> : null}
    </Space>
  );

  return (
    <div>
      {fields.length > 0 || config.keywordSearch ? (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
          {config.keywordSearch ? (
            <Input.Search
              allowClear
              aria-label={intl.formatMessage({ id: 'generic.keyword' })}
              placeholder={intl.formatMessage({ id: 'generic.keyword' })}
              value={list.keyword}
              onChange={(e) => list.setKeyword(e.target.value)}
              onSearch={() => list.search()}
              style={{ maxWidth: 360 }}
            />
          ) : null}
          {fields.length > 0 ? (
            <FilterBar
              fields={fields}
              values={list.draft}
              onChange={(values) => list.setDraft(values)}
              onSearch={() => list.search()}
              onReset={() => list.reset()}
              loading={list.status === 'loading'}
            />
          ) : null}
        </Space>
      ) : null}
      <DataTable<RecordRow>
        aria-label={title}
        columns={columns}
        rows={list.rows}
        rowKey="did"
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        sort={list.sort}
        loading={list.status === 'loading'}
        onChange={(change) => list.change(change)}
        columnLayout={layout}
        onColumnLayoutChange={(next) => pages.setLayout(pid, next)}
        toolbar={toolbar}
        rowActionsWidth={200}
        // Tickets, alarms and the other record lists are read one record at a time on a phone.
        phoneCards
        rowActions={(row) => (
          <RowActions
            pid={pid}
            did={row.did}
            canEdit={allowed('edit')}
            canHistory={allowed('history')}
            canDelete={allowed('delete')}
            onDelete={() => list.remove(row.did)}
          />
        )}
      />
    </div>
  );
});
