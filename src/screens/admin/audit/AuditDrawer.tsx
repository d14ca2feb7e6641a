import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { useResource } from '../../../ui/resource/useResource';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { auditTimeText, OUTCOME_TONES, resourceLink } from './auditColumns';
import { fieldChanges, type FieldChange } from './fieldDiff';
import { AuditReader, fieldText, opText, resourceText } from './auditWords';
import { pageText, ResourceName } from './auditColumns';
import { auditApi } from '../../../api/admin/audit';
import { LoadFailed } from '../../../ui/LoadFailed';

export interface AuditDrawerProps {
  pid: string;
  seq: number;
  onClose: () => void;
}

function sentOf(detail: Record<string, unknown>): { summary: unknown; bytes: number; sha256?: string } | undefined {
  const sent = detail.request as { summary?: unknown; bytes?: unknown; sha256?: unknown } | undefined;
  if (!sent || typeof sent !== 'object' || typeof sent.bytes !== 'number') return undefined;
  return { summary: sent.summary, bytes: sent.bytes, sha256: typeof sent.sha256 === 'string' ? sent.sha256 : undefined };
}

const KIND_TONES = { added: 'success', removed: 'error', changed: 'info' } as const;

/** One audit entry (its number in the URL): who, when, from where, what, and its before and after as a field diff. */
export const AuditDrawer = observer(function AuditDrawer({ pid, seq, onClose }: AuditDrawerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const detail = useResource((signal) => auditApi(api).detail(pid, seq, { signal, silent: true }), [api, pid, seq]);
  const entry = detail.value?.seq === seq ? detail.value : undefined;
  // A refused write changed nothing, whatever the writer said after would be.
  const changes = useMemo(() => (entry?.outcome === 'ok' ? fieldChanges(entry.before, entry.after) : []), [entry]);
  // Ids read as names in the reader's language: grants, roles, pages, stores, users.
  const reader = useMemo(() => new AuditReader(intl, entry?.names), [intl, entry]);
  const link = entry ? resourceLink(entry) : '';
  // A refused write keeps a bounded summary of what was sent, its size and hash (never the body).
  const sent = entry?.outcome === 'refused' ? sentOf(entry.detail) : undefined;
  return (
    <Drawer open size="large" title={t('admin.audit.entryTitle', { seq: String(seq) })} onClose={onClose}>
      {!entry && detail.status === 'error' ? (
        <LoadFailed title={t('admin.audit.entryFailed')} onRetry={() => void detail.reload()} />
      ) : !entry ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('admin.audit.at')}>{auditTimeText(intl, entry.at)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.actor')}>{entry.username}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.ip')}>{entry.ip || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.action')}>{opText(intl, entry.action)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.resourceType')}>{resourceText(intl, entry.resource)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.resource')}>
              <ResourceName row={entry} link={link} />
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.page')}>{pageText(intl, entry)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.area')}>{t(`admin.audit.area.${entry.area}`)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.audit.outcome')}>
              <StatusTag tone={OUTCOME_TONES[entry.outcome]}>{t(`admin.audit.outcome.${entry.outcome}`)}</StatusTag>
            </Descriptions.Item>
            {entry.message ? <Descriptions.Item label={t('admin.audit.message')}>{entry.message}</Descriptions.Item> : null}
            {sent ? (
              <Descriptions.Item label={t('admin.audit.sent')}>
                <div>{reader.value(sent.summary, 400)}</div>
                <Typography.Text type="secondary">{t(sent.sha256 ? 'admin.audit.sentSizeHash' : 'admin.audit.sentSize', { bytes: String(sent.bytes), hash: sent.sha256 ?? '' })}</Typography.Text>
              </Descriptions.Item>
            ) : null}
            {!entry.exists ? <Descriptions.Item label={t('admin.audit.resourceState')}>{t('admin.audit.resourceGone')}</Descriptions.Item> : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('admin.audit.changes')}
          </Typography.Title>
          {changes.length === 0 ? (
            <EmptyData description={t(entry.outcome === 'refused' ? 'admin.audit.refusedNoChange' : 'admin.audit.noChange')} />
          ) : (
            <Table<FieldChange>
              aria-label={t('admin.audit.changes')}
              size="small"
              rowKey="path"
              pagination={false}
              dataSource={changes}
              columns={[
                { key: 'path', title: t('admin.audit.field'), render: (_, c) => fieldText(intl, entry.resource, c.path) },
                { key: 'kind', title: t('admin.audit.change'), width: 100, render: (_, c) => <StatusTag tone={KIND_TONES[c.kind]}>{t(`admin.audit.change.${c.kind}`)}</StatusTag> },
                { key: 'before', title: t('admin.audit.before'), render: (_, c) => reader.value(c.before) },
                { key: 'after', title: t('admin.audit.after'), render: (_, c) => reader.value(c.after) },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
});
