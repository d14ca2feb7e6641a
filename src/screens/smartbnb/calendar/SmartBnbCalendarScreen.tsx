import { Alert, Button, Card, Segmented, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { smartbnbApi } from '../../../api/smartbnb';
import { SMARTBNB_PIDS, type BnbRoom, type Booking } from '../../../api/smartbnb/types';
import { addDays } from '../../../lib/carbon';
import { dayForm, dayRangeForm, monthTitle } from '../../../lib/dateText';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { refusalText } from '../../../ui/form/useDialogWrite';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useResource } from '../../../ui/resource/useResource';
import { dayParam, oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { NoRooms, isNoRooms } from '../shared/NoRooms';
import { CalendarBoard } from './CalendarBoard';
import { NewStayDialog, type NewStay } from './NewStayDialog';
import { CALENDAR_VIEWS, LOAD_MARGIN, periodOf, shiftPeriod, type CalendarView } from './period';
import { StayDrawer } from './StayDrawer';
import { changeOf, type StayDraft } from './stayChange';
import type { DraftState } from './useStayDraft';

const VIEW = oneOfParam(CALENDAR_VIEWS);

/**
 * `smartbnb-calendar`: the hotel's rooms × days for a month or a week (both and the first day in
 * the URL), stays as bars from check-in afternoon to check-out morning. The host books empty days,
 * moves and resizes stays by pointer or keys (a double booking is refused before the drop and by
 * the server; the bar returns), and checks guests in and out or cancels from a stay's drawer.
 */
export default observer(function SmartBnbCalendarScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: SMARTBNB_PIDS.calendar });
  const [view, setView] = useSearchParam('view', VIEW, 'month');
  const [start, setStart] = useSearchParam('start', dayParam, '');
  const rooms = useResource(store && pid ? (signal) => smartbnbApi(api).rooms({ pid, store }, { signal, hideError: true }) : null, [api, store, pid]);
  const today = rooms.value?.today;
  const period = useMemo(() => (today ? periodOf(view, start || today) : undefined), [view, start, today]);
  const stays = useResource(
    period ? (signal) => smartbnbApi(api).bookings({ pid, store, from: addDays(period.from, -LOAD_MARGIN), to: addDays(period.to, LOAD_MARGIN) }, { signal, hideError: true }) : null,
    [api, store, pid, period?.from, period?.to],
  );
  const [creating, setCreating] = useState<{ room: BnbRoom; from: string; to: string }>();
  const [open, setOpen] = useState<string>();
  const [said, setSaid] = useState<{ text: string; refused: boolean }>();
  const canEdit = pages.can('edit', pid);
  const canAdd = pages.can('add', pid);
  const zone = project.store?.timezone ?? 'UTC';
  const day = (d: string) => dayForm(intl, d, { month: 'short', day: 'numeric' });
  const reload = () => Promise.all([rooms.reload(), stays.reload()]);

  const announce = (draft: DraftState | null, what: 'start' | 'step' | 'refused' | 'cancelled') => {
    if (!draft) return;
    const room = rooms.value?.rows.find((r) => r.did === draft.draft.room)?.name ?? '';
    const reason = draft.refusal ? t(draft.refusal.id, draft.refusal.values) : '';
    if (what === 'refused') setSaid({ text: t('smartbnb.calendar.refusedDrop', { guest: draft.stay.guest, reason }), refused: true });
    else if (what === 'cancelled') setSaid({ text: t('smartbnb.calendar.returned', { guest: draft.stay.guest }), refused: false });
    else {
      const where = t('smartbnb.calendar.draftAt', { room, from: day(draft.draft.from), to: day(draft.draft.to) });
      setSaid({ text: reason ? `${where} ${t('smartbnb.calendar.cannotDrop', { reason })}` : where, refused: false });
    }
  };
  const move = async (stay: Booking, draft: StayDraft) => {
    setSaid({ text: t('smartbnb.calendar.saving', { guest: stay.guest }), refused: false });
    try {
      const change = await smartbnbApi(api).moveBooking({ pid, store, did: stay.did, ...changeOf(draft, stay) }, { hideError: true });
      const next = change.continued;
      setSaid({
        text: next
          ? t('smartbnb.calendar.split', { guest: stay.guest, room: next.roomName, from: day(next.from), to: day(next.to) })
          : t('smartbnb.calendar.moved', { guest: stay.guest, room: change.booking.roomName, from: day(change.booking.from), to: day(change.booking.to) }),
        refused: false,
      });
    } catch (failure) {
      setSaid({ text: t('smartbnb.calendar.serverRefused', { guest: stay.guest, reason: refusalText(failure, intl) }), refused: true });
    }
    await reload();
  };

  if (!rooms.value && rooms.status === 'error') {
    return isNoRooms(rooms.error) ? <NoRooms /> : <LoadFailed title={t('smartbnb.calendar.loadFailed')} onRetry={() => void rooms.reload()} />;
  }
  if (!stays.value && stays.status === 'error') return <LoadFailed title={t('smartbnb.calendar.loadFailed')} onRetry={() => void stays.reload()} />;
  const title = t('smartbnb.calendar.title');
  const heading = period
    ? period.view === 'month'
      ? monthTitle(intl, period.from.slice(0, 7))
      : dayRangeForm(intl, period.from, addDays(period.to, -1), { year: 'numeric', month: 'short', day: 'numeric' })
    : '';
  const stay = open ? stays.value?.rows.find((s) => s.did === open) : undefined;
  return (
    <div data-screen="smartbnb-calendar">
      <Card
        title={title}
        loading={!period}
        extra={
          period ? (
            <Space wrap>
              <Segmented<CalendarView> aria-label={t('smartbnb.calendar.view')} value={view} onChange={setView} options={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`smartbnb.calendar.view.${v}`) }))} />
              <Button onClick={() => setStart(shiftPeriod(period, -1).from)}>{t('smartbnb.calendar.previous')}</Button>
              <Button onClick={() => setStart('')}>{t('smartbnb.calendar.today')}</Button>
              <Button onClick={() => setStart(shiftPeriod(period, 1).from)}>{t('smartbnb.calendar.next')}</Button>
            </Space>
          ) : null
        }
      >
        {period ? (
          <>
            <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="calendar-period">
              {heading}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t(canEdit || canAdd ? 'smartbnb.calendar.hint' : 'smartbnb.calendar.readOnly')}</Typography.Paragraph>
            <div role="status" aria-live="polite" data-testid="calendar-said" style={{ minHeight: 40 }}>
              {said ? <Alert type={said.refused ? 'error' : 'info'} showIcon title={said.text} style={{ marginBottom: 8 }} /> : null}
            </div>
            {rooms.value && rooms.value.rows.length === 0 ? (
              <EmptyData description={t('smartbnb.rooms.none')} />
            ) : (
              <CalendarBoard
                title={t('smartbnb.calendar.grid', { period: heading })}
                rooms={rooms.value?.rows ?? []}
                stays={stays.value?.rows ?? []}
                period={period}
                today={today ?? ''}
                canEdit={canEdit}
                canAdd={canAdd}
                onOpen={(s) => setOpen(s.did)}
                onCreate={(room, from, to) => setCreating({ room, from, to })}
                onMove={(s, draft) => void move(s, draft)}
                announce={announce}
              />
            )}
          </>
        ) : null}
      </Card>
      {creating && rooms.value ? (
        <NewStayDialog
          pid={pid}
          store={store}
          rooms={rooms.value.rows}
          initial={{ room: creating.room.did, from: creating.from, to: creating.to, guest: '', guests: 1 } satisfies NewStay}
          onClose={() => setCreating(undefined)}
          onCreated={(made) => {
            setCreating(undefined);
            setSaid({ text: t('smartbnb.calendar.created', { guest: made.guest, room: made.roomName, from: day(made.from), to: day(made.to) }), refused: false });
            void reload();
          }}
        />
      ) : null}
      {stay ? <StayDrawer pid={pid} store={store} stay={stay} today={today ?? ''} zone={zone} currency={rooms.value?.rows[0]?.currency ?? 'CNY'} onClose={() => setOpen(undefined)} onChanged={() => void reload()} /> : null}
    </div>
  );
});
