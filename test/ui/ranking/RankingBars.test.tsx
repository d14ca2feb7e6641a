import { screen, within } from '@testing-library/react';
import { RankingBars, rankTop } from '../../../src/ui/ranking';
import { renderUi } from '../../support/renderUi';

const items = [
  { key: 'a', name: 'Alpha', value: 20 },
  { key: 'b', name: 'Beta', value: 80 },
  { key: 'c', name: 'Gamma', value: 40 },
];

describe('ranking kit', () => {
  it('ranks largest first, up to the limit, each bar a share of the first', () => {
    expect(rankTop(items, 2)).toEqual([
      { key: 'b', name: 'Beta', value: 80, rank: 1, share: 100 },
      { key: 'c', name: 'Gamma', value: 40, rank: 2, share: 50 },
    ]);
    expect(rankTop([{ key: 'z', name: 'Zero', value: 0 }], 5)[0]?.share).toBe(0);
  });

  it('RankingBars lists the places with their formatted values under its title', () => {
    renderUi(<RankingBars title="Top stores" items={items} format={(v) => `${v} kWh`} limit={2} />);
    const list = screen.getByRole('list', { name: 'Top stores' });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['1. Beta80 kWh', '2. Gamma40 kWh']);
  });

  it('RankingBars says there is no data when nothing ranks', () => {
    renderUi(<RankingBars title="Top stores" items={[]} format={String} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No data', { selector: 'div' })).toBeTruthy();
  });
});
