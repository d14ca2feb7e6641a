import { Button, Descriptions, Drawer, Result, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dayRangeText, dayText } from '../../../lib/dateText';
import { SIGNED_PHASES, type ContractDetail } from '../../../api/billing/contractsTypes';
import { useStores } from '../../../stores/context';
import { ContractPhaseTag } from '../shared/ContractPhaseTag';
import { useMoney } from '../../../ui/format/useMoney';
import { useReloadable } from '../shared/useReloadable';
import { AttachmentList } from './AttachmentList';
import type { ContractEdit } from './ContractDialog';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { TerminateDialog } from './TerminateDialog';
import { billingApi } from '../../../api/billing';

export interface ContractDrawerProps {
  pid: string;
  did: string;
  onClose: () => void;
  onEdit: (edit: ContractEdit) => void;
  /** Something changed: the list reloads. */
  onChanged: () => void;
}

type Pending = 'sign' | 'delete' | 'terminate' | null;

/** One contract: its terms, what may be done with it now, and its attachments. */
export const ContractDrawer = observer(function ContractDrawer({ pid, did, onClose, onEdit, onChanged }: ContractDrawerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const { money } = useMoney();
  const { resource: detail, reload } = useReloadable((signal) => billingApi(api).contracts.detail({ pid, did }, { signal }), [api, pid, did]);
  const [pending, setPending] = useState<Pending>(null);
  const changed = () => {
    setPending(null);
    reload();
    onChanged();
  };
  const c = detail.value;

  return (
    <Drawer open size={640} title={c ? `${c.code} · ${c.tenantName}` : t('billing.contracts.details')} onClose={onClose} destroyOnHidden>
      {!c && detail.status === 'error' ? <Result status="warning" title={t('billing.contracts.loadFailed')} /> : null}
      {!c && detail.status !== 'error' ? <Spin /> : null}
      {c ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="contract-details">
          <Actions contract={c} pid={pid} onEdit={onEdit} onPending={setPending} canAdd={pages.can('add', pid)} canEdit={pages.can('edit', pid)} canDelete={pages.can('delete', pid)} />
          <Descriptions size="small" column={1} bordered items={[
            { key: 'phase', label: t('billing.contracts.state'), children: <Space><ContractPhaseTag phase={c.phase} />{c.daysLeft !== null ? t('billing.contracts.daysLeftValue', { days: c.daysLeft }) : null}</Space> },
            { key: 'rooms', label: t('billing.contracts.rooms'), children: c.roomNames.join(', ') },
            { key: 'period', label: t('billing.contracts.period'), children: dayRangeText(intl, c.start, c.end) },
            { key: 'rent', label: t('billing.contracts.rent'), children: money(c.rent, c.currency) },
            { key: 'deposit', label: t('billing.contracts.deposit'), children: money(c.deposit, c.currency) },
            { key: 'rule', label: t('billing.contracts.rateRule'), children: c.ruleName },
            { key: 'fees', label: t('billing.contracts.fees'), children: c.fees.length ? c.fees.map((f) => `${f.name} ${money(f.amount, c.currency)}`).join(' · ') : '—' },
            { key: 'billing', label: t('billing.contracts.billing'), children: t('billing.contracts.billingValue', { day: c.billDay, due: c.dueDays, rate: intl.formatNumber(c.lateFeeRate, { style: 'percent', maximumFractionDigits: 3 }) }) },
            { key: 'billed', label: t('billing.contracts.billedThrough'), children: c.billedThrough ? dayText(intl, c.billedThrough) : '—' },
            ...(c.renewalOf ? [{ key: 'renewal', label: t('billing.contracts.renewalOf'), children: c.renewalOf }] : []),
            ...(c.terminatedOn ? [{ key: 'terminated', label: t('billing.contracts.terminatedOn'), children: `${dayText(intl, c.terminatedOn)} · ${c.terminateReason ?? ''}` }] : []),
          ]} />
          <AttachmentList pid={pid} contract={c} canEdit={pages.can('edit', pid)} onChanged={changed} />
        </Space>
      ) : null}
      {c && pending === 'sign' ? (
        <ConfirmWrite
          title={t('billing.contracts.signTitle', { code: c.code })}
          body={t('billing.contracts.signBody', { start: dayText(intl, c.start) })}
          okText={t('billing.contracts.sign')}
          write={() => billingApi(api).contracts.write({ pid, act: 'sign', did: c.did }, { hideError: true })}
          onDone={changed}
          onClose={() => setPending(null)}
        />
      ) : null}
      {c && pending === 'delete' ? (
        <ConfirmWrite
          danger
          title={t('billing.contracts.deleteTitle', { code: c.code })}
          body={t('billing.contracts.deleteBody')}
          okText={t('common.delete')}
          write={() => billingApi(api).contracts.write({ pid, act: 'delete', did: c.did }, { hideError: true })}
          onDone={() => {
            changed();
            onClose();
          }}
          onClose={() => setPending(null)}
        />
      ) : null}
      {c && pending === 'terminate' ? <TerminateDialog pid={pid} contract={c} onDone={changed} onClose={() => setPending(null)} /> : null}
    </Drawer>
  );
});

interface ActionsProps {
  contract: ContractDetail;
  pid: string;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (edit: ContractEdit) => void;
  onPending: (pending: Pending) => void;
}

/** What may be done now: a draft is edited, signed or deleted; a signed contract not over is renewed or terminated. */
function Actions({ contract, canAdd, canEdit, canDelete, onEdit, onPending }: ActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const draft = contract.phase === 'draft';
  const running = SIGNED_PHASES.includes(contract.phase) && !contract.terminatedOn;
  return (
    <Space wrap>
      {draft && canEdit ? <Button onClick={() => onEdit({ kind: 'edit', contract })}>{t('common.edit')}</Button> : null}
      {draft && canEdit ? <Button type="primary" onClick={() => onPending('sign')}>{t('billing.contracts.sign')}</Button> : null}
      {draft && canDelete ? <Button danger onClick={() => onPending('delete')}>{t('common.delete')}</Button> : null}
      {running && canAdd ? <Button onClick={() => onEdit({ kind: 'renew', contract })}>{t('billing.contracts.renew')}</Button> : null}
      {running && canEdit ? <Button danger onClick={() => onPending('terminate')}>{t('billing.contracts.terminate')}</Button> : null}
    </Space>
  );
}
