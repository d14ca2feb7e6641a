import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { DeviceView, HotWaterPlan, HotWaterPlanInput, HotWaterTask } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useDialogWrite } from '../../../ui/form/useDialogWrite';
import { devicesApi } from '../../../api/devices';
import { validValues } from '../../../ui/form/validValues';
import { HOT_WATER_PLAN_RULES as RULES } from '../../../api/devices/rules';
import { fieldRules } from '../../../ui/form/fieldRules';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';

export const TASKS: readonly HotWaterTask[] = ['disinfection', 'descaling', 'anode-check', 'valve-check', 'inspection'];

type Values = Omit<HotWaterPlanInput, 'store'>;

/** "HH:mm". */
const CLOCK_LENGTH = 5;
/** A range message for both ends of a number field. */
const range = (id: string) => ({ min: id, max: id });

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
        <Form.Item name="everyDays" label={t('devices.hotwater.everyDays')} rules={fieldRules(intl, RULES.everyDays, { messages: range('devices.hotwater.everyDaysRange') })}>
          <InputNumber min={RULES.everyDays.min} max={RULES.everyDays.max} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="at" label={t('devices.hotwater.at')} rules={fieldRules(intl, RULES.at, { messages: { pattern: 'devices.hotwater.atPattern' } })}>
          <Input placeholder="02:00" maxLength={CLOCK_LENGTH} />
        </Form.Item>
        <Form.Item name="nextDueDate" label={t('devices.hotwater.nextDueDate')} extra={t(plan ? 'devices.hotwater.nextDueKeep' : 'devices.hotwater.nextDueDefault')} rules={[dayRule(intl)]}>
          <DayInput />
        </Form.Item>
        {task === 'disinfection' ? (
          <>
            <Form.Item name="temperature" label={t('devices.hotwater.targetC')} rules={fieldRules(intl, RULES.temperature, { messages: range('devices.hotwater.targetRange') })}>
              <InputNumber min={RULES.temperature.min} max={RULES.temperature.max} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="holdMinutes" label={t('devices.hotwater.holdMinutes')} rules={fieldRules(intl, RULES.holdMinutes, { messages: range('devices.hotwater.holdRange') })}>
              <InputNumber min={RULES.holdMinutes.min} max={RULES.holdMinutes.max} precision={0} style={{ width: '100%' }} />
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
