import { dayForm } from '../../../lib/dateText';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { smartbnbApi } from '../../../api/smartbnb';
import { SMARTBNB_PIDS, type BnbHome, type Booking } from '../../../api/smartbnb/types';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui/EmptyData';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { NoRooms, isNoRooms } from '../shared/NoRooms';
import { LoadFailed } from '../../../ui/LoadFailed';

// Scrolls when long: focusable, so the keyboard can scroll it (axe: scrollable-region-focusable).
const LIST = { listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' } as const;
const ITEM = { display: 'flex', justifyContent: 'space-between', gap: 8, padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/**
 * `smartbnb-home`: the short-stay rooms of the store today, live: arrivals and departures,
 * occupancy tonight, revenue tonight and this month, rooms to clean and the week's check-ins.
 */
export default observer(function SmartBnbHomeScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: SMARTBNB_PIDS.home });
  const live = useLiveResource(store && pid ? (signal) => smartbnbApi(api).home({ pid, store }, { silent: true, hideError: true, signal }) : null, [api, store, pid]);
  const { resource } = live;
  const home = resource.value;
  if (!home && resource.status === 'error') {
    if (isNoRooms(resource.error)) return <NoRooms />;
    return <LoadFailed title={t('smartbnb.home.loadFailed')} onRetry={live.refresh} />;
  }
  const money = (amount: number) => (home ? intl.formatNumber(amount, { style: 'currency', currency: home.currency, maximumFractionDigits: 0 }) : null);
  return (
    <div data-screen="smartbnb-home">
      <Typography.Paragraph type="secondary" style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <span>{home ? t('smartbnb.home.today', { day: dayForm(intl, home.today, { dateStyle: 'full' }) }) : null}</span>
        <LastUpdated live={live} />
      </Typography.Paragraph>
      <KpiRow
        items={[
          { key: 'arrivals', title: t('smartbnb.home.kpi.arrivals'), value: home?.arrivals.length, loading: !home },
          { key: 'departures', title: t('smartbnb.home.kpi.departures'), value: home?.departures.length, loading: !home },
          { key: 'occupancy', title: t('smartbnb.home.kpi.occupancy'), value: home ? intl.formatNumber(home.occupancy / 100, { style: 'percent', maximumFractionDigits: 1 }) : null, extra: home ? t('smartbnb.home.kpi.occupied', { occupied: home.occupied, rooms: home.rooms }) : null, loading: !home },
          { key: 'revenueToday', title: t('smartbnb.home.kpi.revenueToday'), value: home ? money(home.revenueToday) : null, loading: !home },
          { key: 'revenueMonth', title: t('smartbnb.home.kpi.revenueMonth'), value: home ? money(home.revenueMonth) : null, loading: !home },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <StayList title={t('smartbnb.home.arrivals')} empty={t('smartbnb.home.noArrivals')} home={home} stays={home?.arrivals} />
        </Col>
        <Col xs={24} lg={12}>
          <StayList title={t('smartbnb.home.departures')} empty={t('smartbnb.home.noDepartures')} home={home} stays={home?.departures} />
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('smartbnb.home.toClean')} loading={!home}>
            {home && home.toClean.length === 0 ? (
              <EmptyData description={t('smartbnb.home.nothingToClean')} />
            ) : (
              <ul aria-label={t('smartbnb.home.toClean')} style={LIST} tabIndex={0}>
                {(home?.toClean ?? []).map((room) => (
                  <li key={room.did} style={ITEM}>
                    <span>{t('smartbnb.home.roomIn', { room: room.name, building: room.buildingName, floor: room.floor })}</span>
                    <Tag>{t(`smartbnb.cleaning.${room.cleaning}`)}</Tag>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <StayList title={t('smartbnb.home.upcoming')} empty={t('smartbnb.home.noUpcoming')} home={home} stays={home?.upcoming} withDay />
        </Col>
      </Row>
    </div>
  );
});

/** Stays of a day (or the week, with their day): room, guest and nights. */
function StayList({ title, empty, home, stays, withDay = false }: { title: string; empty: string; home: BnbHome | undefined; stays: Booking[] | undefined; withDay?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card size="small" title={title} loading={!home}>
      {stays && stays.length === 0 ? (
        <EmptyData description={empty} />
      ) : (
        <ul aria-label={title} style={LIST} tabIndex={0}>
          {(stays ?? []).map((stay) => (
            <li key={stay.did} style={ITEM}>
              <span>{t('smartbnb.home.stay', { room: stay.roomName, guest: stay.guest, guests: stay.guests, nights: stay.nights })}</span>
              {withDay ? <span>{dayForm(intl, stay.from, { month: 'short', day: 'numeric', weekday: 'short' })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
