import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { periodOf, type Period } from '../../src/lib/period';
import { PeriodPicker, type PeriodPickerProps } from '../../src/ui';
import { renderUi } from '../support/renderUi';

/** The picker with its value held in state, as a screen holds it; every emitted period is recorded. */
function Harness({ initial, onChange, ...rest }: Omit<PeriodPickerProps, 'value' | 'onChange'> & { initial: Period; onChange: (p: Period) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PeriodPicker
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const setup = (props: Partial<PeriodPickerProps> & { initial?: Period } = {}) => {
  const onChange = vi.fn<(p: Period) => void>();
  const view = renderUi(<Harness initial={periodOf('day', '2026-11-03')} {...props} onChange={onChange} />);
  const last = () => onChange.mock.lastCall?.[0];
  return { ...view, onChange, last };
};

const chooseGranularity = async (user: ReturnType<typeof setup>['user'], name: string) =>
  user.click(screen.getByRole('radio', { name }).closest('label')!);

describe('PeriodPicker', () => {
  it('switches to a Monday-to-Sunday week and shows it as a range of days', async () => {
    const { user, last } = setup();
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    await chooseGranularity(user, 'Week');
    expect(last()).toEqual({ granularity: 'week', start: '2026-11-02', end: '2026-11-08' });
    expect(screen.getByRole('textbox', { name: 'Week' })).toHaveValue('2026-11-02 – 2026-11-08');
  });

  it('picks a week in the panel, whose rows run Monday to Sunday', async () => {
    const { user, last } = setup({ initial: periodOf('week', '2026-11-03') });
    await user.click(screen.getByRole('textbox', { name: 'Week' }));
    // A Sunday: with Sunday-first rows it would open the next week; the console's weeks end on Sunday.
    await user.click(await screen.findByTitle('2026-11-15'));
    expect(last()).toEqual({ granularity: 'week', start: '2026-11-09', end: '2026-11-15' });
    const headers = document.querySelectorAll('.cem-picker-content thead th');
    expect([...headers].map((th) => th.textContent).slice(1, 3)).toEqual(['Mo', 'Tu']);
  });

  it('steps to the previous and next period with the keyboard', async () => {
    const { user, last } = setup({ initial: periodOf('month', '2026-11-03') });
    const previous = screen.getByRole('button', { name: 'Previous period' });
    previous.focus();
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ granularity: 'month', start: '2026-10-01', end: '2026-10-31' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next period' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ granularity: 'month', start: '2026-12-01', end: '2026-12-31' });
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('2026-12');
  });

  it('moves a custom range by its own length', async () => {
    const { user, last } = setup({ initial: periodOf('custom', '2026-11-01', '2026-11-10') });
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(last()).toEqual({ granularity: 'custom', start: '2026-11-11', end: '2026-11-20' });
  });

  it('keeps to the data bounds: clamps, disables the edges and out-of-range days', async () => {
    const bounds = { minDay: '2025-10-15', maxDay: '2026-11-16' };
    const { user, last } = setup({ initial: periodOf('day', '2026-11-16'), ...bounds });
    expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous period' })).toBeEnabled();

    await chooseGranularity(user, 'Month');
    expect(last()).toEqual({ granularity: 'month', start: '2026-11-01', end: '2026-11-16' });
    expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();

    await chooseGranularity(user, 'Day');
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    const panel = within(document.querySelector<HTMLElement>('.cem-picker-dropdown')!);
    expect(panel.getByTitle('2026-11-17')).toHaveClass('cem-picker-cell-disabled');
    expect(panel.getByTitle('2026-11-16')).not.toHaveClass('cem-picker-cell-disabled');
  });

  it('stops at the first day with data', async () => {
    const { user, last } = setup({ initial: periodOf('week', '2025-10-22'), minDay: '2025-10-15', maxDay: '2026-11-16' });
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(last()).toEqual({ granularity: 'week', start: '2025-10-15', end: '2025-10-19' });
    expect(screen.getByRole('button', { name: 'Previous period' })).toBeDisabled();
  });
});
