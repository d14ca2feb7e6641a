import { Card, List, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { historyQuery, type HistoryEntry } from '../../../api/pageConfig';
import { useStores } from '../../../stores/context';
import { renderCell } from '../../../ui';

/** The latest changes shown under the order; the full history stays one link away. */
const SHOWN = 10;

export interface WorkHistoryProps {
  historyPid: string;
  did: string;
  /** Changes when the ticket does (its update time): the history is read again. */
  version: string;
  /** A field's title and a value as the list shows them. */
  show: (field: string, value: unknown) => { label: ReactNode; value: ReactNode } | undefined;
}

/** What a change did, in a line: the state's move, a photo attached, else the fields it touched. */
function summary(entry: HistoryEntry, show: WorkHistoryProps['show'], t: (id: string) => string): ReactNode {
  const changes = Array.isArray(entry.changes) ? entry.changes : [];
  if (entry.action !== 'update') return t(`generic.action.${entry.action}`);
  const status = changes.find((c) => c.field === 'status');
  if (status) return <>{show('status', status.old)?.value} → {show('status', status.new)?.value}</>;
  if (changes.some((c) => c.field === 'photo')) return t('workOrder.photoAttached');
  return changes.map((c) => show(c.field, c.new)?.label ?? c.field).reduce<ReactNode[]>((all, label, i) => [...all, i ? ', ' : '', label], []);
}

/** The order's recent history: who moved it when, newest first. */
export function WorkHistory({ historyPid, did, version, show }: WorkHistoryProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const [rows, setRows] = useState<HistoryEntry[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.filter
      .query<HistoryEntry>(historyQuery(historyPid, did, 1, SHOWN), { silent: true, signal: controller.signal })
      .then((page) => setRows(Array.isArray(page?.data) ? page.data : []))
      .catch(() => !controller.signal.aborted && setRows([]));
    return () => controller.abort();
  }, [api, historyPid, did, version]);
  return (
    <Card size="small" title={t('workOrder.history')}>
      <List
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: t('workOrder.noHistory') }}
        renderItem={(entry) => (
          <List.Item key={entry.did}>
            <div>
              <Typography.Text type="secondary">
                {renderCell({ key: 'time', title: '', type: 'datetime' }, entry.time, entry, intl)} · {entry.username}
              </Typography.Text>
              <div>{summary(entry, show, t)}</div>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
