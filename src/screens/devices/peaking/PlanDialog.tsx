import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { fieldFormat } from '../../../lib/dateText';
import type { PeakingPlan, PeakingPlanInput } from '../../../api/devices/types';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { weekdayName } from './planText';
import { PEAKING_PLAN_RULES as RULES } from '../../../api/devices/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

interface WindowValues {
  start: string;
  end: string;
  storageKw: number | null;
  precoolMinutes: number | null;
  precoolSetpoint: number | null;
}

interface PlanValues {
  name: string;
  targetPeakKw: number | null;
  windows: WindowValues[];
  weekdays: number[];
  dates: Dayjs[] | null;
  from: Dayjs | null;
  to: Dayjs | null;
  enabled: boolean;
}

const DAY = 'YYYY-MM-DD';

function toValues(plan: PeakingPlan | null, today: string): PlanValues {
  if (!plan) return { name: '', targetPeakKw: null, windows: [{ start: '10:00', end: '12:00', storageKw: 0, precoolMinutes: 0, precoolSetpoint: null }], weekdays: [1, 2, 3, 4, 5], dates: [], from: dayjs(today), to: null, enabled: true };
  return {
    name: plan.name, targetPeakKw: plan.targetPeakKw, weekdays: plan.weekdays, enabled: plan.enabled,
    windows: plan.windows.map((w) => ({ start: w.start, end: w.end, storageKw: w.storageKw, precoolMinutes: w.precoolMinutes, precoolSetpoint: w.precoolSetpoint ?? null })),
    dates: plan.dates.map((d) => dayjs(d)), from: dayjs(plan.from), to: plan.to ? dayjs(plan.to) : null,
  };
}

/** The form as the server takes it; empty numbers go as they are, for the server to refuse. */
function toInput(values: PlanValues, store: string): PeakingPlanInput {
  return {
    name: values.name?.trim() ?? '', store, targetPeakKw: values.targetPeakKw as number, weekdays: values.weekdays ?? [],
    windows: (values.windows ?? []).map((w) => ({
      start: w.start, end: w.end, storageKw: w.storageKw ?? 0, precoolMinutes: w.precoolMinutes ?? 0,
      ...(w.precoolSetpoint !== null && w.precoolSetpoint !== undefined ? { precoolSetpoint: w.precoolSetpoint } : {}),
    })),
    dates: (values.dates ?? []).map((d) => d.format(DAY)), from: values.from?.format(DAY) ?? '', to: values.to ? values.to.format(DAY) : null, enabled: values.enabled,
  };
}

/** A server error's form field: 'dates[1]' → ['dates'] (one picker for all dates). */
const locate = (path: Array<string | number>) => (path[0] === 'dates' ? ['dates'] : path);

export interface PlanDialogProps {
  /** The plan to edit, or null for a new one. */
  plan: PeakingPlan | null;
  store: string;
  today: string;
  /** Sends the plan (with hideError); a refusal's field errors come back onto the form. */
  onSave: (input: PeakingPlanInput) => Promise<unknown>;
  onClose: () => void;
}

/** Creates or edits a peaking plan: target, windows (storage power, pre-cooling), weekdays, dates and date range. */
export function PlanDialog({ plan, store, today, onSave, onClose }: PlanDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<PlanValues>();
  const { saving, general, run } = useFormSave(form, { locate });
  const submit = (values: PlanValues) => run(() => onSave(toInput(values, store)), onClose);
  const required = { required: true, message: t('devices.peaking.required') };
  return (
    <Dialog
      open
      width={760}
      title={t(plan ? 'devices.peaking.edit' : 'devices.peaking.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PlanValues> form={form} layout="vertical" initialValues={toValues(plan, today)} onFinish={(values) => void submit(values)} requiredMark>
        <SaveAlert title={t('common.notSaved')} reasons={general} />
        <Space wrap align="start">
          <Form.Item name="name" label={t('devices.peaking.name')} rules={fieldRules(intl, RULES.name, { messages: { required: 'devices.peaking.required' } })} style={{ minWidth: 320 }}>
            <Input maxLength={RULES.name.maxLength} />
          </Form.Item>
          <Form.Item name="targetPeakKw" label={`${t('devices.peaking.target')} (kW)`} rules={fieldRules(intl, RULES.targetPeakKw, { messages: { required: 'devices.peaking.required' } })}>
            <InputNumber min={RULES.targetPeakKw.min} max={RULES.targetPeakKw.max} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('devices.peaking.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.List name="windows" rules={[{ validator: async (_, windows?: unknown[]) => (windows?.length ? undefined : Promise.reject(new Error(t('devices.peaking.needWindow')))) }]}>
          {(fields, { add, remove }, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14 }}>{t('devices.peaking.windows')}</legend>
              {fields.map((field, index) => (
                <Space key={field.key} wrap align="start" role="group" aria-label={t('devices.peaking.windowN', { n: index + 1 })}>
                  <Form.Item name={[field.name, 'start']} label={t('devices.peaking.start')} rules={[required]}>
                    <Input type="time" step={60} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'end']} label={t('devices.peaking.end')} rules={[required]}>
                    <Input type="time" step={60} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'storageKw']} label={`${t('devices.peaking.storageKw')} (kW)`} tooltip={t('devices.peaking.storageHelp')}>
                    <InputNumber style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'precoolMinutes']} label={`${t('devices.peaking.precool')} (min)`} rules={fieldRules(intl, RULES.precoolMinutes)}>
                    <InputNumber min={RULES.precoolMinutes.min} max={RULES.precoolMinutes.max} precision={0} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'precoolSetpoint']} label={`${t('devices.peaking.precoolSetpoint')} (°C)`} rules={fieldRules(intl, RULES.precoolSetpoint)}>
                    <InputNumber min={RULES.precoolSetpoint.min} max={RULES.precoolSetpoint.max} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button icon={<DeleteOutlined aria-hidden />} aria-label={t('devices.peaking.removeWindow', { n: index + 1 })} onClick={() => remove(field.name)} />
                  </Form.Item>
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ start: '', end: '', storageKw: 0, precoolMinutes: 0, precoolSetpoint: null })} style={{ marginBottom: 16 }}>
                {t('devices.peaking.addWindow')}
              </Button>
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="weekdays" label={t('devices.peaking.weekdays')}>
          <Checkbox.Group options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: weekdayName(intl, d) }))} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="dates" label={t('devices.peaking.extraDates')}>
            <DatePicker multiple format={fieldFormat(intl)} style={{ minWidth: 240 }} />
          </Form.Item>
          <Form.Item name="from" label={t('devices.peaking.from')} rules={[required]}>
            <DatePicker format={fieldFormat(intl)} />
          </Form.Item>
          <Form.Item name="to" label={t('devices.peaking.to')} extra={t('devices.peaking.noEnd')}>
            <DatePicker allowClear format={fieldFormat(intl)} />
          </Form.Item>
        </Space>
      </Form>
    </Dialog>
  );
}
