import { Button, Typography, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { dateTimeText } from '../../../lib/dateText';
import { Link } from 'react-router-dom';
import type { AuditOutcome, AuditRow } from '../../../api/admin/auditTypes';
import { nameText, opText, resourceText } from './auditWords';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';

export const OUTCOME_TONES: Readonly<Record<AuditOutcome, Tone>> = { ok: 'success', refused: 'error' };

/** When it happened, in the store's zone (the console's intl carries it) and the reader's format, to the second. */
export function auditTimeText(intl: IntlShape, instant: string): string {
  return dateTimeText(intl, instant, intl.timeZone, true);
}

/** The page a write went through, opened on the resource where that page takes one ('' when none or it is gone). */
export function resourceLink(row: AuditRow): string {
  if (!row.link || !row.exists) return '';
  // The bill screen opens a bill's drawer from its URL.
  if (row.resource === 'bill' && row.target) return `${row.link}?bill=${encodeURIComponent(row.target)}`;
  return row.link;
}

/** The page a write went through by its title in the reader's language (its pid when it is no catalogue page; its area when none). */
export function pageText(intl: IntlShape, row: AuditRow): string {
  if (row.page) return nameText(intl, row.page);
  return row.pid || intl.formatMessage({ id: `admin.audit.area.${row.area}` });
}

/** The resource by its name, its id beside it as secondary text (a link to its page while it exists). */
export function ResourceName({ row, link }: { row: AuditRow; link: string }) {
  const main = row.targetName || row.target || '—';
  return (
    <>
      <div>{link ? <Link to={link}>{main}</Link> : main}</div>
      {row.targetName ? <Typography.Text type="secondary">{row.target}</Typography.Text> : null}
    </>
  );
}

export interface AuditColumnOptions {
  onOpen: (row: AuditRow) => void;
}

/** The log's columns: time, actor, address, operation, resource and its id, page, outcome, and the detail. */
export function auditColumns(intl: IntlShape, o: AuditColumnOptions): TableColumnsType<AuditRow> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    { key: 'at', title: t('admin.audit.at'), width: 170, render: (_, x) => auditTimeText(intl, x.at) },
    { key: 'actor', title: t('admin.audit.actor'), width: 130, dataIndex: 'username' },
    { key: 'ip', title: t('admin.audit.ip'), width: 120, render: (_, x) => x.ip || '—' },
    { key: 'action', title: t('admin.audit.action'), width: 140, render: (_, x) => opText(intl, x.action) },
    {
      key: 'resource',
      title: t('admin.audit.resource'),
      width: 220,
      render: (_, x) => (
        <>
          {x.resource ? <Typography.Text type="secondary">{resourceText(intl, x.resource)}</Typography.Text> : null}
          <ResourceName row={x} link="" />
        </>
      ),
    },
    {
      key: 'page',
      title: t('admin.audit.page'),
      width: 220,
      render: (_, x) => {
        const link = resourceLink(x);
        return link ? <Link to={link}>{pageText(intl, x)}</Link> : pageText(intl, x);
      },
    },
    { key: 'outcome', title: t('admin.audit.outcome'), width: 110, render: (_, x) => <StatusTag tone={OUTCOME_TONES[x.outcome]}>{t(`admin.audit.outcome.${x.outcome}`)}</StatusTag> },
    {
      key: 'detail',
      title: t('common.actions'),
      width: 100,
      render: (_, x) => (
        // No side padding: the Thai word (รายละเอียด) is wider than the English one and was cut in this column.
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => o.onOpen(x)} aria-label={t('admin.audit.openNamed', { seq: String(x.seq) })}>
          {t('admin.audit.open')}
        </Button>
      ),
    },
  ];
}
