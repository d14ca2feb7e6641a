import { dayForm } from '../../../lib/dateText';
import { theme, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { ScheduleEvent } from '../../../api/signage/scheduleTypes';
import { clockMinutes, signageClock, signageDay } from '../shared/signageTime';
import { weekBlocks, type WeekBlock } from './weekBlocks';

const HOUR_PX = 22;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clockOf = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export interface WeekGridProps {
  /** The group's own events and those it inherits. */
  events: readonly ScheduleEvent[];
  group: string;
  monday: string;
  /** The agenda's day and time, marked on the grid. */
  day: string;
  time: string;
  onPickDay: (day: string) => void;
  /** With the edit permission: opens an event to change it. */
  onOpen?: (event: ScheduleEvent) => void;
}

/** The week of a group: days across, hours down, each event a block at its daypart (all-day events fill the day). */
export function WeekGrid({ events, group, monday, day, time, onPickDay, onOpen }: WeekGridProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { token } = theme.useToken();
  const days = weekBlocks(events, monday);
  const label = (block: WeekBlock) =>
    block.end - block.start >= 24 * 60
      ? t('signage.playgrid.blockAllDayLabel', { name: block.event.name, channel: block.event.channel.name, priority: block.event.priority, target: block.event.target.name })
      : t('signage.playgrid.block', {
      name: block.event.name,
      channel: block.event.channel.name,
      from: signageClock(intl, clockOf(block.start)),
      to: signageClock(intl, clockOf(block.end)),
      priority: block.event.priority,
      target: block.event.target.name,
    });
  const blockStyle = (block: WeekBlock) => {
    const own = block.event.target.did === group;
    return {
      position: 'absolute', top: (block.start / 60) * HOUR_PX, height: Math.max(((block.end - block.start) / 60) * HOUR_PX, 16),
      left: `calc(${(block.lane / block.lanes) * 100}% + 1px)`, width: `calc(${100 / block.lanes}% - 2px)`, overflow: 'hidden', padding: '1px 4px',
      border: `1px solid ${own ? token.colorPrimaryBorder : token.colorBorder}`, borderRadius: 4, textAlign: 'start', fontSize: 12, lineHeight: '16px',
      background: own ? token.colorPrimaryBg : token.colorFillQuaternary, color: token.colorText, cursor: onOpen ? 'pointer' : 'default', listStyle: 'none',
    } as const;
  };
  const text = (block: WeekBlock) =>
    block.end - block.start < 24 * 60
      ? t('signage.playgrid.blockShort', { name: block.event.name, from: signageClock(intl, clockOf(block.start)), to: signageClock(intl, clockOf(block.end)), priority: block.event.priority })
      : t('signage.playgrid.blockAllDay', { name: block.event.name, priority: block.event.priority });
  const marker = clockMinutes(time);
  return (
    <div data-testid="playgrid-week" style={{ display: 'grid', gridTemplateColumns: '48px repeat(7, minmax(90px, 1fr))', overflowX: 'auto' }}>
      <div aria-hidden />
      {days.map(({ day: d }) => (
        <button
          key={d}
          type="button"
          onClick={() => onPickDay(d)}
          aria-pressed={d === day}
          style={{ border: 0, background: d === day ? token.colorPrimaryBg : 'transparent', color: token.colorText, padding: '4px 0', cursor: 'pointer', fontWeight: d === day ? 600 : 400 }}
        >
          {dayForm(intl, d, { weekday: 'short', day: 'numeric', month: 'short' })}
        </button>
      ))}
      <div aria-hidden style={{ position: 'relative', height: 24 * HOUR_PX }}>
        {HOURS.map((hour) => (
          <div key={hour} style={{ position: 'absolute', top: hour * HOUR_PX - 6, right: 4, fontSize: 11, color: token.colorTextSecondary }}>
            {hour === 0 ? '' : signageClock(intl, clockOf(hour * 60))}
          </div>
        ))}
      </div>
      {days.map(({ day: d, blocks }) => (
        <ul
          key={d}
          aria-label={signageDay(intl, d, 'full')}
          style={{
            position: 'relative', height: 24 * HOUR_PX, margin: 0, padding: 0, borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
            backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, ${token.colorBorderSecondary} ${HOUR_PX - 1}px, ${token.colorBorderSecondary} ${HOUR_PX}px)`,
          }}
        >
          {blocks.map((block) => (
            <li key={`${block.event.did}-${block.start}`} style={blockStyle(block)}>
              {onOpen ? (
                // A short block cuts its name: the whole of it on hover and on keyboard focus.
                <Tooltip title={label(block)} trigger={['hover', 'focus']}>
                  <button type="button" aria-label={label(block)} onClick={() => onOpen(block.event)} style={{ display: 'block', width: '100%', height: '100%', border: 0, padding: 0, background: 'transparent', color: 'inherit', font: 'inherit', textAlign: 'start', cursor: 'pointer' }}>
                    <span aria-hidden>{text(block)}</span>
                  </button>
                </Tooltip>
              ) : (
                <span role="img" aria-label={label(block)} title={label(block)} style={{ display: 'block', height: '100%' }}>
                  <span aria-hidden>{text(block)}</span>
                </span>
              )}
            </li>
          ))}
          {d === day ? <li aria-hidden style={{ position: 'absolute', left: 0, right: 0, top: (marker / 60) * HOUR_PX, borderTop: `2px solid ${token.colorError}`, listStyle: 'none' }} /> : null}
        </ul>
      ))}
    </div>
  );
}

