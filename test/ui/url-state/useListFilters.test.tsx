import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { FilterBar } from '../../../src/ui/filter-bar/FilterBar';
import { anyText, oneOf, useListFilters } from '../../../src/ui/url-state/useListFilters';
import { renderUi } from '../../support/renderUi';

const FILTERS = { q: anyText, kind: oneOf('schedule', 'trigger') };

function List() {
  const { filters, bar, filtered } = useListFilters(FILTERS);
  const location = useLocation();
  return (
    <>
      <FilterBar aria-label="Filters" fields={[{ key: 'q', kind: 'text', label: 'Name' }]} {...bar} />
      <output aria-label="URL">{location.search}</output>
      <output aria-label="Showing">{filtered ? `name "${filters.q}", kind "${filters.kind}"` : 'everything'}</output>
    </>
  );
}

const renderAt = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <List />
    </MemoryRouter>,
  );
const showing = () => screen.getByRole('status', { name: 'Showing' }).textContent;
const url = () => Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? ''));

describe('useListFilters', () => {
  it('reads the filters from the URL, junk as absent, and fills the filter bar with them', () => {
    renderAt('/list?q=%20Lobby%20&kind=sometimes&store=s1');
    expect(showing()).toBe('name "Lobby", kind ""');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lobby');
    renderAt(`/list?q=${'x'.repeat(61)}`);
    expect(screen.getAllByRole('status', { name: 'Showing' })[1]).toHaveTextContent('everything');
  });

  it('writes a search into the URL, keeping other parameters, and a reset clears only the filters', async () => {
    const { user } = renderAt('/list?kind=trigger&store=s1');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pump');
    await user.click(screen.getByRole('button', { name: /search/i }));
    expect(url()).toEqual({ q: 'Pump', kind: 'trigger', store: 's1' });
    expect(showing()).toBe('name "Pump", kind "trigger"');
    await user.click(screen.getByRole('button', { name: /reset/i }));
    expect(url()).toEqual({ store: 's1' });
    expect(showing()).toBe('everything');
  });
});
