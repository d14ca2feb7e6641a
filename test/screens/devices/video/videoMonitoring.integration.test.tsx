import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../../support/backend';
import { signedInConsole } from '../support';

setupMockBackend();
const open = signedInConsole();

describe('video-monitoring (issue 13)', () => {
  it('shows the store\'s cameras in the layout the URL names, paged; the offline camera says so and has no video', async () => {
    await open('/index/video-monitoring?layout=16&page=1');
    const grid = await screen.findByTestId('camera-grid');
    // The operator's store has 45 cameras (mock seed), one offline: the first page of 16 holds it.
    await waitFor(() => expect(grid.querySelectorAll('section[data-camera]')).toHaveLength(16));
    expect(screen.getByText('1–16 of 45 cameras')).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated/);
    const offline = [...screen.getAllByText('Camera offline: no video')];
    const tiles = [...grid.querySelectorAll<HTMLElement>('section[data-camera]')];
    // Every offline tile says so and plays nothing; the online ones have a video.
    for (const tile of tiles) {
      const saysOffline = within(tile).queryByText('Camera offline: no video') !== null;
      expect(tile.querySelector('video') === null).toBe(saysOffline);
    }
    expect(offline).toHaveLength(1);
    expect(tiles.filter((t) => t.querySelector('video'))).toHaveLength(15);
  });
});
