import { cleanup, render, screen } from '@testing-library/react';
import type { RootStore } from '../../../src/stores/RootStore';
import { StoresContext } from '../../../src/stores/context';
import { usePagePid, type PagePidOptions } from '../../../src/ui/hooks/usePagePid';

const entry = (pid: string, page: string, params: Record<string, string> = {}) => [`/index/${pid}`, { item: { pid, page, params } }] as const;

function Probe(options: PagePidOptions) {
  return <output aria-label="pid">{usePagePid(options)}</output>;
}

function mount(currentPid: string, options: PagePidOptions) {
  const load = vi.fn();
  const menu = { leafIndex: new Map([entry('p-list-ac', 'device-policy-list', { menutype: '1' }), entry('p-list-light', 'device-policy-list', { menutype: '6' })]) };
  const stores = { pages: { currentPid, load }, menu } as unknown as RootStore;
  render(
    <StoresContext.Provider value={stores}>
      <Probe {...options} />
    </StoresContext.Provider>,
  );
  return { load, pid: screen.getByRole('status', { name: 'pid' }).textContent };
}

describe('usePagePid', () => {
  it("works under the menu entry's pid when the screen has one, loading nothing more", () => {
    const { pid, load } = mount('p-own', { screen: 'device-policy-list', fallback: 'p-fallback' });
    expect(pid).toBe('p-own');
    expect(load).not.toHaveBeenCalled();
  });

  it('borrows the pid of an entry opening the same screen, preferring the same parameters, and loads its permissions', () => {
    const { pid, load } = mount('', { screen: 'device-policy-list', params: { menutype: '6' } });
    expect(pid).toBe('p-list-light');
    expect(load).toHaveBeenCalledWith('p-list-light');
    cleanup();
    expect(mount('', { screen: 'device-policy-list', params: { menutype: '9' } }).pid).toBe('p-list-ac');
  });

  it("falls back to the screen's own pid when no entry opens it", () => {
    const { pid, load } = mount('', { screen: 'bill-managemant', fallback: 'p-bills' });
    expect(pid).toBe('p-bills');
    expect(load).toHaveBeenCalledWith('p-bills');
  });
});
