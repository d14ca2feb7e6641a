import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MenuIssue } from '../../../api/tools/menuTemplateRules';
import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { itemLabel } from '../menuTemplate/itemLabel';
import { itemAt } from '../menuTemplate/treeOps';

interface BrokenRow {
  key: string;
  label: string;
  name: string;
  problem: string;
  blocking: boolean;
}

/** One line per problem of a menu: the item, what is wrong, and whether it stops a save. */
export function brokenRows(items: readonly MenuTemplateItem[], issues: readonly MenuIssue[], label: (item: MenuTemplateItem) => string, text: (issue: MenuIssue) => string): BrokenRow[] {
  return issues.map((issue, i) => {
    const item = itemAt(items, issue.path);
    return { key: `${issue.path.join('-')}:${issue.field}:${i}`, label: item ? label(item) : '—', name: item?.name ?? '', problem: text(issue), blocking: issue.blocking };
  });
}

/** The broken entries of a menu (a page that is no route, a pid the manifest or role book lacks, duplicates). */
export function BrokenCard({ title, items, issues }: { title: string; items: readonly MenuTemplateItem[]; issues: readonly MenuIssue[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rows = useMemo(
    () => brokenRows(items, issues, (item) => itemLabel(intl, item), (issue) => intl.formatMessage({ id: issue.messageKey }, issue.values)),
    [items, issues, intl],
  );
  const columns: TableColumnsType<BrokenRow> = [
    { key: 'label', title: t('tools.menu.title'), dataIndex: 'label' },
    { key: 'name', title: t('tools.menu.name'), dataIndex: 'name' },
    { key: 'problem', title: t('tools.menu.problem'), dataIndex: 'problem' },
    { key: 'blocking', title: t('tools.menu.severity'), width: 140, render: (_, row) => <StatusTag tone={row.blocking ? 'error' : 'warning'}>{t(row.blocking ? 'tools.menu.blocking' : 'tools.menu.warning')}</StatusTag> },
  ];
  return (
    <Card title={title} size="small">
      {rows.length === 0 ? (
        <EmptyData description={t('tools.menu.noBroken')} />
      ) : (
        <Table<BrokenRow> aria-label={title} size="small" rowKey="key" dataSource={rows} columns={columns} pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }} />
      )}
    </Card>
  );
}
