import { Select, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { CLEANING_STATES, type BnbRoom, type CleaningState } from '../../../api/smartbnb/types';
import type { ExportColumn } from '../../../lib/export';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { Tone } from '../../../ui/status-tag/tones';

export const CLEANING_TONES: Record<CleaningState, Tone> = {
  'vacant-clean': 'success',
  'vacant-dirty': 'warning',
  'occupied-clean': 'info',
  'occupied-dirty': 'warning',
  'out-of-order': 'error',
};

const price = (intl: IntlShape, room: BnbRoom) => intl.formatNumber(room.price, { style: 'currency', currency: room.currency, maximumFractionDigits: 0 });

/**
 * The rooms table. With `setCleaning` (the edit permission) the housekeeping state is a choice
 * on the row; the shown state is the server's answer, never the choice before it.
 */
export function roomColumns(intl: IntlShape, setCleaning?: (room: BnbRoom, state: CleaningState) => void, busy?: string): TableColumnsType<BnbRoom> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    { key: 'name', title: t('smartbnb.rooms.room'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, intl.locale, { numeric: true }) },
    { key: 'where', title: t('smartbnb.rooms.where'), render: (_, r) => `${r.buildingName} ${r.floor}` },
    { key: 'type', title: t('smartbnb.rooms.type'), render: (_, r) => t(`smartbnb.roomType.${r.type}`) },
    { key: 'capacity', title: t('smartbnb.rooms.capacity'), dataIndex: 'capacity', align: 'right' },
    { key: 'price', title: t('smartbnb.rooms.price'), align: 'right', sorter: (a, b) => a.price - b.price, render: (_, r) => price(intl, r) },
    {
      key: 'cleaning',
      title: t('smartbnb.rooms.cleaning'),
      width: 220,
      render: (_, r) =>
        setCleaning ? (
          <Select<CleaningState>
            size="small"
            style={{ width: 190 }}
            value={r.cleaning}
            loading={busy === r.did}
            disabled={busy === r.did}
            aria-label={t('smartbnb.rooms.cleaningOf', { room: r.name })}
            options={CLEANING_STATES.map((s) => ({ value: s, label: t(`smartbnb.cleaning.${s}`) }))}
            onChange={(state) => setCleaning(r, state)}
          />
        ) : (
          <StatusTag tone={CLEANING_TONES[r.cleaning]}>{t(`smartbnb.cleaning.${r.cleaning}`)}</StatusTag>
        ),
    },
  ];
}

export function roomExportColumns(intl: IntlShape, currency: string): ExportColumn<BnbRoom>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('smartbnb.rooms.room') },
    { key: 'where', title: t('smartbnb.rooms.where'), value: (r) => `${r.buildingName} ${r.floor}` },
    { key: 'type', title: t('smartbnb.rooms.type'), value: (r) => t(`smartbnb.roomType.${r.type}`) },
    { key: 'capacity', title: t('smartbnb.rooms.capacity'), type: 'number' },
    { key: 'price', title: `${t('smartbnb.rooms.price')} (${currency})`, type: 'number' },
    { key: 'cleaning', title: t('smartbnb.rooms.cleaning'), value: (r) => t(`smartbnb.cleaning.${r.cleaning}`) },
  ];
}
