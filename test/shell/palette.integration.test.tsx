import { act, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { findScreen, waitForPath, type MountOptions } from '../support/mountApp';
import { mountSignedIn } from '../support/session';

setupMockBackend();

async function openShell(options: Omit<MountOptions, 'path'> = {}) {
  // The operator: one parent business and store, no picker in the way.
  const mounted = await mountSignedIn('/index', { user: 'operator', ...options });
  await waitForPath(mounted, '/index');
  await screen.findByRole('button', { name: 'Search menus' });
  return mounted;
}

/** Ctrl+K as a browser sends it, from `target` (cancelable, so we can see whether the app took it). */
function pressCtrlK(target: EventTarget, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true, ...init });
  act(() => void target.dispatchEvent(event));
  return event;
}

const palette = () => screen.findByRole('dialog', { name: 'Search menus' });
const optionTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((o) => o.firstElementChild?.textContent);

describe('menu search (issue 12)', () => {
  it('Ctrl+K opens it; "carbon" finds the carbon screens, title matches first; arrows move; Enter opens', async () => {
    const m = await openShell();
    await m.user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Menu name or pid' });
    await waitFor(() => expect(input).toHaveFocus());

    await m.user.type(input, 'carbon');
    const titles = optionTitles(dialog);
    expect(titles.slice(0, 5)).toEqual(['Carbon overview', 'Carbon metering', 'Carbon emissions', 'Carbon assessment', 'Carbon prediction']);
    // Found by module ("Energy & Carbon") after the title matches, with module and group shown.
    expect(titles).toContain('Home');
    expect(titles.indexOf('Home')).toBeGreaterThan(titles.lastIndexOf('Carbon cockpit'));
    const listbox = within(dialog).getByRole('listbox', { name: 'Menus found' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const first = within(listbox).getByRole('option', { name: /^Carbon overview/ });
    expect(first).toHaveTextContent('Energy & Carbon / Carbon');
    expect(first).toHaveTextContent('p-carbon-home');
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${titles.length} menus found`);

    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await m.user.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /^Carbon metering/ });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    await m.user.keyboard('{ArrowUp}{ArrowUp}'); // wraps to the last
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option').at(-1)!.id);
    await m.user.keyboard('{ArrowDown}{Enter}');
    await waitForPath(m, '/index/carbon-home');
    expect(await findScreen('carbon-home')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds by pid; disabled, hidden and disabled-group items never appear; no match says so', async () => {
    const m = await openShell();
    await m.user.click(screen.getByRole('button', { name: 'Search menus' }));
    const dialog = await palette();
    const input = within(dialog).getByRole('combobox', { name: 'Menu name or pid' });

    await m.user.type(input, 'P-CARBON-METERING');
    expect(optionTitles(dialog)).toEqual(['Carbon metering']);

    // Operator's menu has these, disabled ('disabled' and the server's 'disable'), hidden, or under a disabled group.
    for (const query of ['Depreciation', 'Charging tariffs', 'Legacy energy board', 'PV stations']) {
      await m.user.clear(input);
      await m.user.type(input, query);
      expect(optionTitles(dialog)).toEqual([]);
      expect(within(dialog).getByRole('status')).toHaveTextContent(`No menu matches “${query}”`);
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).not.toHaveAttribute('aria-activedescendant');
    }
    await m.user.clear(input);
    await m.user.type(input, 'Asset totals');
    expect(optionTitles(dialog)).toEqual(['Asset totals']);
  });

  it('in Chinese, 碳 finds the 碳 screens', async () => {
    const m = await openShell();
    await act(() => m.app.root.locale.setLang('zh'));
    await screen.findByRole('button', { name: '搜索菜单' });
    await m.user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '搜索菜单' });
    await m.user.type(within(dialog).getByRole('combobox', { name: '菜单名称或 pid' }), '碳');
    const titles = optionTitles(dialog);
    expect(titles.slice(0, 6)).toEqual(['碳总览', '碳计量', '碳排放', '碳评估', '碳预测', '碳驾驶舱']);
    expect(within(dialog).getByRole('option', { name: /^碳总览/ })).toHaveTextContent('能碳管理 / 碳管理');
    await m.user.keyboard('{Enter}');
    await waitForPath(m, '/index/carbon-home');
  });

  it('Escape closes it and focus returns to where it was', async () => {
    const m = await openShell();
    const button = screen.getByRole('button', { name: 'Search menus' });
    await m.user.click(button);
    const dialog = await palette();
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await m.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    const link = within(screen.getByRole('navigation', { name: 'Modules' })).getByRole('link', { name: 'Energy assets' });
    link.focus();
    await m.user.keyboard('{Control>}k{/Control}');
    await palette();
    await m.user.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());
    expect(m.path()).toBe('/index');
  });

  it('embedded, Ctrl+K in the host page is left to the host; the listener goes with the app', async () => {
    const m = await openShell({ mode: 'micro' });
    const hostField = document.createElement('input');
    document.body.appendChild(hostField);
    try {
      expect(pressCtrlK(hostField).defaultPrevented).toBe(false);
      expect(pressCtrlK(document.body).defaultPrevented).toBe(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const inside = within(m.container).getByRole('button', { name: 'Search menus' });
      expect(pressCtrlK(inside).defaultPrevented).toBe(true);
      await palette();
    } finally {
      hostField.remove();
    }
  });

  it('standalone, Ctrl+K from the page body opens it, also on a Thai layout; after unmount nothing listens', async () => {
    const m = await openShell();
    expect(pressCtrlK(document.body, { shiftKey: true }).defaultPrevented).toBe(false); // Ctrl+Shift+K is not ours
    expect(pressCtrlK(document.body, { ctrlKey: false }).defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The K key types า on a Thai keyboard: the key's position counts.
    expect(pressCtrlK(document.body, { key: 'า' }).defaultPrevented).toBe(true);
    await palette();
    expect(pressCtrlK(document.body, { ctrlKey: false, metaKey: true }).defaultPrevented).toBe(true); // ⌘K
    await m.unmount();
    expect(pressCtrlK(document.body).defaultPrevented).toBe(false);
  });
});
