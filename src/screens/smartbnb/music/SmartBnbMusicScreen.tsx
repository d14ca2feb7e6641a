import { Card, Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { idParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { signageApi } from '../../../api/signage';
import { smartbnbApi } from '../../../api/smartbnb';
import { SMARTBNB_PIDS } from '../../../api/smartbnb/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { NoRooms, isNoRooms } from '../shared/NoRooms';
import type { RoomAt } from '../shared/roomAt';
import { ScenesCard } from './ScenesCard';
import { SpeakerCard } from './SpeakerCard';

/**
 * `smartbnb-music-home`: one room at a time (chosen in the URL): its speaker (play, pause,
 * volume, a playlist from the media library's audio), live, and the room scenes that set several
 * devices at once and report each device's result.
 */
export default observer(function SmartBnbMusicScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: SMARTBNB_PIDS.music });
  const [asked, choose] = useSearchParam('room', idParam, '');
  const rooms = useResource(store && pid ? (signal) => smartbnbApi(api).rooms({ pid, store }, { signal, hideError: true }) : null, [api, store, pid]);
  // The host may read the library's audio from this page (the media list lets the music page in).
  const audio = useResource(pid ? (signal) => signageApi(api).media.list({ pid, kind: 'audio' }, { signal, silent: true }) : null, [api, pid]);
  const list = rooms.value?.rows;
  const room = list?.find((r) => r.did === asked) ?? list?.[0];
  const at = useMemo<RoomAt | undefined>(() => (room && store ? { pid, store, room: room.did } : undefined), [pid, store, room]);
  const speaker = useLiveResource(at ? (signal) => smartbnbApi(api).speaker(at, { silent: true, hideError: true, signal }) : null, [api, at]);
  const refreshSpeaker = useCallback(() => speaker.refresh(), [speaker]);

  if (!list && rooms.status === 'error') {
    return isNoRooms(rooms.error) ? <NoRooms /> : <LoadFailed title={t('smartbnb.rooms.loadFailed')} onRetry={() => void rooms.reload()} />;
  }
  const canControl = pages.can('control', pid);
  return (
    <div data-screen="smartbnb-music-home">
      <Card size="small" style={{ marginBottom: 12 }} loading={!list}>
        {list && list.length === 0 ? (
          <EmptyData description={t('smartbnb.rooms.none')} />
        ) : (
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <span>{t('smartbnb.music.room')}</span>
            <Select<string>
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 260 }}
              aria-label={t('smartbnb.music.room')}
              value={room?.did}
              options={(list ?? []).map((r) => ({ value: r.did, label: t('smartbnb.home.roomIn', { room: r.name, building: r.buildingName, floor: r.floor }) }))}
              onChange={choose}
            />
          </label>
        )}
      </Card>
      {at ? (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={12}>
            <SpeakerCard at={at} live={speaker} audio={audio.value?.rows} canControl={canControl} />
          </Col>
          <Col xs={24} lg={12}>
            <ScenesCard at={at} canControl={canControl} onSettled={refreshSpeaker} />
          </Col>
        </Row>
      ) : null}
    </div>
  );
});
