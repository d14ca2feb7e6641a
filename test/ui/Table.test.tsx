import { screen } from '@testing-library/react';
import { Table } from '../../src/ui';
import { renderUi } from '../support/renderUi';

const columns = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
const rows = [{ id: 1, name: 'Meter A' }];

/** jsdom lays nothing out: pretend the table's scroll box holds content `wide` pixels wide in 500. */
function layout(wide: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('cem-table-content') ? wide : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('cem-table-content') ? 500 : 0;
  });
}

describe('the kit Table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a table that scrolls sideways a named region the keyboard can reach', () => {
    layout(1200);
    renderUi(<Table aria-label="Meters" rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} />);
    const region = screen.getByRole('region', { name: 'Meters' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Meters' }));
  });

  it('adds no tab stop to a table that fits', () => {
    layout(400);
    renderUi(<Table aria-label="Meters" rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 'max-content' }} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.querySelector('.cem-table-content')).not.toHaveAttribute('tabindex');
  });

  it('reads no size again on a render that keeps its scroll box (its resizes are observed), and follows a new name', () => {
    layout(1200);
    // Reads by the kit's own marking (rc-table reads the width too, on its scroll sync).
    let reads = 0;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (new Error().stack?.includes('markRegions')) reads += 1;
      return this.classList.contains('cem-table-content') ? 1200 : 0;
    });
    const view = (label: string, data = rows) => <Table aria-label={label} rowKey="id" columns={columns} dataSource={data} pagination={false} scroll={{ x: 'max-content' }} />;
    const { rerender } = renderUi(view('Meters'));
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    rerender(view('Meters', [...rows, { id: 2, name: 'Meter B' }]));
    expect(screen.getByText('Meter B')).toBeInTheDocument();
    expect(reads).toBe(0);
    rerender(view('Gauges'));
    expect(screen.getByRole('region', { name: 'Gauges' })).toHaveAttribute('tabindex', '0');
  });

  it("takes antd's hidden measuring copy of the header (with its select-all checkbox) out of the tab order", () => {
    layout(400);
    renderUi(<Table aria-label="Meters" rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 1200 }} rowSelection={{}} />);
    const measure = document.querySelector<HTMLElement>('.cem-table-measure-row');
    expect(measure).not.toBeNull();
    expect(measure!.inert).toBe(true);
  });

  it('with stableRows draws a cell again only for a new row object, or for new columns', () => {
    const drawn: string[] = [];
    const make = () => [{ key: 'name', title: 'Name', render: (_: unknown, r: { id: number; name: string }) => (drawn.push(r.name), r.name) }];
    const first = make();
    const a = { id: 1, name: 'Meter A' };
    const b = { id: 2, name: 'Meter B' };
    const view = (data: Array<typeof a>, cols = first) => <Table aria-label="Meters" rowKey="id" stableRows columns={cols} dataSource={data} pagination={false} />;
    const { rerender } = renderUi(view([a, b]));
    expect(drawn).toEqual(['Meter A', 'Meter B']);
    drawn.length = 0;
    rerender(view([a, { id: 2, name: 'Meter B2' }]));
    expect(drawn).toEqual(['Meter B2']);
    expect(screen.getByText('Meter B2')).toBeInTheDocument();
    drawn.length = 0;
    rerender(view([a, b], make()));
    expect(drawn).toEqual(['Meter A', 'Meter B']);
  });
});
