import { dateTimeText } from '../../../lib/dateText';
import { Badge, Button } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { NewsRow } from '../../../api/tools/newsTypes';
import type { ExportColumn } from '../../../lib/export';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';

const CATEGORY_TONES: Record<NewsRow['category'], Tone> = { policy: 'info', 'carbon-market': 'success', industry: 'neutral', announcement: 'warning' };

export const publishedText = (intl: IntlShape, iso: string) => dateTimeText(intl, iso, intl.timeZone);
export const sourceText = (intl: IntlShape, row: NewsRow) => row.source || intl.formatMessage({ id: 'tools.news.ownCompany' });

/** The news list: the title opens the item; unread ones are marked and in bold. */
export function newsColumns(intl: IntlShape, open: (did: string) => void): TableColumnsType<NewsRow> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'title', title: t('tools.news.titleColumn'),
      render: (_, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', fontWeight: row.read ? 'normal' : 600 }} onClick={() => open(row.did)}>
          {row.title}
        </Button>
      ),
    },
    { key: 'category', title: t('tools.news.category'), width: 130, render: (_, row) => <StatusTag tone={CATEGORY_TONES[row.category]}>{t(`tools.news.category.${row.category}`)}</StatusTag> },
    { key: 'source', title: t('tools.news.source'), width: 200, render: (_, row) => sourceText(intl, row) },
    { key: 'publishedAt', title: t('tools.news.publishedAt'), width: 150, render: (_, row) => publishedText(intl, row.publishedAt) },
    { key: 'read', title: t('tools.news.readState'), width: 100, render: (_, row) => (row.read ? t('tools.news.read.read') : <Badge status="processing" text={t('tools.news.read.unread')} />) },
  ];
}

export function newsExportColumns(intl: IntlShape): ExportColumn<NewsRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'title', title: t('tools.news.titleColumn') },
    { key: 'category', title: t('tools.news.category'), value: (row) => t(`tools.news.category.${row.category}`) },
    { key: 'source', title: t('tools.news.source'), value: (row) => sourceText(intl, row) },
    { key: 'publishedAt', title: t('tools.news.publishedAt'), value: (row) => publishedText(intl, row.publishedAt) },
    { key: 'summary', title: t('tools.news.summary') },
    { key: 'read', title: t('tools.news.readState'), value: (row) => t(row.read ? 'tools.news.read.read' : 'tools.news.read.unread') },
  ];
}
