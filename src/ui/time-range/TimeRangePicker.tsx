import { DatePicker, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { MONDAY_WEEK_LOCALE, dayOf, mondayOf } from './pickerDays';
import { dayText, fieldFormat } from '../../lib/dateText';
import { rangeOf, type TimeGranularity, type TimeRange } from './timeRange';

export interface TimeRangePickerProps {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Presets offered, in order (default: day, week, month, year, custom). */
  granularities?: TimeGranularity[];
  /** Days after this one cannot be picked (e.g. no forecast data yet). */
  maxDate?: Dayjs;
}

const ALL: TimeGranularity[] = ['day', 'week', 'month', 'year', 'custom'];

/** Day / week / month / year / custom period picker over antd's DatePicker (dayjs, as antd itself uses). */
export function TimeRangePicker({ value, onChange, granularities = ALL, maxDate }: TimeRangePickerProps) {
  const intl = useIntl();
  const labels: Record<TimeGranularity, string> = {
    day: intl.formatMessage({ id: 'ui.time.day' }),
    week: intl.formatMessage({ id: 'ui.time.week' }),
    month: intl.formatMessage({ id: 'ui.time.month' }),
    year: intl.formatMessage({ id: 'ui.time.year' }),
    custom: intl.formatMessage({ id: 'ui.time.custom' }),
  };
  const weekText = (d: Dayjs) => {
    const monday = mondayOf(d);
    return intl.formatMessage({ id: 'ui.period.weekRange' }, { start: dayText(intl, dayOf(monday)), end: dayText(intl, dayOf(monday.add(6, 'day'))) });
  };
  const { granularity } = value;
  const switchTo = (next: TimeGranularity) =>
    onChange(next === 'custom' ? { ...value, granularity: 'custom' } : rangeOf(next, value.start));
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'ui.time.range' })} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Segmented<TimeGranularity>
        value={granularity}
        options={granularities.map((g) => ({ value: g, label: labels[g] }))}
        onChange={switchTo}
      />
      {granularity === 'custom' ? (
        <DatePicker.RangePicker
          value={[value.start, value.end]}
          allowClear={false}
          format={fieldFormat(intl)}
          maxDate={maxDate}
          aria-label={labels.custom}
          onChange={(range) => range?.[0] && range[1] && onChange(rangeOf('custom', range[0], range[1]))}
        />
      ) : (
        <DatePicker
          picker={granularity === 'day' ? 'date' : granularity}
          value={value.start}
          allowClear={false}
          maxDate={maxDate}
          aria-label={labels[granularity]}
          {...(granularity === 'week' ? { locale: MONDAY_WEEK_LOCALE, format: weekText, inputReadOnly: true } : { format: granularity === 'year' ? 'YYYY' : fieldFormat(intl, granularity === 'month' ? 'month' : 'day') })}
          onChange={(date) => date && onChange(rangeOf(granularity, date))}
        />
      )}
    </div>
  );
}
