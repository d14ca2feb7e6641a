import { screen, within } from '@testing-library/react';
import { DataTable, type DataColumn, type TableChange } from '../../src/ui';
import { renderUi } from '../support/renderUi';

interface Meter {
  did: string;
  name: string;
  kwh: number | null;
  cost: number;
  day: string;
  readAt: string;
  kind: string;
  state: number;
  online: boolean;
  url: string;
  city: string;
}

const columns: DataColumn<Meter>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'kwh', title: 'Energy', type: 'number', sortable: true },
  { key: 'cost', title: 'Cost', type: 'money' },
  { key: 'day', title: 'Day', type: 'date' },
  { key: 'readAt', title: 'Read at', type: 'datetime' },
  { key: 'kind', title: 'Kind', type: 'enum', options: [{ value: 'e', label: 'Electricity' }, { value: 'w', label: 'Water' }] },
  { key: 'state', title: 'State', type: 'status', options: [{ value: 1, label: 'Running', tone: 'success' }, { value: 0, label: 'Stopped', tone: 'error' }] },
  { key: 'online', title: 'Online', type: 'boolean' },
  { key: 'url', title: 'Link', type: 'link', linkText: (row) => `open ${row.name}` },
  { key: 'city', title: 'City' },
];

const meter = (i: number, over: Partial<Meter> = {}): Meter => ({
  did: `m${i}`,
  name: `Meter ${i}`,
  kwh: 1234.5 + i,
  cost: 99.5,
  day: '2026-11-03',
  readAt: '2026-11-03 08:05:09',
  kind: 'e',
  state: 1,
  online: true,
  url: 'https://example.com/meters/1',
  city: 'Shanghai',
  ...over,
});

