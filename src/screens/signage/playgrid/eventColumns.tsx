import { Button, Space, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { ScheduleEvent } from '../../../api/signage/scheduleTypes';
import type { ExportColumn } from '../../../lib/export';
import { signageClock, signageDay, signageWeekday } from '../shared/signageTime';

/** When an event runs, in words: its dates and weekdays. */
export function eventDates(intl: IntlShape, event: ScheduleEvent): string {
  if (event.repeat === 'once') return signageDay(intl, event.from);
  const days = event.weekdays.length === 7 ? intl.formatMessage({ id: 'signage.playgrid.everyDay' }) : event.weekdays.map((d) => signageWeekday(intl, d)).join(' ');
  return `${signageDay(intl, event.from)} – ${signageDay(intl, event.to)} · ${days}`;
}

/** Its daypart, or all day. */
export function eventTimes(intl: IntlShape, event: ScheduleEvent): string {
  if (!event.daypart) return intl.formatMessage({ id: 'signage.playgrid.allDay' });
  return `${signageClock(intl, event.daypart.start)}–${signageClock(intl, event.daypart.end)}`;
}

export interface EventActions {
  onEdit?: (event: ScheduleEvent) => void;
  onDelete?: (event: ScheduleEvent) => void;
}

/** The group's events (own and inherited) as a table; edit and delete only with their permissions. */
export function eventColumns(intl: IntlShape, { onEdit, onDelete }: EventActions): TableColumnsType<ScheduleEvent> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<ScheduleEvent> = [
    { key: 'name', title: t('signage.playgrid.name'), dataIndex: 'name' },
    { key: 'channel', title: t('signage.playgrid.channel'), render: (_, e) => e.channel.name },
    { key: 'target', title: t('signage.playgrid.target'), render: (_, e) => e.target.name },
    { key: 'dates', title: t('signage.playgrid.dates'), render: (_, e) => eventDates(intl, e) },
    { key: 'times', title: t('signage.playgrid.times'), render: (_, e) => eventTimes(intl, e) },
    { key: 'priority', title: t('signage.playgrid.priority'), dataIndex: 'priority', align: 'right', sorter: (a, b) => a.priority - b.priority },
    { key: 'order', title: t('signage.playgrid.order'), dataIndex: 'order', align: 'right' },
  ];
  if (!onEdit && !onDelete) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('signage.playgrid.actions'),
      render: (_, e) => (
        <Space size={0}>
          {onEdit ? <Button type="link" size="small" aria-label={t('signage.playgrid.editOf', { name: e.name })} onClick={() => onEdit(e)}>{t('common.edit')}</Button> : null}
          {onDelete ? <Button type="link" size="small" danger aria-label={t('signage.playgrid.deleteOf', { name: e.name })} onClick={() => onDelete(e)}>{t('common.delete')}</Button> : null}
        </Space>
      ),
    },
  ];
}

export function eventExportColumns(intl: IntlShape): ExportColumn<ScheduleEvent>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('signage.playgrid.name') },
    { key: 'channel', title: t('signage.playgrid.channel'), value: (e) => e.channel.name },
    { key: 'target', title: t('signage.playgrid.target'), value: (e) => e.target.name },
    { key: 'dates', title: t('signage.playgrid.dates'), value: (e) => eventDates(intl, e) },
    { key: 'times', title: t('signage.playgrid.times'), value: (e) => eventTimes(intl, e) },
    { key: 'priority', title: t('signage.playgrid.priority'), type: 'number' },
    { key: 'order', title: t('signage.playgrid.order'), type: 'number' },
  ];
}
