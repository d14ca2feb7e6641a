import { dayForm, stampText } from '../../../lib/dateText';
import { Button, Descriptions, Drawer, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { smartbnbApi } from '../../../api/smartbnb';
import type { Booking } from '../../../api/smartbnb/types';
import { useStores } from '../../../stores/context';
import { ConfirmWrite } from '../../../ui/dialog/ConfirmWrite';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';
import { addDays } from '../../../lib/carbon';

const STATUS_TONES: Record<Booking['status'], Tone> = { booked: 'info', 'checked-in': 'success', 'checked-out': 'neutral', cancelled: 'error' };
type Action = 'checkIn' | 'checkOut' | 'cancel';

/**
 * A stay's details (who made it and when, in the hotel's time zone) and what can be done with it:
 * check in on its days, check out (before the last morning an early check-out frees the
 * remaining nights), cancel before arrival. Each asks first; a refusal shows in the dialog.
 */
export function StayDrawer({ pid, store, stay, today, zone, currency, onClose, onChanged }: { pid: string; store: string; stay: Booking; today: string; zone: string; currency: string; onClose: () => void; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, pages } = useStores();
  const [asking, setAsking] = useState<Action>();
  const day = (d: string) => dayForm(intl, d, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  const at = (iso: string) => stampText(intl, iso, zone);
  const money = intl.formatNumber(stay.amount, { style: 'currency', currency, maximumFractionDigits: 0 });
  // The mock's rule: a check-out before the last morning frees the nights after tomorrow's morning.
  const leaves = today > stay.from ? today : addDays(stay.from, 1);
  const early = stay.status === 'checked-in' && leaves < stay.to;
  const actions: { key: Action; show: boolean; danger?: boolean }[] = [
    { key: 'checkIn', show: stay.status === 'booked' && stay.from <= today && today < stay.to && pages.can('edit', pid) },
    { key: 'checkOut', show: stay.status === 'checked-in' && pages.can('edit', pid) },
    { key: 'cancel', show: stay.status === 'booked' && pages.can('delete', pid), danger: true },
  ];
  const write = (action: Action) => {
    const calls = smartbnbApi(api);
    const body = { pid, store, did: stay.did };
    return action === 'checkIn' ? calls.checkIn(body, { hideError: true }) : action === 'checkOut' ? calls.checkOut(body, { hideError: true }) : calls.cancelBooking(body, { hideError: true });
  };
  const words = { guest: stay.guest, room: stay.roomName, from: day(stay.from), to: day(stay.to), today: day(today), freed: day(leaves) };
  const items = [
    { key: 'guest', label: t('smartbnb.calendar.guest'), children: t('smartbnb.calendar.guestCount', { guest: stay.guest, guests: stay.guests }) },
    { key: 'room', label: t('smartbnb.rooms.room'), children: stay.roomName },
    { key: 'from', label: t('smartbnb.calendar.checkInDay'), children: day(stay.from) },
    { key: 'to', label: t('smartbnb.calendar.checkOutDay'), children: day(stay.to) },
    ...(stay.plannedTo ? [{ key: 'planned', label: t('smartbnb.calendar.plannedTo'), children: day(stay.plannedTo) }] : []),
    { key: 'nights', label: t('smartbnb.calendar.nights'), children: t('smartbnb.calendar.nightsAmount', { nights: stay.nights, amount: money }) },
    { key: 'status', label: t('smartbnb.calendar.statusLabel'), children: <StatusTag tone={STATUS_TONES[stay.status]}>{t(`smartbnb.calendar.status.${stay.status}`)}</StatusTag> },
    { key: 'made', label: t('smartbnb.calendar.madeBy'), children: <span data-testid="made-by">{t('smartbnb.calendar.madeByAt', { by: stay.createdBy, at: at(stay.createdAt) })}</span> },
    ...(stay.checkedInAt ? [{ key: 'in', label: t('smartbnb.calendar.checkedInAt'), children: at(stay.checkedInAt) }] : []),
    ...(stay.checkedOutAt ? [{ key: 'out', label: t('smartbnb.calendar.checkedOutAt'), children: at(stay.checkedOutAt) }] : []),
    ...(stay.cancelledAt ? [{ key: 'cancelled', label: t('smartbnb.calendar.cancelledAt'), children: at(stay.cancelledAt) }] : []),
    ...(stay.splitFrom ? [{ key: 'split', label: t('smartbnb.calendar.splitFrom'), children: stay.splitFrom }] : []),
    ...(stay.movedTo ? [{ key: 'moved', label: t('smartbnb.calendar.movedTo'), children: stay.movedTo }] : []),
  ];
  return (
    <Drawer open title={t('smartbnb.calendar.stayTitle', { guest: stay.guest })} onClose={onClose} size={440}>
      <Descriptions column={1} size="small" items={items} />
      <Space wrap style={{ marginTop: 16 }}>
        {actions.filter((a) => a.show).map((a) => (
          <Button key={a.key} danger={a.danger} type={a.key === 'cancel' ? 'default' : 'primary'} onClick={() => setAsking(a.key)}>
            {t(a.key === 'checkOut' && early ? 'smartbnb.calendar.checkOutEarly' : `smartbnb.calendar.${a.key}`)}
          </Button>
        ))}
      </Space>
      {asking ? (
        <ConfirmWrite
          title={t(asking === 'checkOut' && early ? 'smartbnb.calendar.checkOutEarly' : `smartbnb.calendar.${asking}`)}
          body={t(asking === 'checkOut' && early ? 'smartbnb.calendar.confirm.checkOutEarly' : `smartbnb.calendar.confirm.${asking}`, words)}
          okText={t(asking === 'checkOut' && early ? 'smartbnb.calendar.checkOutEarly' : `smartbnb.calendar.${asking}`)}
          danger={asking === 'cancel'}
          write={() => write(asking)}
          onClose={() => setAsking(undefined)}
          onDone={() => {
            setAsking(undefined);
            onChanged();
          }}
        />
      ) : null}
    </Drawer>
  );
}
