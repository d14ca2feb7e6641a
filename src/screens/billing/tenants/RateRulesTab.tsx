import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Space, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dayText } from '../../../lib/dateText';
import { addDays } from '../../../lib/days';
import type { RateRuleRow } from '../../../api/billing/tenantsTypes';
import type { RateVersion } from '../../../api/billing/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { useReloadable } from '../shared/useReloadable';
import { describeVersion } from './rateText';
import { RateVersionDialog, type VersionEdit } from './RateVersionDialog';
import { BAND_ORDER, bandRanges } from './touBands';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';


/**
 * The store's electricity rate rules and their versions by effective date. A version on or
 * before the last billed day is fixed (its bills were issued at its prices).
 */
export const RateRulesTab = observer(function RateRulesTab({ pid }: { pid: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const { resource: rules, reload } = useReloadable(store ? (signal) => billingApi(api).tenants.rateRules({ pid, store }, { signal }) : null, [api, store, pid]);
  const [editing, setEditing] = useState<VersionEdit | null>(null);
  const [deleting, setDeleting] = useState<{ rule: RateRuleRow; version: RateVersion } | null>(null);
  if (!rules.value && rules.status === 'error') return <LoadFailed title={t('billing.tenants.loadFailed')} onRetry={reload} />;
  const canEdit = pages.can('edit', pid);
  const canDelete = pages.can('delete', pid);
  const ranges = bandRanges(rules.value?.hours ?? []);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="rate-rules">
      <Alert
        type="info"
        showIcon
        title={t('billing.tenants.rule.bandsTitle')}
        description={
          <>
            <div>{BAND_ORDER.map((band) => `${t(`billing.tenants.band.${band}`)} ${ranges[band].join(', ')}`).join(' · ')}</div>
            <div>{t('billing.tenants.rule.midMonthNote')}</div>
          </>
        }
      />
      {pages.can('add', pid) ? (
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'create' })}>{t('billing.tenants.rule.create')}</Button>
        </div>
      ) : null}
      {(rules.value?.rules ?? []).map((rule) => (
        <Card
          key={rule.did}
          size="small"
          data-rule={rule.did}
          title={<Space>{rule.name}<StatusTag tone="info">{t(`billing.tenants.rule.kind.${rule.kind}`)}</StatusTag></Space>}
          extra={canEdit ? <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add', rule })}>{t('billing.tenants.rule.addVersion')}</Button> : null}
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }} items={[
            { key: 'billed', label: t('billing.tenants.rule.billedThrough'), children: rule.billedThrough ? dayText(intl, rule.billedThrough) : t('billing.tenants.rule.notBilled') },
            { key: 'contracts', label: t('billing.tenants.rule.contracts'), children: intl.formatNumber(rule.contracts) },
          ]} />
          <Table<RateVersion>
            aria-label={t('billing.tenants.rule.versionsOf', { name: rule.name })}
            size="small"
            rowKey="from"
            dataSource={rule.versions}
            pagination={false}
            columns={[
              { key: 'from', title: t('billing.tenants.rule.from'), render: (_, v) => dayText(intl, v.from) },
              { key: 'to', title: t('billing.tenants.rule.to'), render: (_, v) => { const next = rule.versions.find((o) => o.from > v.from); return next ? dayText(intl, addDays(next.from, -1)) : t('billing.tenants.rule.open'); } },
              { key: 'prices', title: t('billing.tenants.rule.prices'), render: (_, v) => describeVersion(intl, rule.kind, v, rule.currency) },
              ...(canEdit || canDelete
                ? [{
                    key: 'actions',
                    title: t('common.actions'),
                    render: (_: unknown, v: RateVersion) => {
                      const fixed = rule.billedThrough !== null && v.from <= rule.billedThrough;
                      if (fixed) return <Tooltip title={t('billing.tenants.rule.fixedHint', { billed: dayText(intl, rule.billedThrough ?? '') })}><Typography.Text type="secondary">{t('billing.tenants.rule.fixed')}</Typography.Text></Tooltip>;
                      return (
                        <Space size={4}>
                          {canEdit ? <Button size="small" onClick={() => setEditing({ kind: 'set', rule, version: v })}>{t('common.edit')}</Button> : null}
                          {canDelete && rule.versions.length > 1 ? <Button size="small" danger onClick={() => setDeleting({ rule, version: v })}>{t('common.delete')}</Button> : null}
                        </Space>
                      );
                    },
                  }]
                : []),
            ]}
          />
        </Card>
      ))}
      {editing ? <RateVersionDialog pid={pid} store={store} edit={editing} today={rules.value?.today ?? ''} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} /> : null}
      {deleting ? <DeleteVersionDialog pid={pid} target={deleting} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); reload(); }} /> : null}
    </Space>
  );
});

function DeleteVersionDialog({ pid, target, onClose, onDeleted }: { pid: string; target: { rule: RateRuleRow; version: RateVersion }; onClose: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  return (
    <ConfirmWrite
      danger
      title={t('billing.tenants.rule.deleteVersion', { name: target.rule.name, from: dayText(intl, target.version.from) })}
      body={t('billing.tenants.rule.deleteVersionBody')}
      okText={t('common.delete')}
      write={() => billingApi(api).tenants.saveRateRule({ pid, act: 'deleteVersion', did: target.rule.did, from: target.version.from }, { hideError: true })}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
