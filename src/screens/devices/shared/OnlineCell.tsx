import { useIntl } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { onlineReasonText } from './deviceWords';

const TONE = { online: 'success', offline: 'error', unknown: 'neutral' } as const;

/** Online, offline or unknown, with the reason (a gateway offline, no heartbeat since…). */
export function OnlineCell({ device }: { device: DeviceView }) {
  const intl = useIntl();
  return (
    <span>
      <StatusTag tone={TONE[device.online]}>{intl.formatMessage({ id: `devices.online.${device.online}` })}</StatusTag>
      {/* On its own line: beside the tag it made the column as wide as the sentence. */}
      {device.onlineReason ? <span style={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere' }}>{onlineReasonText(intl, device)}</span> : null}
    </span>
  );
}

/** Why a device takes no command now, or null when it does. */
export function notControllable(device: DeviceView, intl: ReturnType<typeof useIntl>): string | null {
  if (device.online === 'online') return null;
  return intl.formatMessage({ id: device.online === 'offline' ? 'devices.cannot.offline' : 'devices.cannot.unknown' }, { reason: onlineReasonText(intl, device) });
}
