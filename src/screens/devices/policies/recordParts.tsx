import { Space, Typography, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { ActionResult, DeviceOutcome, PolicyRun } from '../../../api/devices/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import { describeCmd, describeCondition, describeTarget, type Names } from './describePolicy';
import { OUTCOME_TONES } from './policyColumns';
import { textWithKey } from '../../../lib/serverMessage';

const DEVICE_TONES: Readonly<Record<DeviceOutcome, Tone>> = { confirmed: 'success', sent: 'info', failed: 'error', timeout: 'warning', refused: 'error' };

type T = (id: string, values?: Record<string, string | number>) => string;

/** 'Schedule, window start' or 'Trigger, on crossing'. */
export function triggerText(t: T, run: PolicyRun): string {
  return run.trigger.kind === 'schedule'
    ? `${t('devices.policies.kind.schedule')}: ${t(`devices.policies.at.${run.trigger.edge}`)}`
    : `${t('devices.policies.kind.trigger')}: ${t(`devices.policies.fires.${run.trigger.fires}`)}`;
}

/** One condition as the run found it: what it asks, the value read, held or not. */
export function conditionText(intl: IntlShape, t: T, c: PolicyRun['conditions'][number], names: Names): string {
  return t('devices.records.conditionResult', { condition: describeCondition(intl, c, names), value: intl.formatNumber(c.value), result: t(c.result ? 'devices.records.held' : 'devices.records.notHeld') });
}

/** '34 devices: 30 confirmed, 4 failed'. */
export function tallyText(t: T, action: ActionResult): string {
  const counts = new Map<DeviceOutcome, number>();
  for (const d of action.devices) counts.set(d.outcome, (counts.get(d.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${n} ${t(`devices.records.device.${outcome}`)}`).join(', ');
}

/** The execution record's columns: time, what triggered it, the conditions' values and results, the actions, the outcome, the saving. */
export function recordColumns(intl: IntlShape, time: (iso: string) => string, names: Names): TableColumnsType<PolicyRun> {
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return [
    { key: 'at', title: t('devices.records.time'), width: 150, render: (_, r) => time(r.at) },
    { key: 'trigger', title: t('devices.records.trigger'), width: 170, render: (_, r) => triggerText(t, r) },
    {
      key: 'conditions',
      title: t('devices.records.conditions'),
      render: (_, r) =>
        r.conditions.length === 0 ? '—' : (
          <Space orientation="vertical" size={0}>
            {r.conditions.map((c, i) => (
              <span key={i}>{conditionText(intl, t, c, names)}</span>
            ))}
          </Space>
        ),
    },
    {
      key: 'actions',
      title: t('devices.records.actions'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {r.actions.map((a, i) => (
            <span key={i}>
              {describeCmd(intl, a.cmd)} → {describeTarget(intl, a.target, { devices: a.devices.length }, names)}
              {a.devices.length ? <Typography.Text type="secondary"> ({tallyText(t, a)})</Typography.Text> : null}
            </span>
          ))}
        </Space>
      ),
    },
    { key: 'outcome', title: t('devices.records.outcome'), width: 110, render: (_, r) => <StatusTag tone={OUTCOME_TONES[r.outcome]}>{t(`devices.policies.outcome.${r.outcome}`)}</StatusTag> },
    { key: 'savings', title: t('devices.records.savings'), width: 110, align: 'right', render: (_, r) => (r.savingsKwh ? `${intl.formatNumber(r.savingsKwh)} kWh` : '—') },
  ];
}

/** Each device of each action of a run, with its outcome and the device's reason. */
export function RunDevices({ run, intl }: { run: PolicyRun; intl: IntlShape }) {
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {run.actions.map((action, i) => (
        <div key={i}>
          <Typography.Text strong>{t('devices.records.actionN', { n: i + 1, cmd: describeCmd(intl, action.cmd) })}</Typography.Text>
          <ul aria-label={t('devices.records.devicesOf', { n: i + 1 })} style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {action.devices.map((d) => (
              <li key={d.did}>
                {d.name} <StatusTag tone={DEVICE_TONES[d.outcome]}>{t(`devices.records.device.${d.outcome}`)}</StatusTag>
                {d.reason ? <Typography.Text type="secondary">{textWithKey(intl, d.reason, d.reasonKey)}</Typography.Text> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Space>
  );
}
