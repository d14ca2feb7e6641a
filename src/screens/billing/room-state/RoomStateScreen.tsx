import { Card, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoomStateList } from '../../../api/billing/spacesTypes';
import { useStores } from '../../../stores/context';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { KpiRow } from '../../../ui/KpiRow';
import { LastUpdated } from '../../../ui/live/LastUpdated';
import { useLiveResource } from '../../../ui/live/useLiveResource';
import { RoomBoard } from './RoomBoard';
import { RoomDrawer } from './RoomDrawer';
import { roomStateExportJob } from './roomStateExport';
import { filterRooms, STATE_FILTERS, useRoomStateFilters } from './useRoomStateFilters';
import { billingApi } from '../../../api/billing';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `space-room-state`: every let room of the selected store on a board by building and floor,
 * coloured by state (derived from contracts unless set by hand), live at the page's refresh
 * rate; filters in the URL, counts per state and the occupancy rate; a room opens its drawer.
 */
/** A rate's name with what it is a rate of (area or rooms), so the two rates are not confused. */
function RateTitle({ title, detail }: { title: string; detail: string }) {
  return (
    <span>
      {title}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 'normal', whiteSpace: 'normal' }}>{detail}</Typography.Text>
    </span>
  );
}

export default function RoomStateScreen() {
  return <RoomStates />;
}

const RoomStates = observer(function RoomStates() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid();
  const filters = useRoomStateFilters();
  const [opened, setOpened] = useState('');
  const live = useLiveResource<RoomStateList>(store && pid ? (signal) => billingApi(api).spaces.roomStates({ pid, store }, { signal, silent: true }) : null, [api, store, pid]);
  const list = live.resource.value?.store === store ? live.resource.value : undefined;

  if (!store) return <div data-screen="space-room-state"><EmptyData description={t('billing.roomState.chooseStore')} /></div>;
  if (live.resource.status === 'error' && !list) {
    return (
      <div data-screen="space-room-state">
        <LoadFailed inline title={t('billing.roomState.loadFailed')} onRetry={live.refresh} />
      </div>
    );
  }
  const rows = list ? filterRooms(list.rooms, filters) : [];
  const buildings = [...new Map((list?.rooms ?? []).map((r) => [r.room.building, r.room.buildingName])).entries()];
  const floors = [...new Set((list?.rooms ?? []).filter((r) => !filters.building || r.room.building === filters.building).map((r) => r.room.floor))].sort((a, b) => a - b);
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  const opening = list?.rooms.find((r) => r.space === opened);
  return (
    <div data-screen="space-room-state">
      <KpiRow
        items={[
          ...(['occupied', 'reserved', 'vacant', 'maintenance', 'dirty'] as const).map((s) => ({ key: s, title: t(s === 'dirty' ? 'billing.roomState.dirtyRooms' : `billing.roomState.state.${s}`), value: list?.counts[s], loading: !list })),
          {
            key: 'area', loading: !list, value: list ? percent(list.occupancy.byArea.rate) : undefined,
            title: <RateTitle title={t('billing.roomState.rateByArea')} detail={list ? t('billing.roomState.rateByAreaOf', { occupied: intl.formatNumber(list.occupancy.byArea.occupied), of: intl.formatNumber(list.occupancy.byArea.of) }) : ''} />,
          },
          {
            key: 'count', loading: !list, value: list ? percent(list.occupancy.byCount.rate) : undefined,
            title: <RateTitle title={t('billing.roomState.rateByCount')} detail={list ? t('billing.roomState.rateByCountOf', { occupied: list.occupancy.byCount.occupied, of: list.occupancy.byCount.of }) : ''} />,
          },
        ]}
      />
      <Card
        size="small"
        title={t('billing.roomState.title')}
        extra={
          <Space wrap>
            <LastUpdated live={live} />
            {pages.can('export') && list ? <ExportButton job={roomStateExportJob(intl, () => filterRooms(list.rooms, filters), project.store?.name ?? store)} /> : null}
          </Space>
        }
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Select aria-label={t('billing.roomState.building')} style={{ width: 160 }} value={filters.building} onChange={(v: string) => { filters.setBuilding(v); }} options={[{ value: '', label: t('billing.roomState.allBuildings') }, ...buildings.map(([value, label]) => ({ value, label }))]} />
          <Select aria-label={t('billing.roomState.floor')} style={{ width: 120 }} value={filters.floor ?? 0} onChange={(v: number) => filters.setFloor(v || null)} options={[{ value: 0, label: t('billing.roomState.allFloors') }, ...floors.map((f) => ({ value: f, label: `${f}F` }))]} />
          <Select aria-label={t('billing.roomState.stateColumn')} style={{ width: 160 }} value={filters.state ?? ''} onChange={(v: string) => filters.setState((STATE_FILTERS as readonly string[]).includes(v) ? (v as (typeof STATE_FILTERS)[number]) : null)} options={[{ value: '', label: t('billing.roomState.allStates') }, ...STATE_FILTERS.map((s) => ({ value: s, label: t(s === 'dirty' ? 'billing.roomState.dirtyRooms' : `billing.roomState.state.${s}`) }))]} />
        </Space>
        {!list ? <Card loading variant="borderless" /> : rows.length === 0 ? <EmptyData description={t('billing.roomState.none')} /> : <RoomBoard rows={rows} onOpen={setOpened} />}
      </Card>
      {opening && list ? (
        <RoomDrawer key={opening.space} row={opening} pid={pid} dataMonth={list.dataMonth} canEdit={pages.can('edit')} onClose={() => setOpened('')} onSaved={() => { setOpened(''); live.refresh(); }} />
      ) : null}
    </div>
  );
});
