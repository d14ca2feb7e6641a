import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { clampPeriod, periodOf, shiftPeriod, type Granularity, type Period } from '../../lib/period';
import { MONDAY_WEEK_LOCALE, dayOf, dayjsOf, mondayOf } from './pickerDays';
import { dayText, fieldFormat } from '../../lib/dateText';

export interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
  /** Granularities offered, in order (default: day, week, month, year, custom). */
  granularities?: Granularity[];
  /** First and last day with data ('YYYY-MM-DD'): days outside cannot be picked or stepped to. */
  minDay?: string;
  maxDay?: string;
}

const ALL: Granularity[] = ['day', 'week', 'month', 'year', 'custom'];
// Open ends for a one-sided bound (string order is calendar order).
const EARLIEST = '0000-01-01';
const LATEST = '9999-12-31';
const PICKER = { day: 'date', week: 'week', month: 'month', year: 'year' } as const;

/**
 * Period picker over the lib's Period (days as 'YYYY-MM-DD'): granularity, the day / week / month /
 * year / range picker, and previous / next buttons. With bounds, what it emits is clamped to
 * [minDay, maxDay] and the buttons stop at the edges.
 */
export function PeriodPicker({ value, onChange, granularities = ALL, minDay, maxDay }: PeriodPickerProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const labels: Record<Granularity, string> = {
    day: text('ui.time.day'),
    week: text('ui.time.week'),
    month: text('ui.time.month'),
    year: text('ui.time.year'),
    custom: text('ui.time.custom'),
  };
  const emit = (next: Period) => onChange(minDay || maxDay ? clampPeriod(next, minDay ?? EARLIEST, maxDay ?? LATEST) : next);
  const bounds = { minDate: minDay ? dayjsOf(minDay) : undefined, maxDate: maxDay ? dayjsOf(maxDay) : undefined };
  const { granularity } = value;
  const weekText = (d: Dayjs) => {
    const monday = mondayOf(d);
    return text('ui.period.weekRange', { start: dayText(intl, dayOf(monday)), end: dayText(intl, dayOf(monday.add(6, 'day'))) });
  };
  const atStart = minDay !== undefined && value.start <= minDay;
  const atEnd = maxDay !== undefined && value.end >= maxDay;

  return (
    <div role="group" aria-label={text('ui.period.label')} style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Segmented<Granularity>
        value={granularity}
        options={granularities.map((g) => ({ value: g, label: labels[g] }))}
        onChange={(next) => emit(next === 'custom' ? { ...value, granularity: 'custom' } : periodOf(next, value.start))}
      />
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        <Button icon={<LeftOutlined />} aria-label={text('ui.period.previous')} disabled={atStart} onClick={() => emit(shiftPeriod(value, -1))} />
        {granularity === 'custom' ? (
          <DatePicker.RangePicker
            value={[dayjsOf(value.start), dayjsOf(value.end)]}
            allowClear={false}
            format={fieldFormat(intl)}
            {...bounds}
            aria-label={labels.custom}
            onChange={(range) => range?.[0] && range[1] && emit(periodOf('custom', dayOf(range[0]), dayOf(range[1])))}
          />
        ) : (
          <DatePicker
            picker={PICKER[granularity]}
            value={dayjsOf(value.start)}
            allowClear={false}
            {...bounds}
            aria-label={labels[granularity]}
            {...(granularity === 'week' ? { locale: MONDAY_WEEK_LOCALE, format: weekText, inputReadOnly: true } : { format: granularity === 'year' ? 'YYYY' : fieldFormat(intl, granularity === 'month' ? 'month' : 'day') })}
            onChange={(date) => date && emit(periodOf(granularity, dayOf(date)))}
          />
        )}
        <Button icon={<RightOutlined />} aria-label={text('ui.period.next')} disabled={atEnd} onClick={() => emit(shiftPeriod(value, 1))} />
      </span>
    </div>
  );
}

