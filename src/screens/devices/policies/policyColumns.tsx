import { Button, Space, Switch, Typography, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Policy, RunOutcome } from '../../../api/devices/types';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import { describeActions, describeTargets, describeWhen } from './describePolicy';

export const OUTCOME_TONES: Readonly<Record<RunOutcome, Tone>> = { success: 'success', partial: 'warning', failed: 'error' };

/** The execution record of a policy: its did and name in the path. */
export const recordPath = (policy: Pick<Policy, 'did' | 'name'>) => `/index/policy-execution-record/${encodeURIComponent(policy.did)}/${encodeURIComponent(policy.name)}`;

export interface PolicyColumnOptions {
  /** Formats an ISO instant in the store's time zone. */
  time: (iso: string) => string;
  canEdit: boolean;
  canDelete: boolean;
  /** Dids whose enable/disable is on its way. */
  switching: ReadonlySet<string>;
  onEnable: (policy: Policy, enable: boolean) => void;
  onEdit: (policy: Policy) => void;
  onDelete: (policy: Policy) => void;
}

const lines = (items: string[]) => (
  <Space orientation="vertical" size={0}>
    {items.map((line) => (
      <span key={line}>{line}</span>
    ))}
  </Space>
);

/** The policy list's columns: name (to its record, with conflicts), kind, when, what, whom, next and last run, enabled, edit and delete. */
export function policyColumns(intl: IntlShape, o: PolicyColumnOptions): TableColumnsType<Policy> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<Policy> = [
    {
      key: 'name',
      title: t('devices.policies.name'),
      width: 220,
      sorter: (a, b) => a.name.localeCompare(b.name, intl.locale),
      render: (_, p) => (
        <Space orientation="vertical" size={2}>
          <Link to={recordPath(p)} aria-label={t('devices.policies.recordOf', { name: p.name })}>
            {p.name}
          </Link>
          {p.conflicts.map((c) => (
            <Typography.Text key={`${c.policy}:${c.device}`} type="warning" data-testid="policy-conflict">
              {t('devices.policies.conflict', { policy: c.policyName, device: c.deviceName })}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    { key: 'kind', title: t('devices.policies.kind'), width: 100, render: (_, p) => <StatusTag tone="info">{t(`devices.policies.kind.${p.kind}`)}</StatusTag> },
    { key: 'when', title: t('devices.policies.when'), render: (_, p) => describeWhen(intl, p) },
    { key: 'does', title: t('devices.policies.does'), render: (_, p) => lines(describeActions(intl, p)) },
    { key: 'targets', title: t('devices.policies.targets'), render: (_, p) => lines(describeTargets(intl, p)) },
    { key: 'nextRun', title: t('devices.policies.nextRun'), width: 150, render: (_, p) => (p.nextRun ? o.time(p.nextRun) : '—') },
    {
      key: 'lastRun',
      title: t('devices.policies.lastRun'),
      width: 170,
      render: (_, p) =>
        p.lastRun ? (
          <Space size={4} wrap>
            <span>{o.time(p.lastRun.at)}</span>
            <StatusTag tone={OUTCOME_TONES[p.lastRun.outcome]}>{t(`devices.policies.outcome.${p.lastRun.outcome}`)}</StatusTag>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'enabled',
      title: t('devices.policies.enabled'),
      width: 90,
      render: (_, p) => (
        <Switch
          checked={p.enabled}
          disabled={!o.canEdit}
          loading={o.switching.has(p.did)}
          onChange={(on) => o.onEnable(p, on)}
          aria-label={t('devices.policies.enableNamed', { name: p.name })}
        />
      ),
    },
  ];
  if (o.canEdit || o.canDelete) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      render: (_, p) => (
        <Space size={0}>
          {o.canEdit ? (
            <Button type="link" onClick={() => o.onEdit(p)} aria-label={t('devices.policies.editNamed', { name: p.name })}>
              {t('common.edit')}
            </Button>
          ) : null}
          {o.canDelete ? (
            <Button type="link" danger onClick={() => o.onDelete(p)} aria-label={t('devices.policies.deleteNamed', { name: p.name })}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    });
  }
  return columns;
}
