import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { idParam, numberParam, oneOfParam } from '../../../src/ui/url-state/codecs';
import { useParamGroup, type ParamGroup, type ParamPatch, type PatchOptions } from '../../../src/ui/url-state/useParamGroup';
import { useParamsPresent } from '../../../src/ui/url-state/useParamsPresent';
import { useSearchParam } from '../../../src/ui/url-state/useSearchParam';

const CODECS = { space: idParam, layout: oneOfParam(['1', '4', '9'], { omit: '4' }), page: numberParam({ min: 1, integer: true, omit: 1 }) };
type Patch = ParamPatch<typeof CODECS> | ((current: ParamGroup<typeof CODECS>) => ParamPatch<typeof CODECS>);
const seen = {
  values: {} as ParamGroup<typeof CODECS>,
  patch: (_: Patch, __?: PatchOptions) => {},
  state: '' as string,
  setState: (_: 'open' | 'closed' | '') => {},
  chosen: false,
};

function Probe() {
  const [values, patch] = useParamGroup(CODECS);
  const [state, setState] = useSearchParam('state', oneOfParam(['open', 'closed'] as const), '');
  const chosen = useParamsPresent('from', 'to');
  Object.assign(seen, { values, patch, state, setState, chosen });
  return <output aria-label="URL">{useLocation().search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
}
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('useParamGroup, useParamsPresent and useSearchParam with a codec', () => {
  it('reads each parameter through its codec, junk as absent', () => {
    renderAt('/v?space=%3Cx%3E&layout=5&page=-1&other=1');
    expect(seen.values).toEqual({ space: undefined, layout: undefined, page: undefined });
    expect(seen.chosen).toBe(false);
  });

  it('writes a patch in one replacement, keeping other parameters, dropping defaults and blanks', () => {
    renderAt('/v?space=r-1&page=3&other=1&from=2026-11-01&to=2026-11-02');
    expect(seen.values).toEqual({ space: 'r-1', layout: undefined, page: 3 });
    expect(seen.chosen).toBe(true);
    const before = seen.values;
    act(() => seen.patch({ layout: '9', page: 1 }));
    expect(url()).toBe('?space=r-1&other=1&from=2026-11-01&to=2026-11-02&layout=9');
    expect(seen.values).toEqual({ space: 'r-1', layout: '9', page: undefined });
    expect(seen.values).not.toBe(before);
    act(() => seen.patch((current) => ({ page: (current.page ?? 1) + 1, space: '' })));
    expect(url()).toBe('?other=1&from=2026-11-01&to=2026-11-02&layout=9&page=2');
  });

  it('keeps the values object while the group does not change, and can make the patch the whole query', () => {
    renderAt('/v?space=r-1&other=1');
    const before = seen.values;
    act(() => seen.setState('open'));
    expect(url()).toBe('?space=r-1&other=1&state=open');
    expect(seen.values).toBe(before);
    act(() => seen.patch({ space: 'r-2' }, { only: true }));
    expect(url()).toBe('?space=r-2');
  });

  it('clears a parameter set to the empty fallback', () => {
    renderAt('/v?state=closed');
    expect(seen.state).toBe('closed');
    act(() => seen.setState(''));
    expect(url()).toBe('');
    expect(seen.state).toBe('');
  });
});
