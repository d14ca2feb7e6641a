import { Button, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AC_MODES, FAN_SPEEDS, type AcMode, type DeviceCmd, type DeviceView, type FanSpeed } from '../../../api/devices/types';

/** The setpoint range every chosen unit accepts, and the coarsest step among them. */
export function commonSetpointRange(units: DeviceView[]): { min: number; max: number; step: number } | null {
  const acs = units.map((u) => u.ac).filter((a) => a !== undefined);
  if (!acs.length) return null;
  const min = Math.max(...acs.map((a) => a.minSetpoint));
  const max = Math.min(...acs.map((a) => a.maxSetpoint));
  const step = Math.max(...acs.map((a) => a.step));
  return min <= max ? { min, max, step } : null;
}

/** On, off and settings for the chosen units (or the whole space): what is sent is only what is set. */
export function AcControls({ targets, label, onSend, busy = false }: {
  /** The units the command goes to (for the setpoint range). */
  targets: DeviceView[];
  /** One of them has a command still on its way: nothing more is sent until it ends. */
  busy?: boolean;
  /** Who it goes to, for people ("3 units", "Floor 2"). */
  label: string;
  onSend: (cmd: DeviceCmd) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [mode, setMode] = useState<AcMode | undefined>();
  const [fan, setFan] = useState<FanSpeed | undefined>();
  const [setpoint, setSetpoint] = useState<number | null>(null);
  const range = commonSetpointRange(targets);
  const offStep = range && setpoint !== null ? Math.abs((setpoint - range.min) / range.step - Math.round((setpoint - range.min) / range.step)) > 1e-6 : false;
  const outOfRange = range && setpoint !== null ? setpoint < range.min || setpoint > range.max : false;
  const invalid = offStep || outOfRange;
  const settings: DeviceCmd = { ...(mode ? { mode } : {}), ...(fan ? { fan } : {}), ...(setpoint !== null ? { setpoint } : {}) };
  const disabled = targets.length === 0 || busy;
  return (
    <Space wrap aria-label={t('devices.ac.controlsFor', { target: label })} role="group">
      <strong>{label}</strong>
      <Button onClick={() => onSend({ on: true })} disabled={disabled}>{t('devices.turnOn')}</Button>
      <Button onClick={() => onSend({ on: false })} disabled={disabled}>{t('devices.turnOff')}</Button>
      <Select<AcMode>
        allowClear
        aria-label={t('devices.ac.mode')}
        placeholder={t('devices.ac.mode')}
        value={mode}
        onChange={setMode}
        style={{ width: 130 }}
        options={AC_MODES.map((m) => ({ value: m, label: t(`devices.ac.mode.${m}`) }))}
      />
      <Select<FanSpeed>
        allowClear
        aria-label={t('devices.ac.fan')}
        placeholder={t('devices.ac.fan')}
        value={fan}
        onChange={setFan}
        style={{ width: 130 }}
        options={FAN_SPEEDS.map((f) => ({ value: f, label: t(`devices.ac.fan.${f}`) }))}
      />
      <InputNumber<number>
        aria-label={t('devices.ac.setpoint')}
        placeholder={range ? t('devices.ac.setpointRange', range) : t('devices.ac.setpoint')}
        value={setpoint}
        onChange={(v) => setSetpoint(typeof v === 'number' ? v : null)}
        min={range?.min}
        max={range?.max}
        step={range?.step ?? 0.5}
        status={invalid ? 'error' : undefined}
        suffix="°C"
        style={{ width: 170 }}
        disabled={!range}
      />
      <Button type="primary" onClick={() => onSend(settings)} disabled={disabled || invalid || Object.keys(settings).length === 0}>
        {t('devices.apply')}
      </Button>
      {invalid && range ? <span role="alert">{t('devices.ac.setpointInvalid', range)}</span> : null}
    </Space>
  );
}
