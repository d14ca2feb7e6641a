import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { DeviceView, HotWaterPlan, HotWaterPlanInput, HotWaterTask } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { devicesApi } from '../../../api/devices';
import { validValues } from '../../../ui/form/validValues';

export const TASKS: readonly HotWaterTask[] = ['disinfection', 'descaling', 'anode-check', 'valve-check', 'inspection'];

type Values = Omit<HotWaterPlanInput, 'store'>;

/** Creates or edits a maintenance plan; a refusal shows the server's reasons and keeps what was typed. */
export function PlanDialog({ plan, systems, store, pid, onClose, onSaved }: { plan?: HotWaterPlan; systems: DeviceView[]; store: string; pid: string; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<Values>();
  const task = Form.useWatch('task', form);
  const { error, saving, run } = useDialogWrite();
  const initial: Partial<Values> = plan
    ? { system: plan.system, task: plan.task, everyDays: plan.everyDays, at: plan.at, temperature: plan.temperature, holdMinutes: plan.holdMinutes, enabled: plan.enabled }
    : { system: systems[0]?.did, task: 'disinfection', everyDays: 7, at: '02:00', temperature: 70, holdMinutes: 30, enabled: true };

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { nextDueDate, temperature, holdMinutes, ...rest } = values;
    const body: HotWaterPlanInput = { ...rest, store, ...(nextDueDate ? { nextDueDate } : {}), ...(rest.task === 'disinfection' ? { temperature, holdMinutes } : {}) };
    await run(() => (plan ? devicesApi(api).updatePlan('hotwater-plan', pid, plan.did, body, { hideError: true }) : devicesApi(api).createPlan('hotwater-plan', pid, body, { hideError: true })), onSaved);
  };

  return (
    <Dialog open title={t(plan ? 'devices.hotwater.editPlan' : 'devices.hotwater.newPlan')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="system" label={t('devices.hotwater.system')} rules={[{ required: true, message: t('devices.hotwater.systemRequired') }]}>
          <Select options={systems.map((s) => ({ value: s.did, label: s.name }))} />
        </Form.Item>
        <Form.Item name="task" label={t('devices.hotwater.task')} rules={[{ required: true }]}>
          <Select options={TASKS.map((value) => ({ value, label: t(`devices.hotwater.task.${value}`) }))} />
        </Form.Item>
        <Form.Item name="everyDays" label={t('devices.hotwater.everyDays')} rules={[{ required: true, type: 'integer', min: 1, max: 366, message: t('devices.hotwater.everyDaysRange') }]}>
          <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="at" label={t('devices.hotwater.at')} rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('devices.hotwater.atPattern') }]}>
          <Input placeholder="02:00" maxLength={5} />
        </Form.Item>
        <Form.Item name="nextDueDate" label={t('devices.hotwater.nextDueDate')} extra={t(plan ? 'devices.hotwater.nextDueKeep' : 'devices.hotwater.nextDueDefault')}>
          <Input type="date" />
        </Form.Item>
        {task === 'disinfection' ? (
          <>
            <Form.Item name="temperature" label={t('devices.hotwater.targetC')} rules={[{ required: true, type: 'number', min: 60, max: 80, message: t('devices.hotwater.targetRange') }]}>
              <InputNumber min={60} max={80} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="holdMinutes" label={t('devices.hotwater.holdMinutes')} rules={[{ required: true, type: 'integer', min: 5, max: 240, message: t('devices.hotwater.holdRange') }]}>
              <InputNumber min={5} max={240} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="enabled" label={t('devices.hotwater.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
