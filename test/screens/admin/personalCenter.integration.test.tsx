import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';

const { db } = setupMockBackend();

let mounted: MountedApp | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});
const open = async () => {
  mounted = await mountSignedIn('/index/personal-center', { user: 'operator' });
  return mounted;
};
const card = (title: string) => screen.getByText(title, { selector: '.cem-card-head-title' }).closest<HTMLElement>('.cem-card')!;

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

  it('saves a new nickname and an uploaded avatar: the header shows them and the audit has the change', async () => {
    const m = await open();
    const profile = card('Profile');
    const nickname = within(profile).getByLabelText('Nickname');
    await m.user.clear(nickname);
    await m.user.type(nickname, 'Ops Lead');
    await m.user.upload(profile.querySelector<HTMLInputElement>('input[type="file"]')!, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(within(profile).getByRole('img', { name: 'Avatar of 张伟' })).toHaveAttribute('src', expect.stringMatching(/^\/vt\/staticfile\/get\?did=/)));
    await m.user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('button', { name: 'User menu of Ops Lead' })).toBeInTheDocument();
    expect(db.audit.query({ area: 'account' })[0]).toMatchObject({ action: 'profile', outcome: 'ok', after: { nickname: 'Ops Lead', avatar: expect.stringMatching(/^\/vt\/staticfile\/get\?did=/) } });
  });

  it('changes the password after checking the rules and the current one, and ends the other sessions', async () => {
    const other = db.createSession('u-1002').token;
    const m = await open();
    const password = card('Password');
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
    await m.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
    expect(db.sessionUser(other)).toBeUndefined();
    expect(db.verifyCredentials('operator', 'Better2026')).toBeDefined();
  });

  it('shows the language, theme and project of the shell, and says when nothing is bookmarked', async () => {
    await open();
    const preferences = card('Preferences');
    expect(within(preferences).getByLabelText('Language').closest('.cem-select')).toHaveTextContent('English');
    expect(within(preferences).getByLabelText('Theme').closest('.cem-select')).toHaveTextContent(/light|system/i);
    expect(await within(card('My bookmarks')).findByText('No bookmarks in this project yet')).toBeInTheDocument();
  });
});
