import { Tag, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { MediaItem } from '../../../api/signage/types';
import type { ExportColumn } from '../../../lib/export';
import { MediaActions, type MediaActionsProps } from './MediaActions';
import { addedText, durationText, resolutionText, sizeText } from './mediaFormat';
import { MediaThumb } from './MediaThumb';

type Actions = Omit<MediaActionsProps, 'item'>;

/** The library as a table: thumbnail, name, kind, duration, resolution, size, tags, added, actions. */
export function mediaColumns(intl: IntlShape, actions: Actions): TableColumnsType<MediaItem> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'thumb', title: t('signage.media.preview'), width: 96, render: (_, m) => <MediaThumb item={m} size={80} /> },
    { key: 'name', title: t('signage.media.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, intl.locale, { numeric: true }) },
    { key: 'kind', title: t('signage.media.kind'), render: (_, m) => t(`signage.media.kind.${m.kind}`) },
    { key: 'duration', title: t('signage.media.duration'), align: 'right', sorter: (a, b) => (a.durationMs ?? 0) - (b.durationMs ?? 0), render: (_, m) => durationText(intl, m.durationMs) },
    { key: 'resolution', title: t('signage.media.resolution'), render: (_, m) => resolutionText(m) },
    { key: 'size', title: t('signage.media.size'), align: 'right', sorter: (a, b) => a.size - b.size, render: (_, m) => sizeText(intl, m.size) },
    { key: 'tags', title: t('signage.media.tags'), render: (_, m) => m.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) },
    { key: 'added', title: t('signage.media.added'), render: (_, m) => addedText(intl, m.createtime) },
    { key: 'actions', title: t('signage.media.actions'), render: (_, m) => <MediaActions item={m} {...actions} /> },
  ];
}

/** The same list in a spreadsheet: figures as numbers (seconds, pixels, bytes). */
export function mediaExportColumns(intl: IntlShape): ExportColumn<MediaItem>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('signage.media.name') },
    { key: 'kind', title: t('signage.media.kind'), value: (m) => t(`signage.media.kind.${m.kind}`) },
    { key: 'type', title: t('signage.media.type') },
    { key: 'duration', title: t('signage.media.durationS'), type: 'number', value: (m) => (m.durationMs === null ? null : m.durationMs / 1000) },
    { key: 'width', title: t('signage.media.width'), type: 'number' },
    { key: 'height', title: t('signage.media.height'), type: 'number' },
    { key: 'size', title: t('signage.media.sizeBytes'), type: 'number' },
    { key: 'tags', title: t('signage.media.tags'), value: (m) => m.tags.join(', ') },
    { key: 'added', title: t('signage.media.added'), value: (m) => addedText(intl, m.createtime) },
    { key: 'uploader', title: t('signage.media.uploader') },
  ];
}
