import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { SetURLSearchParams } from 'react-router-dom';
import { useUrlParams } from '../../../src/ui/url-state/useUrlParams';
import { renderUi } from '../../support/renderUi';

/** The setter a screen kept for a late answer (a tree opened, a default chosen). */
let kept: SetURLSearchParams | undefined;

function Screen() {
  const [params, set] = useUrlParams();
  kept = set;
  return <output aria-label="Space">{params.get('space') ?? ''}</output>;
}

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="URL">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate('/next?layout=16')}>Leave</button>
    </>
  );
}

describe('useUrlParams', () => {
  it('writes the URL while its screen is there, and nothing once the screen has gone', async () => {
    const { user } = renderUi(
      <MemoryRouter initialEntries={['/spaces?space=r-1']}>
        <Page />
        <Routes>
          <Route path="/spaces" element={<Screen />} />
          <Route path="/next" element={null} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => kept?.({ space: 'r-2' }, { replace: true }));
    expect(screen.getByRole('status', { name: 'Space' })).toHaveTextContent('r-2');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    act(() => kept?.({ space: 'r-1' }, { replace: true }));
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('/next?layout=16');
  });
});
