import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { walkItems } from '../../../api/tools/menuTemplateRules';
import type { MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { Table } from '../../../ui/data-table/Table';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { itemLabel } from '../menuTemplate/itemLabel';
import type { MenuChange, MenuChangeKind } from './menuDiff';

interface ChangeRow {
  key: string;
  kind: MenuChangeKind;
  item: string;
  detail: string;
}

const TONES: Record<MenuChangeKind, 'success' | 'error' | 'info' | 'warning' | 'neutral'> = { added: 'success', removed: 'error', renamed: 'info', moved: 'warning', changed: 'neutral' };

/** What an import changes, one line per change, before it is applied. */
export function ImportPreview({ before, after, changes }: { before: readonly MenuTemplateItem[]; after: readonly MenuTemplateItem[]; changes: readonly MenuChange[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = useMemo(() => {
    const labels = new Map<string, string>();
    for (const { item } of walkItems(before)) labels.set(item.name, itemLabel(intl, item));
    for (const { item } of walkItems(after)) labels.set(item.name, itemLabel(intl, item));
    const where = (name?: string) => (name ? (labels.get(name) ?? name) : intl.formatMessage({ id: 'tools.menu.topLevel' }));
    const detail = (change: MenuChange): string => {
      switch (change.kind) {
        case 'added': return intl.formatMessage({ id: 'tools.menu.diff.in' }, { parent: where(change.to) });
        case 'removed': return intl.formatMessage({ id: 'tools.menu.diff.from' }, { parent: where(change.from) });
        case 'renamed': return intl.formatMessage({ id: 'tools.menu.diff.renamed' }, { from: change.from ?? '', to: change.to ?? '' });
        case 'moved': return change.from === change.to ? intl.formatMessage({ id: 'tools.menu.diff.reordered' }, { parent: where(change.to) }) : intl.formatMessage({ id: 'tools.menu.diff.moved' }, { from: where(change.from), to: where(change.to) });
        default: return (change.fields ?? []).join(', ');
      }
    };
    return changes.map((change, i): ChangeRow => ({ key: `${change.kind}-${change.name}-${i}`, kind: change.kind, item: labels.get(change.name) ?? change.name, detail: detail(change) }));
  }, [before, after, changes, intl]);
  const columns: TableColumnsType<ChangeRow> = [
    { key: 'kind', title: t('tools.menu.change'), width: 130, render: (_, row) => <StatusTag tone={TONES[row.kind]}>{t(`tools.menu.kind.${row.kind}`)}</StatusTag> },
    { key: 'item', title: t('tools.menu.title'), dataIndex: 'item' },
    { key: 'detail', title: t('tools.menu.detail'), dataIndex: 'detail' },
  ];
  return <Table<ChangeRow> aria-label={t('tools.menu.previewTitle')} size="small" rowKey="key" dataSource={rows} columns={columns} pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }} />;
}
