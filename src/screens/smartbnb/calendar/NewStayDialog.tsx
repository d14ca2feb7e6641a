import { Form, Input, InputNumber, Select } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { smartbnbApi } from '../../../api/smartbnb';
import { STAY_RULES } from '../../../api/smartbnb/rules';
import type { BnbRoom, Booking } from '../../../api/smartbnb/types';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { fieldRules } from '../../../ui/form/fieldRules';
import { useFieldErrorForm } from '../../../ui/form/useFieldErrorForm';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';
import { dayText } from '../../../lib/dateText';
import { isDay } from '../../../lib/days';

export interface NewStay {
  room: string;
  from: string;
  to: string;
  guest: string;
  guests: number;
}

const FIELDS = ['room', 'from', 'to', 'guest', 'guests'] as const;

/**
 * A new booking for the days chosen on the calendar: guest, guests, the nights and the room, each
 * changeable. The server's refusals (a night taken, a room too small or out of order, a day
 * in the past) land on their fields in the user's language, by their message keys.
 */
export function NewStayDialog({ pid, store, rooms, initial, onClose, onCreated }: { pid: string; store: string; rooms: readonly BnbRoom[]; initial: NewStay; onClose: () => void; onCreated: (made: Booking) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const made = useRef<Booking | undefined>(undefined);
  const { form, saving, submit } = useFieldErrorForm<NewStay>(FIELDS, async (v) => {
    made.current = await smartbnbApi(api).createBooking({ pid, store, room: v.room, from: v.from, to: v.to, guest: v.guest.trim(), guests: v.guests }, { hideError: true });
  });
  const required = { required: true, message: t('validation.required') };
  // A day in the language's one convention (DayInput); the messages name days the same way.
  const aDay = dayRule(intl);
  return (
    <Dialog
      open
      title={t('smartbnb.calendar.newTitle')}
      okText={t('smartbnb.calendar.book')}
      okButtonProps={{ loading: saving }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={async () => {
        if ((await submit()) && made.current) onCreated(made.current);
      }}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="guest" label={t('smartbnb.calendar.guest')} rules={fieldRules(intl, STAY_RULES.guest)}>
          <Input maxLength={STAY_RULES.guest.maxLength} autoFocus />
        </Form.Item>
        <Form.Item name="guests" label={t('smartbnb.calendar.guests')} rules={fieldRules(intl, STAY_RULES.guests)}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="room" label={t('smartbnb.rooms.room')} rules={[required]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={rooms.map((r) => ({ value: r.did, label: t('smartbnb.calendar.roomOption', { room: r.name, type: t(`smartbnb.roomType.${r.type}`), capacity: r.capacity }) }))}
          />
        </Form.Item>
        <Space2>
          <Form.Item name="from" label={t('smartbnb.calendar.checkInDay')} rules={[required, aDay]}>
            <DayInput />
          </Form.Item>
          <Form.Item
            name="to"
            label={t('smartbnb.calendar.checkOutDay')}
            dependencies={['from']}
            rules={[required, aDay, ({ getFieldValue }) => ({ validator: (_, to: string) => (!isDay(to) || !isDay(getFieldValue('from')) || to > getFieldValue('from') ? Promise.resolve() : Promise.reject(new Error(t('smartbnb.validation.checkOutAfterCheckIn', { from: dayText(intl, getFieldValue('from')), to: dayText(intl, to) })))) })]}
          >
            <DayInput />
          </Form.Item>
        </Space2>
      </Form>
    </Dialog>
  );
}

/** The two days side by side. */
function Space2({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>{children}</div>;
}
