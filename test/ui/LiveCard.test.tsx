import { screen } from '@testing-library/react';
import { Resource } from '../../src/ui/resource/Resource';
import { LiveCard } from '../../src/ui/live/LiveCard';
import type { LiveResource } from '../../src/ui/live/useLiveResource';
import { renderUi } from '../support/renderUi';

const live = (): LiveResource<number> => ({ resource: new Resource<number>(() => 0), refresh: () => undefined, intervalMs: 10_000 });

describe('LiveCard', () => {
  it('frames a live list: its title, when it was updated, its export only when offered, and the main button', () => {
    const { container, unmount } = renderUi(
      <LiveCard screen="contract-management" title="Contracts" live={live()} empty={false} exportJob={async () => ({ blob: new Blob(), filename: 'x.csv' })} after={<button type="button">New contract</button>}>
        <p>rows</p>
      </LiveCard>,
    );
    expect(container.querySelector('[data-screen="contract-management"]')).not.toBeNull();
    expect(screen.getByText('Contracts')).toBeTruthy();
    expect(screen.getByTestId('last-updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New contract' })).toBeTruthy();
    unmount();
    renderUi(<LiveCard title="Tenants" live={live()} empty><p>rows</p></LiveCard>);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });
});
