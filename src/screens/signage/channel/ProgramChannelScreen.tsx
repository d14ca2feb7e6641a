import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { signageApi } from '../../../api/signage';
import { CHANNEL_LAYOUTS, SIGNAGE_PIDS, type Channel, type ChannelSummary } from '../../../api/signage/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { idParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { SignageDeleteDialog } from '../shared/DeleteDialog';
import { PickListCard } from '../shared/PickListCard';
import { channelColumns, channelExportColumns } from './channelColumns';
import { ChannelDetail } from './ChannelDetail';
import { ChannelDialog } from './ChannelDialog';

const FILTERS = { q: anyText, layout: oneOf(...CHANNEL_LAYOUTS) };

/**
 * `program-channel`: channels that combine playlists in a layout (full screen, or a main region
 * over a ticker) with a default content for empty time; the chosen one (`?channel=<did>`) shows
 * which schedule events play it. Add, edit and delete follow the page's permissions.
 */
export default observer(function ProgramChannelScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const pid = usePagePid({ fallback: SIGNAGE_PIDS.channel });
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const [selected, select] = useSearchParam('channel', idParam, '');
  const [editing, setEditing] = useState<{ channel?: Channel }>();
  const [deleting, setDeleting] = useState<Channel>();
  const signage = signageApi(api);
  const list = useResource(pid ? (signal) => signage.channels.list({ pid }, { signal }) : null, [api, pid]);
  const playlists = useResource(pid ? (signal) => signage.playlists.list({ pid }, { signal }) : null, [api, pid]);
  const events = useResource(pid ? (signal) => signage.schedule.list({ pid }, { signal }) : null, [api, pid]);
  const channel = useResource(pid && selected ? (signal) => signage.channels.get({ pid, did: selected }, { signal }) : null, [api, pid, selected]);
  const rows = useMemo(() => {
    const words = filters.q.trim().toLocaleLowerCase();
    return (list.value ?? []).filter((row) => (!filters.layout || row.layout === filters.layout) && (!words || row.name.toLocaleLowerCase().includes(words)));
  }, [list.value, filters]);

  if (!list.value && list.status === 'error') return <LoadFailed title={t('signage.channel.loadFailed')} onRetry={() => void list.reload()} />;
  const title = t('signage.channel.title');
  const shown = selected && channel.value?.did === selected ? channel.value : undefined;
  const saved = (answer: Channel) => {
    setEditing(undefined);
    select(answer.did);
    void list.reload();
    void channel.reload();
  };
  return (
    <div data-screen="program-channel">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <PickListCard<ChannelSummary>
            title={title}
            add={pages.can('add', pid) ? { label: t('signage.channel.create'), onClick: () => setEditing({}), disabled: !playlists.value } : undefined}
            exportColumns={pages.can('export', pid) ? channelExportColumns(intl) : undefined}
            filterBar={{
              'aria-label': t('signage.channel.filters'),
              fields: [
                { key: 'q', kind: 'text', label: t('signage.channel.name') },
                { key: 'layout', kind: 'enum', label: t('signage.channel.layout'), options: CHANNEL_LAYOUTS.map((l) => ({ value: l, label: t(`signage.layout.${l}`) })) },
              ],
              ...bar,
            }}
            rows={list.value ? rows : null}
            emptyText={t(filtered ? 'signage.channel.noneMatch' : 'signage.channel.none')}
            columns={channelColumns(intl, select)}
            selected={selected}
          />
        </Col>
        <Col xs={24} xl={14}>
          {!selected ? (
            <Card>
              <EmptyData description={t('signage.channel.choose')} />
            </Card>
          ) : channel.status === 'error' && !shown ? (
            <LoadFailed title={t('signage.channel.loadOneFailed')} onRetry={() => void channel.reload()} />
          ) : shown ? (
            <ChannelDetail
              channel={shown}
              events={events.value?.filter((event) => event.channel.did === shown.did)}
              onEdit={pages.can('edit', pid) && playlists.value ? () => setEditing({ channel: shown }) : undefined}
              onDelete={pages.can('delete', pid) ? () => setDeleting(shown) : undefined}
            />
          ) : (
            <Card loading />
          )}
        </Col>
      </Row>
      {editing ? <ChannelDialog pid={pid} channel={editing.channel} playlists={playlists.value ?? []} onSaved={saved} onClose={() => setEditing(undefined)} /> : null}
      {deleting ? (
        <SignageDeleteDialog
          title={t('signage.channel.deleteNamed', { name: deleting.name })}
          body={t('signage.channel.deleteBody', { name: deleting.name })}
          remove={() => signage.channels.remove({ pid, did: deleting.did }, { hideError: true })}
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
