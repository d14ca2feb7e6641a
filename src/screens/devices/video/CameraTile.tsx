import { CameraOutlined, FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { useStores } from '../../../stores/context';
import { saveSnapshot } from './snapshot';
import { useFullscreen } from './useFullscreen';
import { useStream } from './useStream';
import { onlineReasonText } from '../shared/deviceWords';

/**
 * One camera: its name, space and online state, its live video (nothing plays while it is
 * offline: the tile says so), fullscreen (Esc leaves) and a snapshot saved as a PNG.
 */
export function CameraTile({ camera, canSnapshot }: { camera: DeviceView; canSnapshot: boolean }) {
  const intl = useIntl();
  const { now } = useStores();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const tile = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState('');
  const fullscreen = useFullscreen(tile);
  const online = camera.online === 'online' && camera.camera?.online !== false;
  const streamUrl = online ? camera.camera?.streamUrl : undefined;
  const { status, via } = useStream(video, streamUrl, attempt);
  const snapshot = async () => {
    if (!video.current) return;
    try {
      setSaved(t('devices.video.snapshotSaved', { name: await saveSnapshot(video.current, camera.name, new Date(now())) }));
    } catch {
      setSaved(t('devices.video.snapshotFailed'));
    }
  };
  const label = fullscreen.active ? t('devices.video.exitFullscreen') : t('devices.video.fullscreen');
  return (
    <section
      ref={tile}
      aria-label={camera.name}
      data-camera={camera.did}
      data-stream={status}
      style={{
        display: 'flex', flexDirection: 'column', height: fullscreen.active ? '100vh' : undefined, background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, overflow: 'hidden',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '4px 8px' }}>
        <Typography.Text strong ellipsis style={{ minWidth: 0 }}>{camera.name}</Typography.Text>
        <StatusTag tone={online ? 'success' : 'error'}>{t(online ? 'devices.online.online' : 'devices.online.offline')}</StatusTag>
      </div>
      <div style={{ position: 'relative', flex: fullscreen.active ? 1 : undefined, aspectRatio: fullscreen.active ? undefined : '16 / 9', background: '#000' }}>
        {streamUrl ? (
          <video
            ref={video}
            aria-label={t('devices.video.liveOf', { name: camera.name })}
            data-player={via ?? undefined}
            muted
            autoPlay
            playsInline
            loop
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : null}
        {!streamUrl || status === 'failed' ? (
          <div role="status" style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8, padding: 8, textAlign: 'center', color: '#fff', background: '#141414' }}>
            <span>{t(streamUrl ? 'devices.video.streamFailed' : 'devices.video.offline')}</span>
            {!streamUrl && camera.onlineReason ? <span style={{ fontSize: 12, color: '#d9d9d9' }}>{onlineReasonText(intl, camera)}</span> : null}
            {streamUrl ? <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button> : null}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '2px 8px' }}>
        <Typography.Text type="secondary" ellipsis aria-live="polite" style={{ minWidth: 0, fontSize: 12 }}>
          {saved || camera.spaceName}
        </Typography.Text>
        <Space size={0}>
          {canSnapshot ? (
            <Tooltip title={t('devices.video.snapshot')}>
              <Button type="text" size="small" icon={<CameraOutlined aria-hidden />} aria-label={t('devices.video.snapshotOf', { name: camera.name })} disabled={status !== 'playing'} onClick={() => void snapshot()} />
            </Tooltip>
          ) : null}
          <Tooltip title={label}>
            <Button
              type="text"
              size="small"
              icon={fullscreen.active ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
              aria-label={`${label}: ${camera.name}`}
              aria-pressed={fullscreen.active}
              disabled={!fullscreen.supported}
              onClick={fullscreen.toggle}
            />
          </Tooltip>
        </Space>
      </div>
    </section>
  );
}
