import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { TimeRangePicker, rangeOf, type TimeRange } from '../../src/ui';
import { renderUi } from '../support/renderUi';

const fmt = (r: TimeRange) => [r.granularity, r.start.format('YYYY-MM-DD HH:mm:ss'), r.end.format('YYYY-MM-DD HH:mm:ss')];

describe('rangeOf', () => {
  const anchor = dayjs('2026-11-03 14:30:00');
  it('covers the whole day, month or year of the anchor', () => {
    expect(fmt(rangeOf('day', anchor))).toEqual(['day', '2026-11-03 00:00:00', '2026-11-03 23:59:59']);
    expect(fmt(rangeOf('month', anchor))).toEqual(['month', '2026-11-01 00:00:00', '2026-11-30 23:59:59']);
    expect(fmt(rangeOf('year', anchor))).toEqual(['year', '2026-01-01 00:00:00', '2026-12-31 23:59:59']);
  });

  it('covers the Monday-to-Sunday week of the anchor, a Sunday included', () => {
    expect(fmt(rangeOf('week', anchor))).toEqual(['week', '2026-11-02 00:00:00', '2026-11-08 23:59:59']);
    expect(fmt(rangeOf('week', dayjs('2026-11-08 23:00')))).toEqual(['week', '2026-11-02 00:00:00', '2026-11-08 23:59:59']);
  });

  it('covers whole days of a custom range, in order', () => {
    expect(fmt(rangeOf('custom', dayjs('2026-11-09'), dayjs('2026-11-02')))).toEqual(['custom', '2026-11-02 00:00:00', '2026-11-09 23:59:59']);
  });
});

describe('TimeRangePicker', () => {
  function Harness({ onChange }: { onChange: (r: TimeRange) => void }) {
    const [value, setValue] = useState(() => rangeOf('day', dayjs('2026-11-03')));
    return (
      <TimeRangePicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('switches between day, month, year and custom, keeping the anchor', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Month' }).closest('label')!);
    expect(fmt(onChange.mock.lastCall![0])).toEqual(['month', '2026-11-01 00:00:00', '2026-11-30 23:59:59']);
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('2026-11');
    await user.click(screen.getByRole('radio', { name: 'Week' }).closest('label')!);
    expect(fmt(onChange.mock.lastCall![0])).toEqual(['week', '2026-10-26 00:00:00', '2026-11-01 23:59:59']);
    expect(screen.getByRole('textbox', { name: 'Week' })).toHaveValue('2026-10-26 – 2026-11-01');
    await user.click(screen.getByRole('radio', { name: 'Year' }).closest('label')!);
    expect(fmt(onChange.mock.lastCall![0])).toEqual(['year', '2026-01-01 00:00:00', '2026-12-31 23:59:59']);
    await user.click(screen.getByRole('radio', { name: 'Custom' }).closest('label')!);
    expect(onChange.mock.lastCall![0].granularity).toBe('custom');
    expect(screen.getByPlaceholderText(/start date/i)).toHaveValue('2026-01-01');
  });
});
