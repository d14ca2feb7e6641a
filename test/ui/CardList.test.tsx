import { screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { Table } from '../../src/ui';
import { NARROW_QUERY } from '../../src/ui/hooks/useNarrow';
import { renderUi } from '../support/renderUi';

interface Ticket {
  did: string;
  title: string;
  state: string;
}

const tickets: Ticket[] = Array.from({ length: 12 }, (_, i) => ({ did: `t-${i + 1}`, title: `Gun ${i + 1} will not start`, state: i % 2 ? 'Open' : 'Taken' }));

/** A viewport as wide as a phone (below 768 px) or a desk. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: phone && query === NARROW_QUERY, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

const columns = (onTake: (did: string) => void) => [
  { key: 'title', dataIndex: 'title', title: 'Ticket' },
  { key: 'state', dataIndex: 'state', title: 'State' },
  { key: 'actions', title: 'Actions', render: (_: unknown, row: Ticket) => <Button onClick={() => onTake(row.did)}>Take</Button> },
];

describe('the kit Table as cards on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each row as a card named by its first column, the other columns as labelled values, ten a page', async () => {
    viewport(true);
    const taken: string[] = [];
    const { user } = renderUi(<Table aria-label="Tickets" rowKey="did" phoneCards columns={columns((did) => taken.push(did))} dataSource={tickets} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('Gun 1 will not start');
    expect(within(cards[1]!).getByText('State').nextElementSibling).toHaveTextContent('Open');
    // The same actions as the table's row.
    await user.click(within(cards[2]!).getByRole('button', { name: 'Take' }));
    expect(taken).toEqual(['t-3']);
    await user.click(screen.getByTitle('Next Page'));
    const next = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
    expect(next.map((card) => card.getAttribute('data-row-key'))).toEqual(['t-11', 't-12']);
  });

  it('keeps the table\'s selection: a card\'s box selects its row', async () => {
    viewport(true);
    const onChange = vi.fn();
    const { user } = renderUi(
      <Table aria-label="Tickets" rowKey="did" phoneCards columns={columns(() => {})} dataSource={tickets.slice(0, 3)} rowSelection={{ selectedRowKeys: ['t-1'], onChange }} />,
    );
    const boxes = screen.getAllByRole('checkbox', { name: 'Select this row' });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
    await user.click(boxes[2]!);
    expect(onChange).toHaveBeenCalledWith(['t-1', 't-3'], [tickets[0], tickets[2]], { type: 'single' });
  });

  it('stays a table on a desk, and on a phone without phoneCards keeps its key column in view while it scrolls', () => {
    viewport(false);
    const { unmount } = renderUi(<Table aria-label="Tickets" rowKey="did" phoneCards columns={columns(() => {})} dataSource={tickets} />);
    expect(screen.getByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tickets' })).not.toBeInTheDocument();
    unmount();
    viewport(true);
    renderUi(<Table aria-label="Tickets" rowKey="did" columns={columns(() => {})} dataSource={tickets} />);
    const firstCell = within(screen.getByRole('table', { name: 'Tickets' })).getByText('Gun 1 will not start').closest('td');
    expect(firstCell).toHaveClass('cem-table-cell-fix-start');
  });
});
