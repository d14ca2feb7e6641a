import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { choose } from '../../support/select';
import { mountAtStore } from '../../support/session';

const { db } = setupMockBackend();

/** A user on the hotel st-1001-04 (pb-1001), at `path`. */
async function openAt(user: string, path: string): Promise<MountedApp> {
  const m = await mountAtStore(path, { user, store: 'st-1001-04' });
  return m;
}

const ROOM = 'sp-st-1001-04-02-f02-r02';
const life = (list: HTMLElement, did: string) => list.querySelector(`[data-device="${did}"] [data-command-life]`)?.getAttribute('data-command-life');

describe('smartbnb-music-home (issue 23)', () => {
  it('runs the sleep scene: each device of the room reports its own result, confirmed when it answers', async () => {
    const user = setupUser();
    await openAt('admin', `/index/smartbnb-music-home?room=${ROOM}`);
    const speaker = await screen.findByTestId('speaker');
    expect(within(speaker).getByText('State').closest('tr')).toHaveTextContent('StateOff');
    await user.click(screen.getByRole('button', { name: 'Sleep' }));
    const list = await screen.findByRole('list', { name: "Sleep: each device's result" });
    const devices = [`${ROOM}-ac1`, `${ROOM}-lt1`, `${ROOM}-ct1`, `${ROOM}-spk1`];
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(devices.map((did) => life(list, did))).toEqual(['sent', 'sent', 'sent', 'sent']);
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(devices.map((did) => life(list, did))).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']), { timeout: 4000 });
    expect(screen.getByTestId('batch-results')).toHaveTextContent('4 confirmed');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '202 客房区 风机盘管1 (air conditioner)Confirmed',
      '202 客房区 照明回路1 (lights)Confirmed',
      '202 客房区 电动窗帘 (curtains)Confirmed',
      '202 客房区 背景音乐音箱 (speaker)Confirmed',
    ]);
    expect(db.audit.query({ area: 'command', pid: 'p-smartbnb-music-home' })).toHaveLength(4);
  });

  it('saves the volume: the speaker confirms it and the card shows its answer', async () => {
    const user = setupUser();
    await openAt('bnbhost', '/index/smartbnb-music-home?room=sp-st-1001-04-02-f02-r03');
    const speaker = await screen.findByTestId('speaker');
    const volume = within(speaker).getByRole('spinbutton', { name: 'Volume' });
    await user.clear(volume);
    await user.type(volume, '40');
    await user.click(within(speaker).getByRole('button', { name: 'Set volume' }));
    await waitFor(() => expect(speaker.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'sent'));
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(speaker.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'confirmed'), { timeout: 4000 });
    const shown = within(speaker).getByText('Volume').closest('tr')!;
    await waitFor(() => expect(shown).toHaveTextContent('40'));
  });

  it('plays a playlist chosen from the media library’s audio; the room comes from the URL', async () => {
    const user = setupUser();
    await openAt('bnbhost', '/index/smartbnb-music-home?room=sp-st-1001-04-02-f02-r04');
    const speaker = await screen.findByTestId('speaker');
    await choose(speaker, 'Playlist', 'door-chime.wav');
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(speaker.querySelector('[data-command-life]')).toHaveAttribute('data-command-life', 'confirmed'), { timeout: 4000 });
    await waitFor(() => expect(within(speaker).getByText('Playlist', { selector: 'span' }).closest('tr')).toHaveTextContent('door-chime.wav'));
    await user.click(within(speaker).getByRole('button', { name: 'Play' }));
    act(() => db.clock.skip(5000));
    await waitFor(() => expect(within(speaker).getByText('State').closest('tr')).toHaveTextContent('Playing'), { timeout: 4000 });
  });
});
