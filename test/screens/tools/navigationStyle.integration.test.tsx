import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

/** Colours are pasted into the cleared (focused) field: typed key by key, each valid prefix (#336) re-themes the whole shell. */

/** The shell's real header and side menu, and the background each shows (jsdom reports rgb()). */
const header = () => screen.getByRole('banner');
const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });
const sider = () => sideMenu().closest('aside')!;
const field = (name: string) => screen.getByRole('textbox', { name });
const pairRow = (text: string) => screen.getByText(text).closest('li')!;

describe('navigation-style (issue 22)', () => {
  it('previews colours on the real header and side menu, keeps an invalid colour with its error, warns about low contrast, saves; the next load shows the saved colours', async () => {
    const first = await open('/index/navigation-style', 'admin');
    const user = first.user;
    // The localhost tenant's seeded colours, on the form and on the shell.
    await waitFor(() => expect(field('Header background')).toHaveValue('#0b3d2e'));
    expect(header().style.background).toBe('rgb(11, 61, 46)');
    expect(within(pairRow('Header font on header background')).getByText('10.74:1')).toBeInTheDocument();

    // An invalid colour: its error, the text kept as typed, the shell unchanged.
    await user.clear(field('Header background'));
    await user.type(field('Header background'), '#12');
    expect(await screen.findByText('Enter a colour as #rgb or #rrggbb')).toBeInTheDocument();
    expect(field('Header background')).toHaveValue('#12');
    expect(header().style.background).toBe('rgb(11, 61, 46)');

    // A valid one: the real header takes it while editing, and so does the side menu.
    await user.clear(field('Header background'));
    await user.paste('#336699');
    await waitFor(() => expect(header().style.background).toBe('rgb(51, 102, 153)'));
    await waitFor(() => expect(screen.queryByText('Enter a colour as #rgb or #rrggbb')).toBeNull());
    await user.clear(field('Side menu background'));
    await user.paste('#f0f5ff');
    await waitFor(() => expect(sider().style.background).toBe('rgb(240, 245, 255)'));
    // The browser's colour picker sets the same field (its long form; #rgb shows as #rrggbb there).
    expect(screen.getByLabelText('Pick Side menu background')).toHaveValue('#f0f5ff');
    fireEvent.change(screen.getByLabelText('Pick Side menu font'), { target: { value: '#202020' } });
    expect(field('Side menu font')).toHaveValue('#202020');
    await user.clear(field('Side menu font'));
    await user.paste('#777');
    expect(screen.getByText('Previewing on the header and side menu: not saved yet')).toBeInTheDocument();
    // #777 on #f0f5ff: below AA, shown as it is and flagged.
    await waitFor(() => expect(within(pairRow('Side menu font on side menu background')).getByText('Below 4.5:1')).toBeInTheDocument());
    expect(within(pairRow('Header selected on header background')).getByText('3.12:1')).toBeInTheDocument();
    // Nothing was saved yet.
    expect(JSON.parse(db.tools.navigation.json('localhost')).headerBackground).toBe('#0b3d2e');

    // Save: the check names each failing pair with its ratio; saving is still possible.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('dialog', { name: 'Some navigation text will be hard to read' });
    const items = within(warning).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Header selected on header background: 3.12:1', 'Side menu font on side menu background: 4.10:1']);
    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByText('Previewing on the header and side menu: not saved yet')).toBeNull());
    expect(JSON.parse(db.tools.navigation.json('localhost'))).toEqual({
      headerBackground: '#336699', headerFont: '#e6f4ea', headerSelected: '#34d399', sideBackground: '#f0f5ff', sideFont: '#777', sideSelected: '#0b7a4b',
    });
    expect(db.audit.query({ resource: 'navigation-style' }).map((e) => [e.action, e.outcome, (e.after as { headerBackground: string }).headerBackground])).toEqual([['navigation-style-set', 'ok', '#336699']]);
    expect(header().style.background).toBe('rgb(51, 102, 153)');

    // The next load of the console: the shell comes up in the saved colours.
    await first.unmount();
    await open('/index/knowledge-base', 'operator');
    await screen.findByRole('table', { name: 'Articles' });
    expect(header().style.background).toBe('rgb(51, 102, 153)');
    expect(sider().style.background).toBe('rgb(240, 245, 255)');
  });

  it('resets to the spec defaults live (the defaults’ blue fails AA on white), discards back to the saved colours, and leaving unsaved reverts the shell', async () => {
    const { user } = await open('/index/navigation-style', 'admin');
    await waitFor(() => expect(field('Header background')).toHaveValue('#0b3d2e'));
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(field('Header background')).toHaveValue('#191919');
    expect(field('Header selected')).toHaveValue('#007fff');
    await waitFor(() => expect(header().style.background).toBe('rgb(25, 25, 25)'));
    expect(within(pairRow('Header font on header background')).getByText('17.58:1')).toBeInTheDocument();
    expect(within(pairRow('Side menu selected on side menu background')).getByText('3.83:1')).toBeInTheDocument();
    expect(within(pairRow('Side menu selected on side menu background')).getByText('Below 4.5:1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Header background')).toHaveValue('#0b3d2e');
    await waitFor(() => expect(header().style.background).toBe('rgb(11, 61, 46)'));

    // Defaults again, then away without saving: the shell goes back to the saved colours.
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(header().style.background).toBe('rgb(25, 25, 25)'));
    await user.click(within(sideMenu()).getByRole('link', { name: 'Knowledge base' }));
    await screen.findByRole('table', { name: 'Articles' });
    expect(header().style.background).toBe('rgb(11, 61, 46)');
    expect(db.tools.navigation.json('localhost')).toContain('#0b3d2e');
    expect(db.audit.query({ resource: 'navigation-style' })).toEqual([]);
  });

  it('shows the colours without controls to those who may only view them', async () => {
    await open('/index/navigation-style', 'operator');
    await waitFor(() => expect(field('Header background')).toHaveValue('#0b3d2e'));
    expect(field('Header background')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Pick Header background')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset to defaults' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Text contrast (WCAG AA asks for 4.5:1)' })).toBeInTheDocument();
  });
});
