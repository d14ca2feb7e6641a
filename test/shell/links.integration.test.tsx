import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { findScreen, waitForPath, type MountOptions } from '../support/mountApp';
import { mountSignedIn } from '../support/session';

setupMockBackend();

/**
 * Whether the browser's default action of each click (following the href: a page load, or a new
 * tab with a modifier) was left to happen. Recorded at the window, after the app's own handlers;
 * then cancelled, since jsdom cannot follow links.
 */
function recordClickDefaults(): { followed: boolean[]; stop(): void } {
  const followed: boolean[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    followed.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return { followed, stop: () => window.removeEventListener('click', onClick) };
}

let clicks: ReturnType<typeof recordClickDefaults>;
beforeEach(() => (clicks = recordClickDefaults()));
afterEach(() => clicks.stop());

async function openAs(path: string, options: Omit<MountOptions, 'path'> = {}) {
  // The operator: one parent business and store, no picker in the way.
  const mounted = await mountSignedIn(path, { user: 'operator', ...options });
  await findScreen(path.split('/').pop()!);
  return mounted;
}

const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });
const modules = () => screen.getByRole('navigation', { name: 'Modules' });

describe('menus are links (issue 12)', () => {
  it('a side-menu leaf links under /cem_platform; a plain click navigates in the app, a Ctrl-click is left to the browser', async () => {
    const m = await openAs('/index/carbon-home');
    const link = within(sideMenu()).getByRole('link', { name: 'Carbon metering' });
    expect(link).toHaveAttribute('href', '/cem_platform/index/carbon-metering');

    const entries = window.history.length;
    await m.user.keyboard('{Control>}');
    await m.user.click(link);
    await m.user.keyboard('{/Control}');
    expect(clicks.followed).toEqual([true]); // the browser opens it in a new tab
    expect(m.path()).toBe('/index/carbon-home');
    expect(window.history.length).toBe(entries);

    await m.user.click(link);
    await waitForPath(m, '/index/carbon-metering');
    expect(await findScreen('carbon-metering')).toBeInTheDocument();
    expect(clicks.followed).toEqual([true, false]); // no page load: the router took it
    expect(window.history.length).toBe(entries + 1); // once, not once by the link and again by the menu
    expect(within(sideMenu()).getByRole('menuitem', { name: 'Carbon metering' })).toHaveClass('cem-menu-item-selected');
  });

  // antd's arrow keys put focus on the item's link (jsdom has no layout for them: the e2e test
  // presses them); Enter there, or on the item itself, must navigate exactly once.
  it('Enter on a focused side-menu link, or on the item itself, navigates once', async () => {
    const m = await openAs('/index/carbon-home');
    const link = within(sideMenu()).getByRole('link', { name: 'Carbon metering' });
    let entries = window.history.length;
    link.focus();
    await m.user.keyboard('{Enter}');
    await waitForPath(m, '/index/carbon-metering');
    expect(window.history.length).toBe(entries + 1);

    const item = within(sideMenu()).getByRole('menuitem', { name: 'Carbon emissions' });
    entries = window.history.length;
    item.focus();
    // As a browser sends it: antd reads the legacy `which`, which user-event leaves out.
    fireEvent.keyDown(item, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitForPath(m, '/index/carbon-emissions');
    expect(window.history.length).toBe(entries + 1);
  });

  it('in micro mode the links carry the host base /cem-platform', async () => {
    await openAs('/index/carbon-home', { mode: 'micro' });
    expect(within(sideMenu()).getByRole('link', { name: 'Carbon metering' })).toHaveAttribute('href', '/cem-platform/index/carbon-metering');
    expect(within(modules()).getByRole('link', { name: 'Energy assets' })).toHaveAttribute('href', '/cem-platform/index/cmihome');
  });

  it('disabled leaves are not links', async () => {
    await openAs('/index/asset-total');
    const item = within(sideMenu()).getByRole('menuitem', { name: 'Depreciation' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: 'Asset totals' })).toHaveAttribute('href', '/cem_platform/index/asset-total');
  });

  it('module links lead to the first enabled leaf and mark the current module; a plain click remembers the module', async () => {
    const m = await openAs('/index/carbon-metering');
    const energy = within(modules()).getByRole('link', { name: 'Energy & Carbon' });
    expect(energy).toHaveAttribute('href', '/cem_platform/index/home');
    expect(energy).toHaveAttribute('aria-current', 'true'); // this module, not its first page
    const assets = within(modules()).getByRole('link', { name: 'Energy assets' });
    expect(assets).toHaveAttribute('href', '/cem_platform/index/cmihome');
    expect(assets).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await m.user.click(assets);
    await waitForPath(m, '/index/cmihome');
    expect(within(modules()).getByRole('link', { name: 'Energy assets' })).toHaveAttribute('aria-current', 'page');
    expect(m.app.root.habit.habit.menuTag).toBe('energy-assets');
  });

  it('the breadcrumb links the module and group to their first enabled leaves', async () => {
    const m = await openAs('/index/asset-total');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Energy assets' })).toHaveAttribute('href', '/cem_platform/index/cmihome');
    expect(within(trail).getByRole('link', { name: 'Asset' })).toHaveAttribute('href', '/cem_platform/index/asset-total');
    await m.user.click(within(trail).getByRole('link', { name: 'Energy assets' }));
    await waitForPath(m, '/index/cmihome');
    expect(clicks.followed).toEqual([false]);
  });

  it('bookmarks are links to their pages', async () => {
    const m = await openAs('/index/carbon-metering');
    await m.user.click(await screen.findByRole('button', { name: 'Add to bookmarks' }));
    await m.user.click(await screen.findByRole('button', { name: 'Bookmarks (1)' }));
    const list = await waitFor(() => screen.getAllByRole('menu').find((menu) => !sideMenu().contains(menu))!);
    const item = within(list).getByRole('menuitem', { name: 'Carbon metering' });
    const link = within(item).getByRole('link', { name: 'Carbon metering' });
    expect(link).toHaveAttribute('href', '/cem_platform/index/carbon-metering');

    await act(async () => m.app.root.navigate('/index/carbon-home'));
    await m.user.click(link);
    await waitForPath(m, '/index/carbon-metering');
    expect(clicks.followed).toEqual([false]);
  });
});
