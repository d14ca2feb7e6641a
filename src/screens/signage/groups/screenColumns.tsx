import { stampText } from '../../../lib/dateText';
import { Select, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { GroupRef, ScreenRow } from '../../../api/signage/screenTypes';
import type { ExportColumn } from '../../../lib/export';
import { StatusTag } from '../../../ui/status-tag/StatusTag';

/** The "no static group" choice of the binding select. */
export const UNBOUND = '';

/** When the screen was last seen, in the stores' zone. */
const seen = (intl: IntlShape, row: ScreenRow, zone: string) => stampText(intl, row.lastSeen, zone);

/**
 * A group's screens. With `bind` (the edit permission) each row chooses its static group: another
 * one moves it, none unbinds it; the row shows the server's answer, never the choice before it.
 */
export function screenColumns(intl: IntlShape, zone: string, statics: GroupRef[], bind?: (row: ScreenRow, group: string | null) => void, busy?: string): TableColumnsType<ScreenRow> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    { key: 'name', title: t('signage.groups.screen'), dataIndex: 'name' },
    { key: 'where', title: t('signage.groups.where'), render: (_, r) => `${r.storeName} · ${r.spacePath}` },
    { key: 'tags', title: t('signage.groups.tags'), render: (_, r) => r.tags.join(', ') },
    {
      key: 'online',
      title: t('signage.groups.state'),
      render: (_, r) => (
        <StatusTag tone={r.online ? 'success' : 'error'} title={r.online ? undefined : t('signage.groups.lastSeen', { at: seen(intl, r, zone) })}>
          {t(r.online ? 'signage.groups.online' : 'signage.groups.offline')}
        </StatusTag>
      ),
    },
    { key: 'power', title: t('signage.groups.power'), render: (_, r) => t(r.poweredOn ? 'signage.groups.poweredOn' : 'signage.groups.poweredOff') },
    {
      key: 'group',
      title: t('signage.groups.staticGroup'),
      width: 220,
      render: (_, r) =>
        bind ? (
          <Select<string>
            size="small"
            style={{ width: 200 }}
            value={r.group?.did ?? UNBOUND}
            loading={busy === r.did}
            disabled={busy === r.did}
            aria-label={t('signage.groups.staticGroupOf', { screen: r.name })}
            options={[{ value: UNBOUND, label: t('signage.groups.unbound') }, ...statics.map((g) => ({ value: g.did, label: g.name }))]}
            onChange={(group) => bind(r, group === UNBOUND ? null : group)}
          />
        ) : (
          (r.group?.name ?? t('signage.groups.unbound'))
        ),
    },
  ];
}

export function screenExportColumns(intl: IntlShape, zone: string): ExportColumn<ScreenRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('signage.groups.screen') },
    { key: 'store', title: t('signage.groups.store'), value: (r) => r.storeName },
    { key: 'place', title: t('signage.groups.where'), value: (r) => r.spacePath },
    { key: 'tags', title: t('signage.groups.tags'), value: (r) => r.tags.join(', ') },
    { key: 'online', title: t('signage.groups.state'), value: (r) => t(r.online ? 'signage.groups.online' : 'signage.groups.offline') },
    { key: 'lastSeen', title: t('signage.groups.lastSeenColumn'), value: (r) => seen(intl, r, zone) },
    { key: 'power', title: t('signage.groups.power'), value: (r) => t(r.poweredOn ? 'signage.groups.poweredOn' : 'signage.groups.poweredOff') },
    { key: 'group', title: t('signage.groups.staticGroup'), value: (r) => r.group?.name ?? '' },
  ];
}
