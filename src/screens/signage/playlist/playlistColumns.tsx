import { stampText } from '../../../lib/dateText';
import { Button, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { PlaylistSummary } from '../../../api/signage/types';
import type { ExportColumn } from '../../../lib/export';
import { playLengthText } from '../shared/playLength';

const when = (intl: IntlShape, iso: string) => stampText(intl, iso);

/** The playlists table: the name opens the playlist in the editor. */
export function playlistColumns(intl: IntlShape, open: (did: string) => void): TableColumnsType<PlaylistSummary> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    {
      key: 'name',
      title: t('signage.playlist.name'),
      sorter: (a, b) => a.name.localeCompare(b.name, intl.locale),
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row.did)} aria-label={t('signage.playlist.open', { name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'count', title: t('signage.playlist.count'), dataIndex: 'count', align: 'right' },
    { key: 'length', title: t('signage.playlist.length'), align: 'right', sorter: (a, b) => a.totalMs - b.totalMs, render: (_, row) => playLengthText(intl, row.totalMs) },
    { key: 'updated', title: t('signage.playlist.updatedAt'), render: (_, row) => when(intl, row.updatedAt) },
  ];
}

export function playlistExportColumns(intl: IntlShape): ExportColumn<PlaylistSummary>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('signage.playlist.name') },
    { key: 'count', title: t('signage.playlist.count'), type: 'number' },
    { key: 'seconds', title: t('signage.playlist.lengthSeconds'), type: 'number', value: (row) => row.totalMs / 1000 },
    { key: 'updated', title: t('signage.playlist.updatedAt'), value: (row) => when(intl, row.updatedAt) },
  ];
}
