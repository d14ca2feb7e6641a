import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../support/backend';
import { signedInRoot } from '../support/testRoot';

const backend = setupMockBackend();

describe('menu refresh (spec §9 refreshRate 10000)', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches the menu again every 10000 ms while visible, quietly, and takes changes', async () => {
    const t = await signedInRoot('admin', 'admin123');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    t.root.menu.startRefresh(); // again, on the fake clock (sign-in started it on the real one)
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const get = vi.spyOn(t.root.api.menu, 'get');
    const before = t.root.menu.items;

    await vi.advanceTimersByTimeAsync(9999);
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![1]).toEqual({ silent: true, hideError: true });
    await vi.waitFor(() => expect(get.mock.results[0]!.type).toBe('return'));
    await get.mock.results[0]!.value;
    expect(t.root.menu.items).toBe(before); // unchanged answer: the same objects, no render

    // An administrator trims the menu: the next refresh shows it.
    backend.server.use(http.post('*/vts/api/menu/get', () =>
      HttpResponse.json({ status: 0, result: { list: [{ name: 'only', title: 'Only', subList: [{ name: 'home', title: 'Home', page: 'home' }] }], style: '{}' } })));
    await vi.advanceTimersByTimeAsync(10000);
    await vi.waitFor(() => expect(t.root.menu.items.map((m) => m.name)).toEqual(['only']));

    // Hidden: no calls at all.
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    const calls = get.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60000);
    expect(get.mock.calls.length).toBe(calls);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(get.mock.calls.length).toBe(calls + 1);
    t.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at sign-out', async () => {
    const t = await signedInRoot('admin', 'admin123');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    t.root.menu.startRefresh();
    const get = vi.spyOn(t.root.api.menu, 'get');
    const done = t.root.session.signOut();
    await vi.advanceTimersByTimeAsync(2000); // the sign-out window
    await done;
    expect(t.root.session.isSignedIn).toBe(false);
    await vi.advanceTimersByTimeAsync(60000);
    expect(get).not.toHaveBeenCalled();
    t.dispose();
  });
});
