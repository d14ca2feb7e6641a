import { Button, Card, Space, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { COMMAND_TIMEOUT_MS, type DeviceView } from '../../../api/devices/types';
import { smartbnbApi } from '../../../api/smartbnb';
import { useStores } from '../../../stores/context';
import { CommandStatus, useCommandTracker } from '../../../ui/command';
import { Table } from '../../../ui/data-table/Table';
import { deviceCommandSource } from '../../../ui/command/deviceCommands';
import { EmptyData } from '../../../ui/EmptyData';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { LoadFailed } from '../../../ui/LoadFailed';
import type { RoomAt } from '../shared/roomAt';
import { speakerPlayback } from '../shared/speakerPlayback';
import { useRefreshOnAnswer } from '../../../ui/command/useRefreshOnAnswer';

/** A curtain fully open and closed (position, % open). */
const OPEN = 100;
const CLOSED = 0;

/** What a guest-room device is doing, as it last answered. */
function stateText(intl: IntlShape, device: DeviceView): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (device.curtain) {
    const { position } = device.curtain;
    return position >= OPEN ? t('smartbnb.rooms.state.curtainOpen') : position <= CLOSED ? t('smartbnb.rooms.state.curtainClosed') : t('smartbnb.rooms.state.curtainPart', { position: intl.formatNumber(position) });
  }
  if (device.speaker) return t(`smartbnb.music.state.${speakerPlayback(device.speaker)}`);
  if (device.ac) return device.ac.on ? t('smartbnb.rooms.state.acOn', { setpoint: intl.formatNumber(device.ac.setpoint) }) : t('devices.off');
  if (device.power) return t(device.power.on ? 'devices.on' : 'devices.off');
  return '';
}

/**
 * The devices of the one room the list shows (a scanned curtain opened it), live: each one's
 * connection and state as the device answered, and, with the control permission, the curtains
 * opened or closed from this page, which is the page that commands them. Each command shows its
 * life; the state shown follows the device.
 */
export const RoomDevicesCard = observer(function RoomDevicesCard({ at, name, canControl }: { at: RoomAt; name: string; canControl: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const live = useLiveResource((signal) => smartbnbApi(api).room(at, { silent: true, hideError: true, signal }), [api, at]);
  const source = useMemo(() => deviceCommandSource(api, at.pid), [api, at.pid]);
  const tracker = useCommandTracker(source, { timeoutMs: COMMAND_TIMEOUT_MS });
  // A device answered: show what it confirmed at once.
  useRefreshOnAnswer(tracker, live);

  const title = t('smartbnb.rooms.devices', { room: name });
  const room = live.resource.value;
  if (!room && live.resource.status === 'error') {
    return (
      <Card title={title}>
        <LoadFailed title={t('smartbnb.rooms.devices.loadFailed')} onRetry={live.refresh} />
      </Card>
    );
  }
  const devices = (room?.devices ?? []).filter((d) => d.kind !== 'sensor');
  const curtainButtons = (d: DeviceView) => {
    const busy = tracker.pending(d.did) || d.online !== 'online';
    const send = (position: number) => void tracker.send([d.did], { position });
    return (
      <Space wrap size={4}>
        <Button size="small" disabled={busy} aria-label={t('smartbnb.rooms.curtain.openLabel', { device: d.name })} onClick={() => send(OPEN)}>
          {t('smartbnb.rooms.curtain.open')}
        </Button>
        <Button size="small" disabled={busy} aria-label={t('smartbnb.rooms.curtain.closeLabel', { device: d.name })} onClick={() => send(CLOSED)}>
          {t('smartbnb.rooms.curtain.close')}
        </Button>
      </Space>
    );
  };
  const columns: TableColumnsType<DeviceView> = [
    { key: 'name', title: t('devices.col.name'), dataIndex: 'name' },
    { key: 'kind', title: t('smartbnb.rooms.device.kind'), render: (_, d) => t(`devices.space.kind.${d.kind}`) },
    { key: 'online', title: t('devices.col.online'), render: (_, d) => t(`devices.online.${d.online}`) },
    { key: 'state', title: t('smartbnb.rooms.device.state'), render: (_, d) => stateText(intl, d) },
    {
      key: 'command',
      title: t('smartbnb.rooms.device.command'),
      render: (_, d) => (
        <Space orientation="vertical" size={4}>
          {canControl && d.kind === 'curtain' ? curtainButtons(d) : null}
          <CommandStatus tracker={tracker} target={d.did} />
        </Space>
      ),
    },
  ];
  return (
    <Card title={title} extra={<LastUpdated live={live} />} style={{ marginTop: 12 }}>
      {room && devices.length === 0 ? (
        <EmptyData description={t('smartbnb.rooms.devices.none')} />
      ) : (
        <Table<DeviceView> aria-label={t('smartbnb.rooms.devices.table')} size="small" rowKey="did" loading={!room} dataSource={devices} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />
      )}
    </Card>
  );
});
