import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { SIGNAGE_PIDS, type PlaylistSummary } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { EmptyData } from '../../../ui/EmptyData';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { anyText, useListFilters } from '../../../ui/url-state/useListFilters';
import { idParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { SignageDeleteDialog } from '../shared/DeleteDialog';
import { PickListCard } from '../shared/PickListCard';
import { NewPlaylistDialog } from './NewPlaylistDialog';
import { playlistColumns, playlistExportColumns } from './playlistColumns';
import { PlaylistEditor } from './PlaylistEditor';

const FILTERS = { q: anyText };

/**
 * `playlist`: the playlists (searched from the URL, exported as filtered) and the chosen one's
 * editor (`?playlist=<did>`): items in play order by drag, keyboard or buttons, their times, the
 * total length, a preview that plays it. Add, edit and delete follow the page's permissions.
 */
export default observer(function PlaylistScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: SIGNAGE_PIDS.playlist });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const [selected, select] = useSearchParam('playlist', idParam, '');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ did: string; name: string }>();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  // Another playlist would replace unsaved changes: asked first.
  const [leaving, setLeaving] = useState<string>();
  const open = (did: string) => (dirty && did !== selected ? setLeaving(did) : select(did));
  const list = useResource(pid ? (signal) => signageApi(api).playlists.list({ pid }, { signal }) : null, [api, pid]);
  const rows = useMemo(() => {
    const words = filters.q.trim().toLocaleLowerCase();
    return (list.value ?? []).filter((row) => !words || row.name.toLocaleLowerCase().includes(words));
  }, [list.value, filters]);
  const columns = playlistColumns(intl, open);

  if (!list.value && list.status === 'error') return <LoadFailed title={t('signage.playlist.loadFailed')} onRetry={() => void list.reload()} />;
  const title = t('signage.playlist.title');
  return (
    <div data-screen="playlist" ref={setRoot}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <PickListCard<PlaylistSummary>
            title={title}
            add={pages.can('add', pid) ? { label: t('signage.playlist.create'), onClick: () => setCreating(true) } : undefined}
            exportColumns={pages.can('export', pid) ? playlistExportColumns(intl) : undefined}
            filterBar={{ 'aria-label': t('signage.playlist.filters'), fields: [{ key: 'q', kind: 'text', label: t('signage.playlist.search') }], ...bar }}
            rows={list.value ? rows : null}
            emptyText={t(filtered ? 'signage.playlist.noneMatch' : 'signage.playlist.none')}
            columns={columns}
            selected={selected}
          />
        </Col>
        <Col xs={24} xl={14}>
          {selected ? (
            <PlaylistEditor
              key={selected}
              pid={pid}
              did={selected}
              canEdit={pages.can('edit', pid)}
              canDelete={pages.can('delete', pid)}
              container={root}
              onSaved={() => void list.reload()}
              onDelete={(playlist) => setDeleting({ did: playlist.did, name: playlist.name })}
              onDirty={onDirty}
            />
          ) : (
            <Card>
              <EmptyData description={t('signage.playlist.choose')} />
            </Card>
          )}
        </Col>
      </Row>
      {leaving ? (
        <Dialog
          open
          title={t('signage.playlist.discardTitle')}
          okText={t('signage.playlist.discard')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onOk={() => {
            setLeaving(undefined);
            select(leaving);
          }}
          onCancel={() => setLeaving(undefined)}
        >
          <p>{t('signage.playlist.discardBody')}</p>
        </Dialog>
      ) : null}
      {creating ? (
        <NewPlaylistDialog
          pid={pid}
          onClose={() => setCreating(false)}
          onSaved={(playlist) => {
            setCreating(false);
            select(playlist.did);
            void list.reload();
          }}
        />
      ) : null}
      {deleting ? (
        <SignageDeleteDialog
          title={t('signage.playlist.deleteNamed', { name: deleting.name })}
          body={t('signage.playlist.deleteBody', { name: deleting.name })}
          remove={() => signageApi(api).playlists.remove({ pid, did: deleting.did }, { hideError: true })}
          onClose={() => setDeleting(undefined)}
          onDone={() => {
            setDeleting(undefined);
            select('');
            void list.reload();
          }}
        />
      ) : null}
    </div>
  );
});
