import { screen } from '@testing-library/react';
import { useState } from 'react';
import { FilterBar, type FilterField, type FilterValues } from '../../src/ui';
import { renderUi } from '../support/renderUi';

const fields: FilterField[] = [
  { kind: 'text', key: 'name', label: 'Store name' },
  { kind: 'numberRange', key: 'kwh', label: 'Energy' },
  { kind: 'dateRange', key: 'day', label: 'Period' },
  { kind: 'enum', key: 'city', label: 'City', options: [{ value: 'sh', label: 'Shanghai' }, { value: 'bj', label: 'Beijing' }] },
];

/** The parent a screen would be: it owns the values. */
function Harness({ onSearch, initial = {} }: { onSearch: (values: FilterValues) => void; initial?: FilterValues }) {
  const [values, setValues] = useState<FilterValues>(initial);
  return <FilterBar fields={fields} values={values} onChange={setValues} onSearch={onSearch} onReset={() => setValues({})} />;
}

describe('FilterBar', () => {
  it('labels every control', () => {
    renderUi(<Harness onSearch={() => {}} />);
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByLabelText('Store name')).toHaveAttribute('placeholder', 'Please enter');
    expect(screen.getByRole('group', { name: 'Energy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Energy from')).toBeInTheDocument();
    expect(screen.getByLabelText('Energy to')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveAttribute('placeholder', 'Start date');
    expect(screen.getByLabelText('City')).toHaveAttribute('role', 'combobox');
  });

  it('searches with the typed values on the Search button', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<Harness onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Store name'), 'Pudong');
    await user.type(screen.getByLabelText('Energy from'), '10');
    await user.type(screen.getByLabelText('Energy to'), '250');
    await user.click(screen.getByLabelText('City'));
    await user.click(await screen.findByTitle('Beijing'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ name: 'Pudong', kwh: [10, 250], city: 'bj' });
  });

  it('takes a date range typed into the range picker', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<Harness onSearch={onSearch} />);
    await user.click(screen.getByLabelText('Period'));
    await user.type(screen.getByLabelText('Period'), '2026-11-01{Enter}');
    await user.type(screen.getByPlaceholderText('End date'), '2026-11-30{Enter}');
    expect(onSearch).not.toHaveBeenCalled(); // Enter confirmed the dates, it did not search with the old range
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    const values = onSearch.mock.calls[0]![0] as FilterValues;
    const [start, end] = values.day as [{ format(f: string): string }, { format(f: string): string }];
    expect([start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')]).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('Enter in an open select belongs to the select, not to the search', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<Harness onSearch={onSearch} />);
    await user.click(screen.getByLabelText('City'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('Enter in a text field submits', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<Harness onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Store name'), 'Xuhui{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ name: 'Xuhui' });
  });

  it('Reset hands control back to the owner, which clears the values', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<Harness onSearch={onSearch} initial={{ name: 'Minhang', kwh: [1, 2] }} />);
    expect(screen.getByLabelText('Store name')).toHaveValue('Minhang');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Store name')).toHaveValue('');
    expect(screen.getByLabelText('Energy from')).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the values it is given (controlled)', () => {
    renderUi(<FilterBar fields={fields} values={{ name: 'Jing’an', kwh: [5, null] }} onChange={() => {}} onSearch={() => {}} onReset={() => {}} />);
    expect(screen.getByLabelText('Store name')).toHaveValue('Jing’an');
    expect(screen.getByLabelText('Energy from')).toHaveValue('5');
  });
});
