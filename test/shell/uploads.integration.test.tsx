import { act, screen, within } from '@testing-library/react';
import type { SendFile } from '../../src/stores/uploads/UploadQueue';
import { uploadsOf } from '../../src/stores/uploads/uploadsOf';
import { setupMockBackend } from '../support/backend';
import { findScreen } from '../support/mountApp';
import { mountSignedIn } from '../support/session';

setupMockBackend();

const RULES = { types: ['image/'], maxBytes: 10 * 1024 * 1024 };

describe('the header’s uploads (issue 23)', () => {
  it('shows the queue wherever the user goes: progress, cancel, and what was not accepted', async () => {
    const m = await mountSignedIn('/index/store-management', { user: 'admin' });
    await findScreen('store-management');
    expect(screen.queryByRole('button', { name: /^Uploads:/ })).toBeNull();

    const sends: { progress: (loaded: number) => void; resolve: (v: string) => void; signal: AbortSignal }[] = [];
    const send: SendFile<string> = (_file, { signal, onProgress }) => new Promise((resolve) => sends.push({ progress: (loaded) => onProgress({ loaded }), resolve, signal }));
    const queue = uploadsOf(m.app.root);
    act(() => {
      queue.add([new File(['a'.repeat(100)], 'lobby.png', { type: 'image/png' }), new File(['b'.repeat(100)], 'hall.png', { type: 'image/png' }), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })], send, RULES, 'media');
    });
    // Each file's content hash is read first (the same bytes twice would ask), then both go.
    await vi.waitFor(() => expect(sends).toHaveLength(2));
    act(() => sends[0]!.progress(50));

    // Another screen: the uploads go on and the header still shows them.
    act(() => m.app.root.navigate('/index/staff-management'));
    await findScreen('staff-management');
    await m.user.click(await screen.findByRole('button', { name: 'Uploads: 2 in progress' }));
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    // The bytes the server confirmed, as a bar and a percentage.
    expect(within(panel).getByRole('progressbar', { name: 'Progress of lobby.png' })).toHaveAttribute('value', '50');
    expect(within(panel).getByText('50%')).toBeInTheDocument();
    expect(within(panel).getByText('menu.pdf cannot be uploaded here: application/pdf files are not accepted.')).toBeInTheDocument();

    await m.user.click(within(panel).getByRole('button', { name: 'Cancel the upload of hall.png' }));
    expect(sends[1]!.signal.aborted).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Upload hall.png again' })).toBeInTheDocument();
    await act(async () => sends[0]!.resolve('stored'));
    expect(within(panel).getByText('Uploaded')).toBeInTheDocument();
    expect(within(panel).getByText('100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploads: 0 in progress' })).toBeInTheDocument();

    // Clearing drops the uploaded, cancelled and refused ones (a failed one would stay); nothing left, no badge.
    await m.user.click(within(panel).getByRole('button', { name: 'Clear finished' }));
    expect(queue.items).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Uploads:/ })).toBeNull();
  });
});
