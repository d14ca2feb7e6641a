import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Card, Segmented, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { MEDIA_KINDS, SIGNAGE_PIDS, type MediaItem, type MediaQuery } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { useUploads } from '../../../stores/uploads/uploadsOf';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import type { MediaAction } from './MediaActions';
import { mediaColumns, mediaExportColumns } from './mediaColumns';
import { MediaDialog } from './MediaDialogs';
import { MediaGrid } from './MediaGrid';
import { MEDIA_PURPOSE } from './mediaUpload';
import { MediaUploadList, MediaUploadPicker } from './MediaUploads';

const FILTERS = { q: anyText, kind: oneOf(...MEDIA_KINDS), tag: anyText };
const VIEWS = ['list', 'grid'] as const;
const view = oneOfParam(VIEWS);

/**
 * `media-manage`: the media library. Images, videos and audio with what the browser read of them
 * (thumbnail, duration, resolution), tags, search and kind in the URL, "where used", delete (warned,
 * and refused by the server while a playlist plays the file), add to several playlists at once,
 * and uploads through the console's queue; the list is read again whenever one of them is stored.
 */
export default observer(function MediaManageScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const root = useStores();
  const { api, pages } = root;
  const pid = usePagePid({ fallback: SIGNAGE_PIDS.media });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const [shown, setShown] = useSearchParam('view', view, 'list');
  const queue = useUploads(root);
  const uploaded = queue.uploadedOf(MEDIA_PURPOSE);
  const query = useMemo<MediaQuery>(
    () => ({ pid, ...(filters.q ? { search: filters.q } : {}), ...(filters.kind ? { kind: filters.kind } : {}), ...(filters.tag ? { tag: filters.tag } : {}) }),
    [pid, filters.q, filters.kind, filters.tag],
  );
  const list = useResource(pid ? (signal) => signageApi(api).media.list(query, { signal }) : null, [api, query, uploaded]);
  const [open, setOpen] = useState<{ action: MediaAction; item: MediaItem }>();

  // Read on every render: the page's permissions may arrive after the list.
  const allowed = new Set<MediaAction>(['usage']);
  if (pages.can('edit', pid)) allowed.add('playlists').add('tags');
  if (pages.can('delete', pid)) allowed.add('delete');
  const onAction = (action: MediaAction, item: MediaItem) => setOpen({ action, item });

  if (!list.value && list.status === 'error') return <LoadFailed title={t('signage.media.loadFailed')} onRetry={() => void list.reload()} />;
  const rows = list.value?.rows ?? [];
  const title = t('signage.media.title');
  const exportJob = rowsExportJob(async (signal) => (await signageApi(api).media.list(query, { signal })).rows, mediaExportColumns(intl), title);
  return (
    <div data-screen="media-manage">
      <Card
        title={title}
        extra={
          <Space wrap>
            {pages.can('add', pid) ? <MediaUploadPicker queue={queue} /> : null}
            {pages.can('export', pid) && list.value ? <ExportButton job={exportJob} disabled={rows.length === 0} /> : null}
          </Space>
        }
      >
        <MediaUploadList queue={queue} />
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <FilterBar
            aria-label={t('signage.media.filters')}
            fields={[
              { key: 'q', kind: 'text', label: t('signage.media.search') },
              { key: 'kind', kind: 'enum', label: t('signage.media.kind'), options: MEDIA_KINDS.map((k) => ({ value: k, label: t(`signage.media.kind.${k}`) })) },
              { key: 'tag', kind: 'enum', label: t('signage.media.tag'), options: (list.value?.tags ?? (filters.tag ? [filters.tag] : [])).map((tag) => ({ value: tag, label: tag })) },
            ]}
            {...bar}
          />
          <Segmented
            aria-label={t('signage.media.view')}
            value={shown}
            onChange={(value) => setShown(value as (typeof VIEWS)[number])}
            options={[
              { value: 'list', icon: <UnorderedListOutlined />, label: t('signage.media.view.list') },
              { value: 'grid', icon: <AppstoreOutlined />, label: t('signage.media.view.grid') },
            ]}
          />
        </Space>
        <p aria-live="polite">{list.value ? t('signage.media.count', { count: list.value.total }) : null}</p>
        {list.value && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'signage.media.noneMatch' : 'signage.media.none')} />
        ) : shown === 'grid' ? (
          <MediaGrid rows={rows} label={title} allowed={allowed} onAction={onAction} />
        ) : (
          <Table<MediaItem>
            aria-label={title}
            size="small"
            rowKey="did"
            loading={!list.value}
            dataSource={rows}
            columns={mediaColumns(intl, { allowed, onAction })}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          />
        )}
      </Card>
      {open ? (
        <MediaDialog
          {...open}
          pid={pid}
          onClose={() => setOpen(undefined)}
          onChanged={() => {
            setOpen(undefined);
            void list.reload();
          }}
        />
      ) : null}
    </div>
  );
});
