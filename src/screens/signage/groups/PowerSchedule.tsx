import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PowerWindow, ScreenGroup } from '../../../api/signage/screenTypes';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';
import { ISO_WEEKDAYS, signageWeekday } from '../shared/signageTime';

interface PowerValues {
  power: PowerWindow[];
}

/** A server error's field: 'power[1]' (an empty window) lands on that window's off time. */
const locate = (path: Array<string | number>) => (path[0] === 'power' && path.length === 2 ? [...path, 'off'] : path[0] === 'power' ? path : undefined);

export interface PowerScheduleProps {
  group: ScreenGroup;
  /** Sends the windows (with hideError); without it (no edit permission) the schedule is read only. */
  onSave?: (power: PowerWindow[]) => Promise<unknown>;
}

/** The group's power schedule: its screens on from `on` to `off` on the chosen weekdays (off before on runs past midnight). */
export function PowerSchedule({ group, onSave }: PowerScheduleProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<PowerValues>();
  const [saved, setSaved] = useState(false);
  const { saving, general, run } = useFormSave(form, { locate });
  const submit = (values: PowerValues) => {
    setSaved(false);
    const power = (values.power ?? []).map((w) => ({ days: w.days ?? [], on: w.on ?? '', off: w.off ?? '' }));
    if (onSave) void run(() => onSave(power), () => setSaved(true));
  };
  const required = { required: true, message: t('validation.required') };
  return (
    <Card size="small" title={t('signage.groups.powerTitle', { group: group.name })}>
      <Typography.Paragraph type="secondary">{t('signage.groups.powerHelp')}</Typography.Paragraph>
      <Form<PowerValues> form={form} layout="vertical" initialValues={{ power: group.power }} onFinish={submit} onValuesChange={() => setSaved(false)} disabled={!onSave}>
        <SaveAlert title={t('common.notSaved')} reasons={general} />
        <Form.List name="power">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? <Typography.Paragraph>{t('signage.groups.alwaysOnHelp')}</Typography.Paragraph> : null}
              {fields.map((field, index) => (
                <fieldset key={field.key} aria-label={t('signage.groups.windowN', { n: index + 1 })} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
                  {/* No required rule here: antd would put aria-required on the checkbox group's div, which axe refuses; the server keys an empty choice to this field. */}
                  <Form.Item name={[field.name, 'days']} label={t('signage.groups.windowDays', { n: index + 1 })} style={{ marginBottom: 4 }}>
                    <Checkbox.Group options={ISO_WEEKDAYS.map((d) => ({ value: d, label: signageWeekday(intl, d) }))} />
                  </Form.Item>
                  <Space wrap align="start">
                    <Form.Item name={[field.name, 'on']} label={t('signage.groups.on')} rules={[required]}>
                      <Input type="time" step={60} style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'off']} label={t('signage.groups.off')} rules={[required]} extra={t('signage.groups.overnight')}>
                      <Input type="time" step={60} style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button icon={<DeleteOutlined aria-hidden />} aria-label={t('signage.groups.removeWindow', { n: index + 1 })} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Space>
                </fieldset>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ days: [1, 2, 3, 4, 5], on: '08:00', off: '20:00' })} style={{ marginBottom: 12 }}>
                {t('signage.groups.addWindow')}
              </Button>
            </>
          )}
        </Form.List>
        {onSave ? (
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('signage.groups.savePower')}
            </Button>
            <span role="status">{saved ? t('signage.groups.powerSaved') : ''}</span>
          </Space>
        ) : null}
      </Form>
    </Card>
  );
}
