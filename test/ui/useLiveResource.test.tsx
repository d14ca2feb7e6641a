import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { MemoryRouter } from 'react-router-dom';
import { StoresContext } from '../../src/stores/context';
import { normalizeMenu } from '../../src/stores/menu/normalizeMenu';
import { LastUpdated } from '../../src/ui/live/LastUpdated';
import { useLiveResource } from '../../src/ui/live/useLiveResource';
import { setupMockBackend } from '../support/backend';
import { UiProviders } from '../support/renderUi';
import { createTestRoot } from '../support/testRoot';

setupMockBackend();

/** A fetch whose answers the test releases by hand; counts calls and calls in flight. */
function controlledFetch() {
  const state = { calls: 0, inFlight: 0, maxInFlight: 0, pending: [] as Array<() => void> };
  const fetch = () => {
    state.calls += 1;
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    return new Promise<number>((resolve) => state.pending.push(() => {
      state.inFlight -= 1;
      resolve(state.calls);
    }));
  };
  const answer = async () => {
    await act(async () => state.pending.splice(0).forEach((release) => release()));
  };
  return { state, fetch, answer };
}

const Probe = observer(function Probe({ fetch, intervalMs }: { fetch: () => Promise<number>; intervalMs?: number }) {
  const live = useLiveResource(fetch, [], { intervalMs });
  return (
    <div>
      <span data-testid="value">{live.resource.value ?? '-'}</span>
      <LastUpdated live={live} />
    </div>
  );
});

function mount(fetch: () => Promise<number>, { path = '/index/live', intervalMs }: { path?: string; intervalMs?: number } = {}) {
  const t = createTestRoot();
  const view = render(
    <StoresContext.Provider value={t.root}>
      <MemoryRouter initialEntries={[path]}>
        <UiProviders>
          <Probe fetch={fetch} intervalMs={intervalMs} />
        </UiProviders>
      </MemoryRouter>
    </StoresContext.Provider>,
  );
  return { t, view };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('useLiveResource (spec §9 refreshRate 10000)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('loads at once, again every 10000 ms, and shows when it was last updated', async () => {
    const { state, fetch, answer } = controlledFetch();
    const { t, view } = mount(fetch);
    expect(state.calls).toBe(1);
    await answer();
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated \d\d:00:00 \(every 10 s\)/);
    await advance(9999);
    expect(state.calls).toBe(1);
    await advance(1);
    expect(state.calls).toBe(2);
    view.unmount();
    t.dispose();
  });

  it('never stacks requests on a slow server', async () => {
    const { state, fetch, answer } = controlledFetch();
    const { t, view } = mount(fetch);
    await advance(45000);
    expect(state.calls).toBe(1);
    await answer();
    await advance(0);
    expect(state.calls).toBe(2);
    expect(state.maxInFlight).toBe(1);
    view.unmount();
    t.dispose();
  });

  it('pauses while the page is hidden', async () => {
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const { state, fetch, answer } = controlledFetch();
    const { t, view } = mount(fetch);
    await answer();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(60000);
    expect(state.calls).toBe(1);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    expect(state.calls).toBe(2);
    view.unmount();
    t.dispose();
  });

  it("follows the menu item's own refreshRate", async () => {
    const { state, fetch, answer } = controlledFetch();
    const t = createTestRoot();
    runInAction(() => {
      t.root.menu.items = normalizeMenu([{ name: 'live', title: 'Live', subList: [{ name: 'live-leaf', title: 'Live', page: 'live-monitoring', content: '{"refreshRate": 3000}' }] }], () => {});
    });
    const view = render(
      <StoresContext.Provider value={t.root}>
        <MemoryRouter initialEntries={['/index/live-monitoring']}>
          <UiProviders>
            <Probe fetch={fetch} />
          </UiProviders>
        </MemoryRouter>
      </StoresContext.Provider>,
    );
    await answer();
    await advance(3000);
    expect(state.calls).toBe(2);
    expect(screen.getByTestId('last-updated')).toHaveTextContent('every 3 s');
    view.unmount();
    t.dispose();
  });

  it('leaves no timer behind on unmount', async () => {
    const { fetch, answer } = controlledFetch();
    const { t, view } = mount(fetch);
    await answer();
    view.unmount();
    t.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
