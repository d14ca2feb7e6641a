import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { smartbnbApi } from '../../../api/smartbnb';
import { BNB_ROOM_TYPES, CLEANING_STATES, SMARTBNB_PIDS, type BnbRoom, type CleaningState } from '../../../api/smartbnb/types';
import { useStores } from '../../../stores/context';
import { Table } from '../../../ui/data-table/Table';
import { EmptyData } from '../../../ui/EmptyData';
import { ExportButton } from '../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../ui/export-button/rowsExportJob';
import { FilterBar } from '../../../ui/filter-bar/FilterBar';
import { usePagePid } from '../../../ui/hooks/usePagePid';
import { KpiRow } from '../../../ui/KpiRow';
import { LoadFailed } from '../../../ui/LoadFailed';
import { OneShown } from '../../../ui/OneShown';
import { useResource } from '../../../ui/resource/useResource';
import { isId } from '../../../ui/url-state/codecs';
import { anyText, oneOf, useListFilters } from '../../../ui/url-state/useListFilters';
import { NoRooms, isNoRooms } from '../shared/NoRooms';
import type { RoomAt } from '../shared/roomAt';
import { RoomDevicesCard } from './RoomDevicesCard';
import { roomColumns, roomExportColumns } from './roomColumns';

/** `room`: the one room a scanned label opened (a curtain's). */
const FILTERS = { q: anyText, type: oneOf(...BNB_ROOM_TYPES), cleaning: oneOf(...CLEANING_STATES), room: isId };

/**
 * `smartbnb-room`: the hotel's short-stay rooms with type, capacity, price and housekeeping
 * state; housekeeping changes the state by hand (check-in and check-out change it too).
 * Filters live in the URL; the export follows them. The KPIs count the whole hotel. One room
 * (`room=`, a scanned curtain's) shows its devices too, where its curtains are commanded.
 */
export default observer(function SmartBnbRoomScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api, project, pages } = useStores();
  const store = project.currentStore;
  const pid = usePagePid({ fallback: SMARTBNB_PIDS.room });
  const { filters, setFilters, bar, filtered } = useListFilters(FILTERS);
  const list = useResource(store && pid ? (signal) => smartbnbApi(api).rooms({ pid, store }, { signal, hideError: true }) : null, [api, store, pid]);
  const [busy, setBusy] = useState<string>();
  const rows = useMemo(() => {
    const words = filters.q.trim().toLocaleLowerCase();
    return (list.value?.rows ?? []).filter(
      (r) => (!filters.room || r.did === filters.room) && (!filters.type || r.type === filters.type) && (!filters.cleaning || r.cleaning === filters.cleaning) && (!words || `${r.name} ${r.buildingName} ${r.floor}`.toLocaleLowerCase().includes(words)),
    );
  }, [list.value, filters]);
  const setCleaning = async (room: BnbRoom, state: CleaningState) => {
    setBusy(room.did);
    try {
      await smartbnbApi(api).setCleaning({ pid, store, room: room.did, state });
      await list.reload();
    } catch {
      // The request layer said why; the row keeps the state the server has.
    } finally {
      setBusy(undefined);
    }
  };
  const shownRoom = filters.room ? list.value?.rows.find((r) => r.did === filters.room) : undefined;
  const shownDid = shownRoom?.did;
  const at = useMemo<RoomAt | undefined>(() => (shownDid && store ? { pid, store, room: shownDid } : undefined), [pid, store, shownDid]);
  const columns = roomColumns(intl, pages.can('edit', pid) ? (room, state) => void setCleaning(room, state) : undefined, busy);

  if (!list.value && list.status === 'error') {
    return isNoRooms(list.error) ? <NoRooms /> : <LoadFailed title={t('smartbnb.rooms.loadFailed')} onRetry={() => void list.reload()} />;
  }
  const all = list.value?.rows;
  const count = (state: CleaningState) => all?.filter((r) => r.cleaning === state).length;
  const title = t('smartbnb.rooms.title');
  return (
    <div data-screen="smartbnb-room">
      <KpiRow
        items={[
          { key: 'rooms', title: t('smartbnb.rooms.kpi.rooms'), value: all?.length, loading: !all },
          { key: 'ready', title: t('smartbnb.cleaning.vacant-clean'), value: count('vacant-clean'), loading: !all },
          { key: 'dirty', title: t('smartbnb.rooms.kpi.toClean'), value: all ? (count('vacant-dirty') ?? 0) + (count('occupied-dirty') ?? 0) : undefined, loading: !all },
          { key: 'outOfOrder', title: t('smartbnb.cleaning.out-of-order'), value: count('out-of-order'), loading: !all },
        ]}
      />
      <Card
        title={title}
        extra={pages.can('export', pid) && list.value ? <ExportButton job={rowsExportJob(async () => rows, roomExportColumns(intl, list.value.rows[0]?.currency ?? ''), title)} disabled={rows.length === 0} /> : null}
      >
        <FilterBar
          aria-label={t('smartbnb.rooms.filters')}
          fields={[
            { key: 'q', kind: 'text', label: t('smartbnb.rooms.search') },
            { key: 'type', kind: 'enum', label: t('smartbnb.rooms.type'), options: BNB_ROOM_TYPES.map((v) => ({ value: v, label: t(`smartbnb.roomType.${v}`) })) },
            { key: 'cleaning', kind: 'enum', label: t('smartbnb.rooms.cleaning'), options: CLEANING_STATES.map((v) => ({ value: v, label: t(`smartbnb.cleaning.${v}`) })) },
          ]}
          {...bar}
        />
        {filters.room ? <OneShown name={shownRoom?.name ?? filters.room} onShowAll={() => setFilters({ ...filters, room: '' })} /> : null}
        {list.value && rows.length === 0 ? (
          <EmptyData description={t(filtered ? 'smartbnb.rooms.noneMatch' : 'smartbnb.rooms.none')} />
        ) : (
          <Table<BnbRoom> aria-label={title} size="small" rowKey="did" loading={!list.value} dataSource={rows} columns={columns} pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }} />
        )}
      </Card>
      {at && shownRoom ? <RoomDevicesCard at={at} name={shownRoom.name} canControl={pages.can('control', pid)} /> : null}
    </div>
  );
});
