import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';

const { db } = setupMockBackend();

const open = () => mountSignedIn('/index/personal-center', { user: 'operator' });
const card = async (title: string) => (await screen.findByText(title, { selector: '.cem-card-head-title' })).closest<HTMLElement>('.cem-card')!;

describe('personal-center (issue 22)', () => {
  it('lists one’s recent sign-ins from the audit, newest first', async () => {
    const operator = { userid: 'u-1002', username: 'operator' };
    db.audit.record({ ...operator, ip: '10.0.0.8' }, { pid: '', area: 'session', action: 'sign-in', resource: 'session', target: 'u-1002', detail: {}, outcome: 'ok', message: '' });
    db.audit.record({ userid: 'u-1001', username: 'admin', ip: '10.0.0.1' }, { pid: '', area: 'session', action: 'sign-in', resource: 'session', target: 'u-1001', detail: {}, outcome: 'ok', message: '' });
    db.audit.record({ ...operator, ip: '10.0.0.9' }, { pid: '', area: 'session', action: 'sign-in', resource: 'session', target: 'u-1002', detail: {}, outcome: 'ok', message: '' });
    await open();
    const table = await screen.findByRole('table', { name: 'My recent sign-ins' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['10.0.0.9', '10.0.0.8']);
  });

  it('saves a new nickname: the header shows it and the audit has the change', async () => {
    const m = await open();
    const profile = await card('Profile');
    const nickname = within(profile).getByLabelText('Nickname');
    await m.user.clear(nickname);
    await m.user.type(nickname, 'Ops Lead');
    // (The avatar's upload is the file service's, covered by the mock's tests: jsdom's FormData does not reach msw as multipart.)
    await m.user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('button', { name: 'User menu of Ops Lead' })).toBeInTheDocument();
    expect(db.audit.query({ area: 'account' })[0]).toMatchObject({ action: 'profile', outcome: 'ok', before: { nickname: '张伟' }, after: { nickname: 'Ops Lead' } });
  });

  it('uploads an avatar through the file service and saves it with the profile', async () => {
    const m = await open();
    const operator = db.accounts.userById('u-1002')!;
    // jsdom's FormData does not reach msw as multipart (the mock's tests send real multipart): the
    // file is stored in the mock as the upload would store it, and the client's upload answers with it.
    const stored = db.files.add(operator, 'me.png', 'image/png', new Uint8Array([137, 80, 78, 71]));
    const upload = vi.spyOn(m.app.root.api.files, 'upload').mockResolvedValue(stored);
    const profile = await card('Profile');
    await m.user.upload(profile.querySelector<HTMLInputElement>('input[type="file"]')!, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'me.png');
    // Shown through the session's signed link, which serves the picture without a session header.
    const signed = new RegExp(`^/vt/staticfile/get\\?did=${stored.did}&exp=\\d+&sig=[\\w-]+$`);
    await waitFor(() => expect(within(profile).getByRole('img', { name: 'Avatar of 张伟' }).getAttribute('src')).toMatch(signed));
    const image = within(profile).getByRole('img', { name: 'Avatar of 张伟' });
    const served = await fetch(new URL(image.getAttribute('src')!, window.location.origin).toString());
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    // By its text: a role query here recomputes styles for the whole card (a minute in jsdom).
    await m.user.click(within(profile).getByText('Save profile'));
    await waitFor(() => expect(db.audit.query({ area: 'account' })[0]).toMatchObject({ action: 'profile', outcome: 'ok', before: { avatar: '' }, after: { avatar: `/vt/staticfile/get?did=${stored.did}` } }));
    expect(operator.avatar).toBe(`/vt/staticfile/get?did=${stored.did}`);
  });

  it('changes the password after checking the rules and the current one, and ends the other sessions', async () => {
    const other = db.accounts.createSession('u-1002').token;
    const m = await open();
    const password = await card('Password');
    await m.user.type(within(password).getByLabelText('Current password'), 'wrong-one');
    await m.user.type(within(password).getByLabelText('New password'), 'short1');
    await m.user.type(within(password).getByLabelText('Repeat the new password'), 'short1');
    await m.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Use 8 to 64 characters')).toBeInTheDocument();

    await m.user.clear(within(password).getByLabelText('New password'));
    await m.user.type(within(password).getByLabelText('New password'), 'Better2026');
    await m.user.clear(within(password).getByLabelText('Repeat the new password'));
    await m.user.type(within(password).getByLabelText('Repeat the new password'), 'Better2026');
    await m.user.click(within(password).getByRole('button', { name: 'Change password' }));
    // The server says the current one is wrong, on its field; nothing typed is lost.
    expect(await within(password).findByText('The current password is wrong')).toBeInTheDocument();
    expect(within(password).getByLabelText('New password')).toHaveValue('Better2026');

    await m.user.clear(within(password).getByLabelText('Current password'));
    await m.user.type(within(password).getByLabelText('Current password'), 'operator123');
    // (jsdom never ends antd's leaving loading icon, which keeps "loading" in the button's name.)
    await m.user.click(within(password).getByText('Change password').closest('button')!);
    expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
    expect(db.accounts.sessionUser(other)).toBeUndefined();
    expect(db.accounts.verifyCredentials('operator', 'Better2026')).toBeDefined();
  });

  it('shows the language, theme and project of the shell, and says when nothing is bookmarked', async () => {
    await open();
    const preferences = await card('Preferences');
    expect(within(preferences).getByLabelText('Language').closest('.cem-select')).toHaveTextContent('English');
    expect(within(preferences).getByLabelText('Theme').closest('.cem-select')).toHaveTextContent(/light|system/i);
    expect(await within(await card('My bookmarks')).findByText('No bookmarks in this project yet')).toBeInTheDocument();
  });
});