function renderTable(props: Partial<Parameters<typeof DataTable<Meter>>[0]> = {}, lang: 'en' | 'zh' = 'en') {
  const onChange = vi.fn<(change: TableChange) => void>();
  const utils = renderUi(
    <DataTable<Meter> columns={columns} rows={[meter(0)]} rowKey="did" total={1} page={1} pageSize={10} onChange={onChange} {...props} />,
    { lang },
  );
  return { ...utils, onChange };
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
const cellsOf = (rowName: string) => within(screen.getByRole('row', { name: new RegExp(rowName) })).getAllByRole('cell');

describe('DataTable', () => {
  it('renders each column type: numbers and money right-aligned and formatted, labels for codes, yes/no', () => {
    renderTable();
    const [name, kwh, cost, day, readAt, kind, state, online, link, city] = cellsOf('Meter 0');
    expect(name).toHaveTextContent('Meter 0');
    expect(kwh).toHaveTextContent('1,234.5');
    expect(kwh).toHaveStyle({ textAlign: 'right' });
    expect(cost).toHaveTextContent('$99.50');
    expect(cost).toHaveStyle({ textAlign: 'right' });
    expect(name).not.toHaveStyle({ textAlign: 'right' });
    expect(day).toHaveTextContent('2026-11-03');
    expect(readAt).toHaveTextContent('2026-11-03 08:05:09');
    expect(kind).toHaveTextContent('Electricity');
    expect(state).toHaveTextContent('Running');
    expect(online).toHaveTextContent('Yes');
    expect(within(link!).getByRole('link', { name: 'open Meter 0' })).toHaveAttribute('href', 'https://example.com/meters/1');
    expect(within(link!).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(city).toHaveTextContent('Shanghai');
  });

  it('uses the currency and number format of the language (zh: CNY)', () => {
    renderTable({}, 'zh');
    const cells = cellsOf('Meter 0');
    expect(cells[2]).toHaveTextContent('¥99.50');
    expect(cells[7]).toHaveTextContent('是');
  });

  it('links only http(s) URLs and same-origin paths, never javascript:', () => {
    renderTable({
      rows: [meter(1, { url: 'javascript:alert(1)' }), meter(2, { url: '/index/home' }), meter(3, { url: '//evil.example' })],
      total: 3,
    });
    expect(within(screen.getByRole('row', { name: /Meter 1/ })).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('row', { name: /Meter 1/ })).getByText('open Meter 1')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Meter 2/ })).getByRole('link')).toHaveAttribute('href', '/index/home');
    expect(within(screen.getByRole('row', { name: /Meter 3/ })).queryByRole('link')).toBeNull();
  });

  it('shows a dash for empty values and the value itself when it does not fit the type', () => {
    renderTable({ rows: [meter(4, { kwh: null, day: 'soon', kind: 'x' })] });
    const cells = cellsOf('Meter 4');
    expect(cells[1]).toHaveTextContent('—');
    expect(cells[3]).toHaveTextContent('soon');
    expect(cells[5]).toHaveTextContent('x');
  });

  it('asks for a server-side sort, back to page 1, and shows the sort it is given', async () => {
    const { user, onChange, rerender } = renderTable({ page: 3, total: 100 });
    await user.click(screen.getByRole('columnheader', { name: /Energy/ }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, sort: { key: 'kwh', order: 'asc' } });
    rerender(
      <DataTable<Meter> columns={columns} rows={[meter(0)]} rowKey="did" total={100} page={1} pageSize={10} sort={{ key: 'kwh', order: 'desc' }} onChange={onChange} />,
    );
    expect(screen.getByRole('columnheader', { name: /Energy/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks for another page and shows the total', async () => {
    const { user, onChange } = renderTable({ total: 35 });
    expect(screen.getByText('35 records')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10, sort: null });
  });

  it('column settings hide a column and report the layout to persist', async () => {
    const onColumnLayoutChange = vi.fn();
    const { user } = renderTable({ onColumnLayoutChange });
    expect(headers()).toContain('City');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'City' }));
    expect(headers()).not.toContain('City');
    expect(onColumnLayoutChange).toHaveBeenLastCalledWith({ order: columns.map((c) => c.key), hidden: ['city'] });
  });

  it('column settings reorder columns; a saved layout is applied', async () => {
    const onColumnLayoutChange = vi.fn();
    const { user } = renderTable({ onColumnLayoutChange });
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('button', { name: 'Move Energy up' }));
    expect(headers().slice(0, 2)).toEqual(['Energy', 'Name']);
    renderTable({ columnLayout: { order: ['city', 'name'], hidden: ['kwh', 'stale-key'] } });
    const second = screen.getAllByRole('table').at(-1)!;
    const secondHeaders = within(second).getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(secondHeaders.slice(0, 3)).toEqual(['City', 'Name', 'Cost']);
    expect(secondHeaders).not.toContain('Energy');
  });

  it('shows EmptyData when there are no rows', () => {
    renderTable({ rows: [], total: 0, emptyDescription: 'No meters yet' });
    expect(screen.getByText('No meters yet')).toBeInTheDocument();
  });

  it('renders row actions in their own column', async () => {
    const onEdit = vi.fn();
    const { user } = renderTable({ rowActions: (row) => <button onClick={() => onEdit(row.did)}>Edit {row.name}</button> });
    expect(headers()).toContain('Actions');
    await user.click(screen.getByRole('button', { name: 'Edit Meter 0' }));
    expect(onEdit).toHaveBeenCalledWith('m0');
  });

  it('renders virtually when a page is large', () => {
    const rows = Array.from({ length: 150 }, (_, i) => meter(i));
    const { container } = renderTable({ rows, total: 150, pageSize: 200 });
    expect(container.querySelector('.cem-table-virtual')).not.toBeNull();
    // Only the rows in view exist in the DOM.
    expect(within(container).getAllByRole('row').length).toBeLessThan(150);
    const small = renderTable({ rows: rows.slice(0, 20), total: 20, pageSize: 20 });
    expect(small.container.querySelector('.cem-table-virtual')).toBeNull();
    expect(within(small.container).getAllByRole('row')).toHaveLength(21);
  });
});
