import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PeakingPlan, PeakingPlanInput } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { dayAt } from '../../../lib/days';
import { Dialog } from '../../../ui/dialog/Dialog';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { useResource } from '../../../ui/resource/useResource';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { dayParam, idParam } from '../../../ui/url-state/codecs';
import { lastRunDay } from './expectedLoad';
import { LoadCurveCard } from './LoadCurveCard';
import { planExportJob } from './planExport';
import { PlanDialog } from './PlanDialog';
import { PlanTable } from './PlanTable';
import { analysisApi } from '../../../api/analysis';
import { devicesApi } from '../../../api/devices';
import { LoadFailed } from '../../../ui/LoadFailed';

const stripped = ({ did: _did, updatedAt: _at, updatedBy: _by, ...input }: PeakingPlan): PeakingPlanInput => input;

/**
 * `peaking-plan`: the store's peak-shaving plans (target peak, windows with storage power and
 * pre-cooling, weekdays and dates) with create, edit, enable and delete for those allowed, and
 * the chosen plan's expected load against the store's actual load of a past day. Plan and day
 * are in the URL.
 */
export default function PeakingPlanScreen() {
  return <PeakingPlans />;
}

const PeakingPlans = observer(function PeakingPlans() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages, now, locale } = useStores();
  const pid = useScreenPid();
  const store = project.currentStore;
  const [planDid, setPlanDid] = useSearchParam('plan', idParam, '');
  const [dayRaw, setDay] = useSearchParam('day', dayParam, '');
  const [editing, setEditing] = useState<PeakingPlan | null | 'new'>(null);
  const [deleting, setDeleting] = useState<PeakingPlan | null>(null);
  const [busy, setBusy] = useState('');
  const plans = useResource(store ? (signal) => devicesApi(api).peakingPlans({ pid, store, page: 1, pagesize: 1000 }, { signal }) : null, [api, pid, store]);
  const config = useResource(store ? (signal) => analysisApi(api, pid).config(store, { signal }) : null, [api, store]);

  if ((!plans.value && plans.status === 'error') || (!config.value && config.status === 'error')) {
    const retry = () => void (plans.status === 'error' ? plans.reload() : config.reload());
    return <LoadFailed title={t('devices.peaking.loadFailed')} onRetry={retry} />;
  }
  const list = plans.value?.data ?? [];
  const chosen = list.find((p) => p.did === planDid) ?? list[0];
  const dataTo = config.value?.dataTo ?? '';
  // Unless the URL names a day with data: the last day the plan ran.
  const day = config.value && dayRaw >= config.value.dataFrom && dayRaw <= dataTo ? dayRaw : config.value && chosen ? lastRunDay(chosen, config.value.dataFrom, dataTo) : dataTo;
  const [canAdd, canEdit, canDelete] = [pages.can('add'), pages.can('edit'), pages.can('delete')];

  const save = async (input: PeakingPlanInput, did?: string) => {
    const saved = did ? await devicesApi(api).updatePlan('peaking-plan', pid, did, input, { hideError: true }) : await devicesApi(api).createPlan('peaking-plan', pid, input, { hideError: true });
    await plans.reload();
    setPlanDid(saved.did);
  };
  const toggle = async (plan: PeakingPlan, enabled: boolean) => {
    setBusy(plan.did);
    try {
      await devicesApi(api).updatePlan('peaking-plan', pid, plan.did, { ...stripped(plan), enabled });
      await plans.reload();
    } catch {
      // The request layer has told the user why.
    } finally {
      setBusy('');
    }
  };
  const remove = async (plan: PeakingPlan) => {
    try {
      await devicesApi(api).deleteTrigger({ pid, type: 'peaking-plan', did: plan.did });
      setDeleting(null);
      await plans.reload();
    } catch {
      setDeleting(null);
    }
  };

  return (
    <div data-screen="peaking-plan">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card
          size="small"
          title={t('devices.peaking.list')}
          extra={
            <Space>
              {canAdd ? <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>{t('devices.peaking.create')}</Button> : null}
              {pages.can('export') ? <ExportButton job={planExportJob(api, intl, pid, store)} disabled={!list.length} /> : null}
            </Space>
          }
        >
          {!canAdd && !canEdit ? <Alert type="info" showIcon title={t('devices.peaking.viewOnly')} style={{ marginBottom: 12 }} /> : null}
          {!plans.value ? (
            <div role="status">{t('devices.peaking.loading')}</div>
          ) : list.length === 0 ? (
            <EmptyData description={t('devices.peaking.none')} />
          ) : (
            <PlanTable
              plans={list}
              selected={chosen?.did ?? ''}
              onSelect={setPlanDid}
              onEdit={canEdit ? setEditing : undefined}
              onToggle={canEdit ? (plan, on) => void toggle(plan, on) : undefined}
              onDelete={canDelete ? setDeleting : undefined}
              busy={busy}
            />
          )}
        </Card>
        {chosen && config.value && day ? <LoadCurveCard plan={chosen} config={config.value} day={day} onDay={setDay} /> : null}
      </Space>
      {editing ? (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          store={store}
          today={dataTo || dayAt(now(), locale.timeZone)}
          onSave={(input) => save(input, editing === 'new' ? undefined : editing.did)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <Dialog
          open
          title={t('devices.peaking.deleteTitle', { name: deleting.name })}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onOk={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <Typography.Paragraph>{t('devices.peaking.deleteBody')}</Typography.Paragraph>
        </Dialog>
      ) : null}
    </div>
  );
});
