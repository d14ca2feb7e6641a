import { dateTimeText } from '../../../lib/dateText';
import { Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { KnowledgeRow } from '../../../api/tools/knowledgeTypes';
import type { ExportColumn } from '../../../lib/export';

const when = (intl: IntlShape, iso: string) => dateTimeText(intl, iso, intl.timeZone);

/** The article list: the title opens the article. */
export function knowledgeColumns(intl: IntlShape, open: (did: string) => void): TableColumnsType<KnowledgeRow> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'title',
      title: t('tools.kb.title'),
      render: (_, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => open(row.did)}>
          {row.title}
        </Button>
      ),
    },
    { key: 'category', title: t('tools.kb.category'), dataIndex: 'categoryName', width: 130 },
    { key: 'tags', title: t('tools.kb.tags'), width: 200, render: (_, row) => row.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
    { key: 'author', title: t('tools.kb.author'), dataIndex: 'author', width: 110 },
    { key: 'updatedAt', title: t('tools.kb.updatedAt'), width: 150, render: (_, row) => when(intl, row.updatedAt) },
    { key: 'version', title: t('tools.kb.version'), dataIndex: 'version', width: 80, align: 'right' },
  ];
}

/** The same list in a spreadsheet. */
export function knowledgeExportColumns(intl: IntlShape): ExportColumn<KnowledgeRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'title', title: t('tools.kb.title') },
    { key: 'categoryName', title: t('tools.kb.category') },
    { key: 'tags', title: t('tools.kb.tags'), value: (row) => row.tags.join(', ') },
    { key: 'author', title: t('tools.kb.author') },
    { key: 'updatedAt', title: t('tools.kb.updatedAt'), value: (row) => when(intl, row.updatedAt) },
    { key: 'version', title: t('tools.kb.version'), type: 'number' },
  ];
}
