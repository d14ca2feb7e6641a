import { stampText } from '../../../lib/dateText';
import { Button, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { ChannelSummary } from '../../../api/signage/types';
import type { ExportColumn } from '../../../lib/export';

const when = (intl: IntlShape, iso: string) => stampText(intl, iso);

/** The channels table: the name opens the channel beside the list. */
export function channelColumns(intl: IntlShape, open: (did: string) => void): TableColumnsType<ChannelSummary> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    {
      key: 'name',
      title: t('signage.channel.name'),
      sorter: (a, b) => a.name.localeCompare(b.name, intl.locale),
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row.did)} aria-label={t('signage.playlist.open', { name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'layout', title: t('signage.channel.layout'), render: (_, row) => t(`signage.layout.${row.layout}`) },
    { key: 'updated', title: t('signage.playlist.updatedAt'), render: (_, row) => when(intl, row.updatedAt) },
  ];
}

export function channelExportColumns(intl: IntlShape): ExportColumn<ChannelSummary>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('signage.channel.name') },
    { key: 'layout', title: t('signage.channel.layout'), value: (row) => t(`signage.layout.${row.layout}`) },
    { key: 'updated', title: t('signage.playlist.updatedAt'), value: (row) => when(intl, row.updatedAt) },
  ];
}
