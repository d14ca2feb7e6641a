import { dateTimeText } from '../../../lib/dateText';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { ExportColumn } from '../../../lib/export';
import { PrintLabelButton } from '../../../ui/qr-label/PrintLabelButton';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import type { SummaryRow } from './loadSummary';
import { PlayingCell, playingText } from './PlayingCell';

/** A time of the store's zone, in the user's language. */
export const storeTime = (intl: IntlShape, iso: string, timeZone: string) => dateTimeText(intl, iso, timeZone);

const groupNames = (row: SummaryRow) => [...(row.group ? [row.group.name] : []), ...row.tagGroups.map((group) => group.name)].join(', ');


const display = (intl: IntlShape, row: SummaryRow) =>
  intl.formatMessage({ id: 'signage.summary.display' }, { resolution: row.resolution.replace('x', ' × '), orientation: intl.formatMessage({ id: `signage.summary.orientation.${row.orientation}` }) });

/** The playing column's title: now, or the chosen time. */
const playingTitle = (chosen: boolean) => (chosen ? 'signage.summary.playingThen' : 'signage.summary.playing');

/**
 * The screens table; `commands` renders the remote command cell (results shown to everyone who sees the page);
 * `chosen`: what plays is read at a chosen time, not now.
 */
export function summaryColumns(intl: IntlShape, timeZone: string, chosen: boolean, commands: (row: SummaryRow) => React.ReactNode): TableColumnsType<SummaryRow> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    {
      key: 'name',
      title: t('signage.summary.screen'),
      sorter: (a, b) => a.name.localeCompare(b.name, intl.locale, { numeric: true }),
      render: (_, r) => (
        <>
          <div>{r.name}</div>
          <div style={{ fontSize: 12, opacity: 0.75 }}>{r.spacePath}</div>
        </>
      ),
    },
    {
      key: 'state',
      title: t('signage.summary.state'),
      render: (_, r) => (
        <>
          <StatusTag tone={r.online ? 'success' : 'error'}>{t(`signage.summary.state.${r.online ? 'online' : 'offline'}`)}</StatusTag>
          {r.offlineSince ? <div style={{ fontSize: 12 }}>{t('signage.summary.offlineSince', { time: storeTime(intl, r.offlineSince, timeZone) })}</div> : null}
        </>
      ),
    },
    { key: 'lastSeen', title: t('signage.summary.lastSeen'), render: (_, r) => storeTime(intl, r.lastSeen, timeZone) },
    { key: 'playing', title: t(playingTitle(chosen)), render: (_, r) => <PlayingCell row={r} /> },
    { key: 'display', title: t('signage.summary.displayTitle'), render: (_, r) => display(intl, r) },
    { key: 'groups', title: t('signage.summary.groups'), render: (_, r) => groupNames(r) },
    { key: 'commands', title: t('signage.summary.commands'), width: 280, render: (_, r) => commands(r) },
    { key: 'label', title: t('qrLabel.column'), render: (_, r) => <PrintLabelButton variant="icon" size="small" thing={{ kind: 'screen', did: r.did }} name={r.name} /> },
  ];
}

export function summaryExportColumns(intl: IntlShape, timeZone: string, chosen: boolean): ExportColumn<SummaryRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('signage.summary.screen') },
    { key: 'where', title: t('signage.summary.where'), value: (r) => `${r.storeName} / ${r.spacePath}` },
    { key: 'state', title: t('signage.summary.state'), value: (r) => t(`signage.summary.state.${r.online ? 'online' : 'offline'}`) },
    { key: 'lastSeen', title: t('signage.summary.lastSeen'), value: (r) => storeTime(intl, r.lastSeen, timeZone) },
    { key: 'playing', title: t(playingTitle(chosen)), value: (r) => playingText(intl, r) },
    { key: 'resolution', title: t('signage.summary.resolution') },
    { key: 'orientation', title: t('signage.summary.orientation'), value: (r) => t(`signage.summary.orientation.${r.orientation}`) },
    { key: 'groups', title: t('signage.summary.groups'), value: groupNames },
  ];
}
