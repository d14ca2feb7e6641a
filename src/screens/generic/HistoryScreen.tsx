import { Button, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { historyQuery, type HistoryEntry } from '../../api/pageConfig';
import type { ScreenProps } from '../../loader/registry';
import { buildPath } from '../../routes';
import { useStores } from '../../stores/context';
import { DataTable, type DataColumn } from '../../ui';
import { configText } from './config/configText';
import { NoAccess, PageStates } from './PageStates';
import { usePageConfig } from './usePageConfig';

const PAGE_SIZE = 20;
const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** `history/:pid/:did`: the change records of one record, newest first. */
const HistoryScreen = observer(function HistoryScreen(_: ScreenProps) {
  const { pid = '', did = '' } = useParams();
  const { api, pages } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const state = usePageConfig(pid);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ rows: HistoryEntry[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: true });
  const config = state.status === 'ready' ? state.config : null;
  const allowed = Boolean(config && config.actions.includes('history') && pages.can('history', pid));

  useEffect(() => {
    if (!config || !allowed) return undefined;
    const controller = new AbortController();
    setAnswer((a) => ({ ...a, loading: true }));
    api.filter
      .query<HistoryEntry>(historyQuery(config.historyPid, did, page, PAGE_SIZE), { signal: controller.signal })
      .then((p) => setAnswer({ rows: Array.isArray(p?.data) ? p.data : [], total: p?.total ?? 0, loading: false }))
      .catch(() => !controller.signal.aborted && setAnswer((a) => ({ ...a, loading: false })));
    return () => controller.abort();
  }, [api, config, allowed, did, page]);

  const fieldTitle = useMemo(() => {
    const titles = new Map<string, string>();
    for (const c of [...(config?.columns ?? []), ...(config?.form ?? [])]) titles.set(c.field, configText(intl, c.title));
    return (field: string) => titles.get(field) ?? field;
  }, [config, intl]);

  if (state.status !== 'ready') return <PageStates state={state} />;
  if (!allowed) return <NoAccess />;

  const t = (id: string) => intl.formatMessage({ id });
  const columns: DataColumn<HistoryEntry>[] = [
    { key: 'time', title: t('generic.historyTime'), type: 'datetime', width: 180 },
    { key: 'username', title: t('generic.historyUser'), width: 140 },
    { key: 'action', title: t('generic.historyAction'), width: 110, render: (v) => <Tag>{t(`generic.action.${String(v)}`)}</Tag> },
    {
      key: 'changes',
      title: t('generic.historyChanges'),
      render: (_, row) => (
        <Space orientation="vertical" size={2}>
          {(Array.isArray(row.changes) ? row.changes : []).map((c) => (
            <Typography.Text key={c.field}>
              <strong>{fieldTitle(c.field)}</strong>: {show(c.old)} → {show(c.new)}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <div>
      <Button style={{ marginBottom: 16 }} onClick={() => navigate(buildPath('detail', { pid, did, mode: 'view' }) ?? '/index')}>
        {t('generic.backToRecord')}
      </Button>
      <DataTable<HistoryEntry>
        aria-label={t('generic.history')}
        columns={columns}
        rows={answer.rows}
        rowKey="did"
        total={answer.total}
        page={page}
        pageSize={PAGE_SIZE}
        loading={answer.loading}
        columnSettings={false}
        onChange={(change) => setPage(change.page)}
      />
    </div>
  );
});

export default HistoryScreen;
