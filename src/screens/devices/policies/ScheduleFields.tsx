import { Checkbox, Form, Input, Space } from 'antd';
import { useIntl } from 'react-intl';
import { weekdayName } from './labels';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';

/** A daily window as two native time inputs (keyboard friendly, 'HH:mm' as the server takes it). */
export function WindowFields({ base }: { base: 'schedule' | 'trigger' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space wrap align="start">
      <Form.Item name={[base, 'window', 'start']} label={t('devices.policies.windowStart')}>
        <Input type="time" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name={[base, 'window', 'end']} label={t('devices.policies.windowEnd')} extra={t('devices.policies.windowHint')}>
        <Input type="time" style={{ width: 140 }} />
      </Form.Item>
    </Space>
  );
}

/** When a schedule runs: weekdays, a daily window, and a date range that may have no end. */
export function ScheduleFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const noEnd = Form.useWatch(['schedule', 'noEnd']) as boolean | undefined;
  return (
    <>
      <Form.Item name={['schedule', 'weekdays']} label={t('devices.policies.weekdays')}>
        <Checkbox.Group options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: weekdayName(intl, d) }))} />
      </Form.Item>
      <WindowFields base="schedule" />
      <Space wrap align="start">
        <Form.Item name={['schedule', 'from']} label={t('devices.policies.from')} rules={[dayRule(intl)]}>
          <DayInput style={{ width: 170 }} />
        </Form.Item>
        {noEnd ? null : (
          <Form.Item name={['schedule', 'to']} label={t('devices.policies.to')} rules={[dayRule(intl)]}>
            <DayInput style={{ width: 170 }} />
          </Form.Item>
        )}
        <Form.Item name={['schedule', 'noEnd']} valuePropName="checked" label={t('devices.policies.endDate')}>
          <Checkbox>{t('devices.policies.noEnd')}</Checkbox>
        </Form.Item>
      </Space>
    </>
  );
}
