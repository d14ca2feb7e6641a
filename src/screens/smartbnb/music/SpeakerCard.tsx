import { Button, Card, Descriptions, InputNumber, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/errors';
import { COMMAND_TIMEOUT_MS, type DeviceView } from '../../../api/devices/types';
import type { MediaItem } from '../../../api/signage/types';
import { SPEAKER_RULES } from '../../../api/smartbnb/rules';
import type { SpeakerCmd } from '../../../api/smartbnb/types';
import { useStores } from '../../../stores/context';
import { CommandStatus, useCommandTracker } from '../../../ui/command';
import { EmptyData } from '../../../ui/EmptyData';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import type { LiveResource } from '../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../ui/LoadFailed';
import type { RoomAt } from '../shared/roomAt';
import { speakerPlayback } from '../shared/speakerPlayback';
import { speakerSource } from './musicCommands';
import { useRefreshOnAnswer } from '../../../ui/command/useRefreshOnAnswer';

const isNoSpeaker = (error: unknown) => isApiError(error) && 'id' in error.userMessage && error.userMessage.id === 'smartbnb.refusal.noSpeaker';

/**
 * The room's speaker as it confirmed it (playing or paused, volume, playlist), and, with the
 * control permission, play, pause, volume and a playlist from the media library's audio. Each
 * command shows its life until the speaker answers; the state shown is the speaker's answer.
 */
export const SpeakerCard = observer(function SpeakerCard({ at, live, audio, canControl }: { at: RoomAt; live: LiveResource<DeviceView>; audio: MediaItem[] | undefined; canControl: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const source = useMemo(() => speakerSource(api, at), [api, at]);
  const tracker = useCommandTracker(source, { timeoutMs: COMMAND_TIMEOUT_MS });
  const speaker = live.resource.value;
  const [volume, setVolume] = useState<number | null>(null);

  // A new room: its speaker's commands are not this one's.
  useEffect(() => {
    tracker.clear();
    setVolume(null);
  }, [at, tracker]);
  // The speaker answered: show what it confirmed at once.
  useRefreshOnAnswer(tracker, live);

  const title = t('smartbnb.music.speaker');
  if (!speaker && live.resource.status === 'error') {
    return <Card title={title}>{isNoSpeaker(live.resource.error) ? <EmptyData description={t('smartbnb.music.noSpeaker')} /> : <LoadFailed title={t('smartbnb.music.loadFailed')} onRetry={live.refresh} />}</Card>;
  }
  const state = speaker?.speaker;
  const busy = !speaker || tracker.anyPending || speaker.online !== 'online';
  const send = (cmd: SpeakerCmd) => speaker && void tracker.send([speaker.did], cmd);
  const playlistName = (did: string) => audio?.find((m) => m.did === did)?.name ?? did;
  const shown = state ? speakerPlayback(state) : undefined;
  return (
    <Card title={title} loading={!speaker} extra={<LastUpdated live={live} />}>
      {speaker && state ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="speaker">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('smartbnb.music.device')}>{speaker.name}</Descriptions.Item>
            <Descriptions.Item label={t('smartbnb.music.state')}>{t(`smartbnb.music.state.${shown}`)}</Descriptions.Item>
            <Descriptions.Item label={t('smartbnb.music.volume')}>{intl.formatNumber(state.volume)}</Descriptions.Item>
            <Descriptions.Item label={t('smartbnb.music.playlist')}>{state.playlist ? playlistName(state.playlist) : t('smartbnb.music.noPlaylist')}</Descriptions.Item>
          </Descriptions>
          <CommandStatus tracker={tracker} target={speaker.did} />
          {speaker.online !== 'online' ? <Typography.Text type="warning">{t('smartbnb.music.speakerOffline')}</Typography.Text> : null}
          {canControl ? (
            <Space orientation="vertical" size={8}>
              <Space wrap>
                <Button type="primary" disabled={busy} onClick={() => send({ playback: 'play' })}>
                  {t('smartbnb.music.play')}
                </Button>
                <Button disabled={busy} onClick={() => send({ playback: 'pause' })}>
                  {t('smartbnb.music.pause')}
                </Button>
              </Space>
              <Space wrap>
                <InputNumber<number>
                  min={SPEAKER_RULES.volume.min}
                  max={SPEAKER_RULES.volume.max}
                  precision={0}
                  aria-label={t('smartbnb.music.volume')}
                  value={volume ?? state.volume}
                  onChange={(value) => setVolume(value)}
                />
                <Button disabled={busy || volume === null || volume === state.volume} onClick={() => volume !== null && send({ volume })}>
                  {t('smartbnb.music.setVolume')}
                </Button>
              </Space>
              <Select<string>
                style={{ minWidth: 240 }}
                aria-label={t('smartbnb.music.playlist')}
                placeholder={t('smartbnb.music.choosePlaylist')}
                disabled={busy}
                value={audio?.some((m) => m.did === state.playlist) ? state.playlist : undefined}
                options={(audio ?? []).map((m) => ({ value: m.did, label: m.name }))}
                notFoundContent={t('smartbnb.music.noAudio')}
                onChange={(playlist) => send({ playlist })}
              />
            </Space>
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
});
