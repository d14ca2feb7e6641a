import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { KnowledgeArticle, KnowledgeRow } from '../../../api/tools/knowledgeTypes';
import { TOOLS_PIDS } from '../../../api/tools/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useResource } from '../../../ui/resource/useResource';
import { anyText, useListFilters } from '../../../ui/url-state/useListFilters';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam, isId } from '../../../ui/url-state/codecs';
import { ArticleEditor } from './ArticleEditor';
import { ArticleView } from './ArticleView';
import { CategoryTree } from './CategoryTree';
import { knowledgeColumns, knowledgeExportColumns } from './knowledgeColumns';
import { VersionDialog } from './VersionDialog';
import { toolsApi } from '../../../api/tools';
import { LoadFailed } from '../../../ui/LoadFailed';

const FILTERS = { q: anyText, category: isId, tag: anyText };

type Editing = { kind: 'new' } | { kind: 'edit'; article: KnowledgeArticle } | null;

/**
 * `knowledge-base`: the company's articles in a category tree, with tags, search in title and
 * body, Markdown bodies, attachments and versions. Filters and the open article are in the URL.
 */
export default observer(function KnowledgeBaseScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: TOOLS_PIDS.knowledge });
  const { filters, setFilters, bar, filtered } = useListFilters(FILTERS);
  const [open, setOpen] = useSearchParam('article', idParam, '');
  const [editing, setEditing] = useState<Editing>(null);
  const [olderVersion, setOlderVersion] = useState<number | null>(null);
  const [saves, setSaves] = useState(0);
  const query = { pid, category: filters.category || undefined, tag: filters.tag || undefined, search: filters.q || undefined };
  const list = useResource(pid ? (signal) => toolsApi(api).knowledge.list(query, { signal }) : null, [api, pid, filters, saves]);
  const article = useResource(pid && open ? (signal) => toolsApi(api).knowledge.article({ pid, did: open }, { signal }) : null, [api, pid, open, saves]);
  const columns = useMemo(() => knowledgeColumns(intl, setOpen), [intl, setOpen]);
  const can = (action: 'add' | 'edit' | 'export') => pages.can(action, pid);

  if (!list.value && list.status === 'error') {
    return <LoadFailed title={t('tools.kb.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const data = list.value;
  const rows = data?.rows ?? [];
  const total = (data?.categories ?? []).filter((c) => c.parent === '').reduce((sum, c) => sum + c.articles, 0);
  const saved = (next: KnowledgeArticle) => {
    setEditing(null);
    setOlderVersion(null);
    setOpen(next.did);
    setSaves((n) => n + 1);
  };
  const shown = article.value?.did === open ? article.value : undefined;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6}>
        <Card title={t('tools.kb.categories')} size="small">
          {data ? <CategoryTree categories={data.categories} total={total} selected={filters.category} onSelect={(category) => setFilters({ ...filters, category })} /> : <Skeleton active />}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title={t('tools.kb.screenTitle')}
            extra={
              <Space>
                {can('export') ? <ExportButton job={rowsExportJob(async (signal) => (await toolsApi(api).knowledge.list(query, { signal })).rows, knowledgeExportColumns(intl), t('tools.kb.screenTitle'))} /> : null}
                {can('add') ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'new' })}>{t('tools.kb.create')}</Button> : null}
              </Space>
            }
          >
            <FilterBar
              aria-label={t('tools.kb.filters')}
              fields={[
                { key: 'q', kind: 'text', label: t('tools.kb.search') },
                { key: 'tag', kind: 'enum', label: t('tools.kb.tag'), options: (data?.tags ?? []).map((tag) => ({ value: tag, label: tag })) },
              ]}
              {...bar}
            />
            {data && rows.length === 0 ? (
              <EmptyData description={t(filtered ? 'tools.kb.noneMatch' : 'tools.kb.none')} />
            ) : (
              <Table<KnowledgeRow>
                aria-label={t('tools.kb.articles')}
                size="small"
                rowKey="did"
                loading={!data}
                dataSource={rows}
                columns={columns}
                pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              />
            )}
          </Card>
          {open && article.status === 'error' && !shown ? <Result status="warning" title={t('tools.kb.articleFailed')} /> : null}
          {open && !shown && article.status !== 'error' ? <Skeleton active /> : null}
          {shown ? (
            <ArticleView
              article={shown}
              canEdit={can('edit')}
              onEdit={() => setEditing({ kind: 'edit', article: shown })}
              onOpenVersion={setOlderVersion}
              onClose={() => setOpen('')}
            />
          ) : null}
        </Space>
      </Col>
      {editing && data ? (
        <ArticleEditor
          pid={pid}
          article={editing.kind === 'edit' ? editing.article : undefined}
          categories={data.categories}
          tags={data.tags}
          category={filters.category || (data.categories.find((c) => c.parent !== '')?.did ?? '')}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {shown && olderVersion !== null ? (
        <VersionDialog pid={pid} did={shown.did} version={olderVersion} canRestore={can('edit')} onRestored={saved} onClose={() => setOlderVersion(null)} />
      ) : null}
    </Row>
  );
});
