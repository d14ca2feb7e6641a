import { Button, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceCmd, DeviceView } from '../../../api/devices/types';
import { Dialog } from '../../../ui/dialog/Dialog';
import { criticalNoteText } from '../shared/deviceWords';

/**
 * On and off for the chosen circuits. Switching off a critical circuit first names what goes
 * dark and asks; nothing is sent until the user says so.
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
  const [confirming, setConfirming] = useState<DeviceView[] | null>(null);
  const disabled = targets.length === 0 || busy;
  const turnOff = () => {
    const critical = targets.filter((d) => d.power?.critical);
    if (critical.length) setConfirming(critical);
    else onSend({ on: false });
  };
  return (
    <Space wrap role="group" aria-label={t('devices.ac.controlsFor', { target: label })}>
      <strong>{label}</strong>
      <Button onClick={() => onSend({ on: true })} disabled={disabled}>{t('devices.turnOn')}</Button>
      <Button onClick={turnOff} disabled={disabled}>{t('devices.turnOff')}</Button>
      <Dialog
        open={confirming !== null}
        title={t('devices.power.confirmTitle', { count: confirming?.length ?? 0 })}
        okText={t('devices.power.confirmOk')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          setConfirming(null);
          onSend({ on: false });
        }}
      >
        <p>{t('devices.power.confirmText', { total: targets.length })}</p>
        <ul data-testid="critical-circuits">
          {(confirming ?? []).map((d) => (
            <li key={d.did}>
              <strong>{d.name}</strong> ({d.spaceName}): {criticalNoteText(intl, d) ?? t('devices.power.critical')}
            </li>
          ))}
        </ul>
      </Dialog>
    </Space>
  );
}
