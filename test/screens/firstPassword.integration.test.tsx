import { screen } from '@testing-library/react';
import type { Writer } from '../../mock/api/db/core/writes';
import { setupMockBackend } from '../support/backend';
import { mountApp, waitForPath, type MountedApp } from '../support/mountApp';

const backend = setupMockBackend();

const ADMIN: Writer = { userid: 'u-1001', username: 'admin', role: 'admin', ip: '' };

/** A staff member invited by the administrator: their userid and one-time password. */
function invited(username: string): { userid: string; oneTime: string } {
  const created = backend.db.admin.staff.create(ADMIN, { username, name: 'New Hire', roles: ['viewer'], scope: { kind: 'stores', stores: ['st-1005-01'] } });
  return { userid: created.user.userid, oneTime: created.password };
}

async function signIn(m: MountedApp, username: string, password: string, labels: { user: RegExp | string; password: RegExp | string; submit: string } = { user: /^user name$/i, password: /^password$/i, submit: 'Sign in' }) {
  await m.user.type(await screen.findByLabelText(labels.user), username);
  await m.user.type(screen.getByLabelText(labels.password), password);
  await m.user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('first sign-in with a one-time password', () => {
  it('asks for the user’s own password before entering, checks its rules, and signs in with it', async () => {
    const { userid, oneTime } = invited('new.hire');
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'new.hire', oneTime);
    expect(await screen.findByText('Set your own password')).toBeInTheDocument();
    expect(mounted.app.root.session.isSignedIn).toBe(false);
    const next = screen.getByLabelText('New password');
    await mounted.user.type(next, 'short1');
    expect(await screen.findByText('Use 8 to 64 characters')).toBeInTheDocument();
    await mounted.user.clear(next);
    await mounted.user.type(next, 'Solar-2026x');
    await mounted.user.type(screen.getByLabelText('Repeat the new password'), 'Solar-2026x');
    await mounted.user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitForPath(mounted, /^\/index/);
    expect(mounted.app.root.session.user?.userid).toBe(userid);
    expect(backend.db.accounts.verifyCredentials('new.hire', 'Solar-2026x')?.mustChangePassword).toBeUndefined();
    expect(backend.db.accounts.verifyCredentials('new.hire', oneTime)).toBeUndefined();
  });

  it('speaks Thai, and a demo account signs in straight away', async () => {
    window.localStorage.setItem('lang', 'th');
    const { oneTime } = invited('thai.hire');
    const mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, 'thai.hire', oneTime, { user: 'ชื่อผู้ใช้', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' });
    expect(await screen.findByText('ตั้งรหัสผ่านของคุณเอง')).toBeInTheDocument();
    await mounted.user.click(screen.getByRole('button', { name: 'กลับไปหน้าเข้าสู่ระบบ' }));
    await signIn(mounted, 'viewer', 'viewer123', { user: 'ชื่อผู้ใช้', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' });
    await waitForPath(mounted, /^\/index/);
    expect(mounted.app.root.session.user?.userid).toBe('u-1004');
  });
});
