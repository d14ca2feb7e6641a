import { act, screen, waitFor } from '@testing-library/react';
import type { SendFile } from '../../src/stores/uploads/UploadQueue';
import { uploadsOf } from '../../src/stores/uploads/uploadsOf';
import { setupMockBackend } from '../support/backend';
import { findScreen } from '../support/mountApp';
import { mountSignedIn } from '../support/session';

const { server } = setupMockBackend();

const RULES = { types: ['image/'], maxBytes: 10 * 1024 * 1024 };

describe('sign-out ends the session’s work (issue 35 item 6)', () => {
  it('aborts and empties the upload queue: the next user neither sends nor sees the previous user’s files', async () => {
    const m = await mountSignedIn('/index/store-management', { user: 'admin' });
    await findScreen('store-management');
    const { root } = m.app;
    const uploads: Array<{ session: string | null; name: string }> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/vt/staticfile/upload')) uploads.push({ session: request.headers.get('loginsession'), name: '' });
    });
    // Each upload waits at a gate, then goes to the server with the session of that moment.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const signals: AbortSignal[] = [];
    const send: SendFile<unknown> = async (file, { signal, onProgress }) => {
      signals.push(signal);
      await gate;
      return root.api.files.upload(file, file.name, { signal, onProgress });
    };
    const files = ['lobby.png', 'hall.png', 'roof.png', 'gate.png'].map((name) => new File(['x'.repeat(64)], name, { type: 'image/png' }));
    act(() => void uploadsOf(root).add(files, send, RULES, 'media'));
    expect(await screen.findByRole('button', { name: 'Uploads: 4 in progress' })).toBeInTheDocument();
    const oldSession = root.session.user!.loginsession;

    await act(async () => root.session.signOut());
    // Three were on their way: aborted. The fourth never started. The header lists none.
    expect(signals).toHaveLength(3);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(screen.queryByRole('button', { name: /^Uploads:/ })).toBeNull();

    await act(async () => void (await root.session.loginWithCredentials('ggadmin', 'greengrid123')));
    const newSession = root.session.user!.loginsession;
    expect(newSession).not.toBe(oldSession);
    await act(async () => {
      open();
      await gate;
    });
    // Nothing of the previous user went up, with either session; the new user's header shows no uploads.
    await waitFor(() => expect(root.session.isSignedIn).toBe(true));
    expect(uploads).toEqual([]);
    expect(signals).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Uploads:/ })).toBeNull();
    // The new session gets a queue of its own, empty.
    expect(uploadsOf(root).items).toEqual([]);
  });
});
