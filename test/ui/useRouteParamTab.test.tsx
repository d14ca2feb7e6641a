import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useRouteParamTab } from '../../src/ui/url-state/useRouteParamTab';

function at(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/index/common-ac/:actype?" element={children} />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => ({ tab: useRouteParamTab<1 | 2>('actype', [1, 2], 1), location: useLocation() }), { wrapper });
}

describe('useRouteParamTab', () => {
  it('reads a listed value, and gives the fallback for junk, unlisted or absent ones', () => {
    expect(at('/index/common-ac/2').result.current.tab[0]).toBe(2);
    for (const path of ['/index/common-ac/7', '/index/common-ac/2x', '/index/common-ac/%20', '/index/common-ac']) {
      expect(at(path).result.current.tab[0]).toBe(1);
    }
  });

  it('writes a new choice into the last path segment and keeps the search parameters', () => {
    const { result } = at('/index/common-ac/1?space=sp-1');
    act(() => result.current.tab[1](2));
    expect(result.current.location.pathname + result.current.location.search).toBe('/index/common-ac/2?space=sp-1');
    const absent = at('/index/common-ac?space=sp-1').result;
    act(() => absent.current.tab[1](2));
    expect(absent.current.location.pathname + absent.current.location.search).toBe('/index/common-ac/2?space=sp-1');
  });
});
