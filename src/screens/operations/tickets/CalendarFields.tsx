import { Checkbox, Form, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import { weekdayName } from '../../../lib/dateText';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Half hours of a day: the calendar's hours are picked, never typed. */
const CLOCKS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
// A Monday: weekday names come from the locale.

/** The working-hours calendar: weekdays and opening hours, in each store's own zone. */
export function CalendarFields({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dayName = (day: number) => weekdayName(intl, day, 'long');
  const clocks = CLOCKS.map((c) => ({ value: c, label: c }));
  // A validator, not `required`: antd would put aria-required on the group, which a group may not carry.
  const atLeastOneDay = (_: unknown, days: unknown) => (Array.isArray(days) && days.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('operations.tickets.rules.daysRequired'))));
  return (
    <Space wrap align="start" size="large">
      <Form.Item name={['calendar', 'days']} label={t('operations.tickets.rules.days')} rules={[{ validator: atLeastOneDay }]}>
        <Checkbox.Group disabled={disabled} options={WEEKDAYS.map((d) => ({ value: d, label: dayName(d) }))} />
      </Form.Item>
      <Form.Item name={['calendar', 'start']} label={t('operations.tickets.rules.start')} rules={[{ required: true, message: t('operations.tickets.rules.required') }]}>
        <Select disabled={disabled} options={clocks} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name={['calendar', 'end']} label={t('operations.tickets.rules.end')} rules={[{ required: true, message: t('operations.tickets.rules.required') }]}>
        <Select disabled={disabled} options={clocks} style={{ width: 110 }} />
      </Form.Item>
    </Space>
  );
}
