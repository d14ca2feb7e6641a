import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type UserMessage } from '../api/errors';
import type { SessionHeaderValues } from '../api/http';
import { STATUS_PASSWORD_CHANGE, type ThirdLoginQuery, type UserInfo } from '../api/types';
import { browserNow } from '../lib/serverClock';
import { parseUser, readPersisted, writePersisted, type LoginVariant } from './persisted';
import type { RootStore } from './RootStore';

/** Spec §4: other requests are rejected for 2 s after sign-out starts. */
export const SIGN_OUT_WINDOW_MS = 2000;

/** `passwordChange`: the one-time password was right, and the user must now set their own. */
export type LoginOutcome = { ok: true } | { ok: false; message: UserMessage; passwordChange?: boolean };

/** Who is signed in, how they sign in and out, and what happens when the server says the session expired. */
export class SessionStore {
  user: UserInfo | null;
  loggingOut = false;
  variant: LoginVariant | null;
  /** How the last session ended: after a deliberate sign-out no return path is kept. */
  endedBy: 'signout' | 'expired' | null = null;
  private signingOut: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    const persisted = readPersisted(root.storage);
    this.user = persisted.user;
    this.variant = persisted.user ? persisted.variant : null;
    makeAutoObservable<SessionStore, 'root' | 'signingOut'>(this, { root: false, signingOut: false });
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  /** Header values of spec §7, or null when nobody is signed in. */
  get headers(): SessionHeaderValues | null {
    const u = this.user;
    if (!u) return null;
    return { companyid: u.companyid, reqUserId: u.userid, loginsession: u.loginsession, userDid: u.did, userid: u.userid };
  }

  /** The signed-in user's own new nickname and avatar (the personal centre), kept for the next start too. */
  adoptProfile(info: Pick<UserInfo, 'nickname' | 'avatar'>): void {
    if (!this.user) return;
    const { avatar: _old, ...rest } = this.user;
    void _old;
    this.user = { ...rest, nickname: info.nickname, ...(info.avatar ? { avatar: info.avatar } : {}) };
    writePersisted(this.root.storage, { user: this.user, variant: this.variant ?? 'credentials' });
  }

  get displayName(): string {
    return this.user?.nickname || this.user?.name || this.user?.userid || '';
  }

  /** Sign in with user name and password. */
  loginWithCredentials(username: string, password: string): Promise<LoginOutcome> {
    return this.attempt('credentials', () => this.root.api.user.login({ username, password }));
  }

  /** The first sign-in with a one-time password: sets the user's own and signs in with it. */
  setOwnPassword(username: string, oneTime: string, next: string): Promise<LoginOutcome> {
    return this.attempt('credentials', () => this.root.api.user.firstPassword({ username, password: oneTime, next }));
  }

  /** Sign in with a token (`/sfsaas/api/user/tokenlogin`). */
  loginWithToken(token: string): Promise<LoginOutcome> {
    return this.attempt('token', () => this.root.api.user.tokenLogin(token));
  }

  /** Sign in through a third-party entry (spec §5). */
  loginThirdParty(query: ThirdLoginQuery): Promise<LoginOutcome> {
    return this.attempt(query.type, () => query.type === 'token' && query.token
      ? this.root.api.user.tokenLogin(query.token)
      : this.root.api.user.thirdLogin(query));
  }

  /**
   * Sign out: a pending habit save is sent first; then for 2 s every other request is rejected
   * silently; then the user state is cleared and the login screen shows. A failed logout call
   * keeps the user signed in. Clicking again meanwhile joins the sign-out under way.
   */
  signOut(): Promise<void> {
    if (!this.user) return Promise.resolve();
    this.signingOut ??= this.runSignOut().finally(() => (this.signingOut = null));
    return this.signingOut;
  }

  private async runSignOut(): Promise<void> {
    runInAction(() => (this.loggingOut = true));
    const started = browserNow(); // a duration: the browser's clock, which no server answer moves
    // A habit change of the last 2 s is saved with this session, before it ends.
    await this.root.habit.flush();
    try {
      await this.root.api.user.logout();
    } catch {
      runInAction(() => (this.loggingOut = false));
      this.root.notify.error({ id: 'failSignOut' });
      return;
    }
    // The session is over on the server: its uploads and polls stop now, not after the window.
    this.root.endSessionWork();
    await this.root.timers.sleep(Math.max(0, SIGN_OUT_WINDOW_MS - (browserNow() - started)));
    runInAction(() => {
      this.clear('signout');
      this.loggingOut = false;
    });
    this.root.notify.success({ id: 'signOut2' });
    this.root.navigate('/login');
  }

  /**
   * Ends the current session quietly (no sign-out window, no toast) before a sign-in link signs
   * in another account; the server session is ended too, and a pending habit save sent first.
   */
  async endForSwitch(): Promise<void> {
    if (!this.user) return;
    await this.root.habit.flush();
    await this.root.api.user.logout().catch(() => undefined);
    runInAction(() => this.clear('signout'));
  }

  /**
   * Status -45592. Reacts once per session: the first failing call clears the session, shows
   * the message and goes to the root; later calls of the same burst, or calls made while
   * signed out (the login screen), find no session and do nothing, so there is no loop.
   */
  expire(message: UserMessage): void {
    if (!this.user || this.loggingOut) return;
    this.clear('expired');
    this.root.notify.error(message);
    this.root.navigate('/');
  }

  private async attempt(variant: LoginVariant, call: () => Promise<UserInfo>): Promise<LoginOutcome> {
    try {
      // Only the fields the console uses are kept and stored, never the whole server object.
      const info = parseUser(await call());
      if (!info) {
        return { ok: false, message: { id: 'failLogin', values: { reason: '' } } };
      }
      runInAction(() => {
        this.user = info;
        this.variant = variant;
        this.endedBy = null;
        writePersisted(this.root.storage, { user: info, variant });
      });
      await this.root.afterSignIn();
      return { ok: true };
    } catch (error) {
      const reason = isApiError(error) ? this.root.locale.text(error.userMessage) : '';
      const passwordChange = isApiError(error) && error.status === STATUS_PASSWORD_CHANGE;
      return { ok: false, message: { id: 'failLogin', values: { reason } }, ...(passwordChange ? { passwordChange } : {}) };
    }
  }

  private clear(reason: 'signout' | 'expired'): void {
    this.user = null;
    this.variant = null;
    this.endedBy = reason;
    writePersisted(this.root.storage, { user: null, variant: null });
    this.root.afterSignOut();
  }
}
