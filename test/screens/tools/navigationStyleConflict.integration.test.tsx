import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

/** Issue 36 item 2: two people change the tenant's colours; the second is told who and when, and keeps what they typed. */
const { db } = setupMockBackend();
const open = signedInConsole();

const field = (name: string) => screen.getByRole('textbox', { name });

/** A colleague darkens the side menu through the same audited path, on the version both opened. */
function colleagueSaves() {
  const colleague = { ...db.accounts.userById('u-1001')!, name: '王芳', ip: '127.0.0.1' };
  const style = { headerBackground: '#0b3d2e', headerFont: '#e6f4ea', headerSelected: '#34d399', sideBackground: '#f5f5f5', sideFont: '#1f2937', sideSelected: '#0b7a4b' };
  db.tools.navigation.save(colleague, 'p-navigation-style', 'localhost', style, { sent: 1 });
}

describe('the navigation style edited by two people', () => {
  it('says who saved it since and when, keeps the typed colour, shows theirs beside mine, and keeps mine on purpose', async () => {
    const { user } = await open('/index/navigation-style', 'admin');
    await waitFor(() => expect(field('Header background')).toHaveValue('#0b3d2e'));
    colleagueSaves();
    await user.clear(field('Header background'));
    await user.paste('#0a2e22');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
    // The seed's now (2026-11-01 00:00 in Shanghai), or a minute on as simulated time runs, in the browser's zone (no store chosen).
    const changedAt = db.writes.versions.of('navigation-style', 'localhost').changedAt;
    expect(changedAt).toMatch(/^2026-10-31T16:0\d:/);
    const at = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(changedAt));
    expect(alert).toHaveTextContent(`王芳 changed this at ${at}, after you opened it. What you typed is kept.`);
    expect(field('Header background')).toHaveValue('#0a2e22');

    await user.click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    expect(within(within(compared).getByText('Header background').closest('tr')!).getByText('#0a2e22')).toBeTruthy();
    expect(within(within(compared).getByText('Side menu background').closest('tr')!).getByText('#f5f5f5')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(db.tools.navigation.json('localhost')).toContain('"headerBackground":"#0a2e22"'));
    const saves = db.audit.query({ resource: 'navigation-style' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail.overwrote])).toEqual([['ok', '', 2], ['refused', 'write.stale', undefined], ['ok', '', undefined]]);
  });
});
