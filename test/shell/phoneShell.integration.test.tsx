import { screen, waitFor, within } from '@testing-library/react';
import { NARROW_QUERY } from '../../src/ui/hooks/useNarrow';
import { setupMockBackend } from '../support/backend';
import { findScreen, mountApp } from '../support/mountApp';
import { seedSession } from '../support/session';

const backend = setupMockBackend();
afterEach(() => vi.restoreAllMocks());

/** A viewport under 768 px: what the shell asks matchMedia. */
function phone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query === NARROW_QUERY, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

describe('the shell on a phone (issue 39)', () => {
  it('keeps the side menu and the modules in a drawer behind the menu button, and has one main landmark', async () => {
    phone();
    seedSession(backend.db, 'operator');
    const mounted = await mountApp({ path: '/index/work-rule', hostname: '127.0.0.1' });
    await findScreen('work-rule');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // The header keeps its row: no module tabs, no side menu beside the content.
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Modules' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open the menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await mounted.user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const side = within(drawer).getByRole('navigation', { name: 'Side menu' });
    const modules = within(drawer).getByRole('navigation', { name: 'Modules' });
    expect(within(modules).getAllByRole('link').length).toBeGreaterThan(1);
    // A choice opens its page and the drawer closes behind it.
    await mounted.user.click(within(side).getByRole('link', { name: 'Ranking' }));
    await findScreen('work-rank');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('stays the desktop shell at 768 px and wider: the side menu beside the content, the module tabs in the header', async () => {
    seedSession(backend.db, 'operator');
    await mountApp({ path: '/index/work-rule', hostname: '127.0.0.1' });
    await findScreen('work-rule');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Modules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
