import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { DeviceCmd, DeviceView } from '../../../api/devices/types';
import { useCutConfirm } from '../../../ui/command';
import { powerOffNotice } from './powerOffNotice';

/**
 * On and off for the chosen circuits. Switching off cuts supply: it first names the circuits that
 * stop (and what a critical one leaves dark) and asks; nothing is sent until the user says so.
 */
export function PowerControls({ targets, label, onSend, busy = false }: {
  targets: DeviceView[];
  label: string;
  onSend: (cmd: DeviceCmd) => void;
  /** One of them has a command still on its way: nothing more is sent until it ends. */
  busy?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const cut = useCutConfirm();
  const disabled = targets.length === 0 || busy;
  return (
    <Space wrap role="group" aria-label={t('devices.ac.controlsFor', { target: label })}>
      <strong>{label}</strong>
      <Button onClick={() => onSend({ on: true })} disabled={disabled}>{t('devices.turnOn')}</Button>
      <Button onClick={() => cut.ask(powerOffNotice(intl, targets), () => onSend({ on: false }))} disabled={disabled}>{t('devices.turnOff')}</Button>
      {cut.dialog}
    </Space>
  );
}
