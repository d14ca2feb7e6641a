import type { OrganizationRecord, RegisterApply, RegisterResult, UserInfo } from '../../../src/api/types.ts';
import { passwordProblems } from '../../../src/api/admin/profileTypes.ts';
import { FieldErrors } from './core/fieldErrors.ts';
import { keyedRefusal, said } from './core/said.ts';
import type { SeedData } from './seed.ts';
import type { SessionRecord, SessionStore } from './sessions.ts';
import type { UserRecord } from './users.ts';

export interface RegisterApplication extends Omit<RegisterApply, 'password'> {
  applyId: string;
  createdAt: number;
}

/** Outcome of a cmi (clientId + code) login: which part failed, if any. */
export type CmiResult = { user: UserRecord } | { error: 'clientId' | 'code' };

/**
 * The seeded users, their sessions and tokens, and the registration applications: who someone is
 * and how they signed in. Built on each reset over the seed (applications start empty); the
 * session store outlives it (a reset clears it).
 */
export class Accounts {
  private readonly applications: RegisterApplication[] = [];

  constructor(
    private readonly data: SeedData,
    private readonly sessions: SessionStore,
    private readonly now: () => number,
    private readonly organizationOf: (user: UserRecord) => OrganizationRecord | undefined,
  ) {}

  // ---------- users ----------

  userById(userid: string): UserRecord | undefined {
    return this.data.users.find((user) => user.userid === userid);
  }

  verifyCredentials(username: string, password: string): UserRecord | undefined {
    const user = this.data.users.find((entry) => entry.username === username);
    return user && !user.disabled && user.password === password ? user : undefined;
  }

  /**
   * Replaces a one-time password with the user's own (the first sign-in after an invite or a reset):
   * the new one follows the personal centre's rules, and the one-time one stops working.
   */
  setOwnPassword(user: UserRecord, oneTime: string, next: string): void {
    if (!user.mustChangePassword) throw keyedRefusal(said('this account has its own password: sign in with it', 'auth.refusal.passwordSet'));
    const errors = new FieldErrors();
    const problem = next ? passwordProblems(next, user.username, oneTime)[0] : undefined;
    if (!next) errors.add('next', 'required', 'required');
    else if (problem) errors.add('next', 'pattern', `the new password breaks the ${problem} rule`, `admin.personal.rule.${problem}`);
    errors.check();
    user.password = next;
    delete user.mustChangePassword;
  }

  /** Case-insensitive, over users and pending applications. */
  isUsernameTaken(username: string): boolean {
    const wanted = username.toLowerCase();
    return (
      this.data.users.some((user) => user.username.toLowerCase() === wanted) ||
      this.applications.some((apply) => apply.username.toLowerCase() === wanted)
    );
  }

  /** The user's organization; not on the wire, because UserInfo has no organization field. */
  organizationOfUser(userid: string): OrganizationRecord | undefined {
    const user = this.userById(userid);
    return user ? this.organizationOf(user) : undefined;
  }

  userInfo(user: UserRecord, loginsession: string): UserInfo {
    const { did, userid, companyid, nickname, name, avatar, role } = user;
    return { did, userid, companyid, loginsession, nickname, name, role, ...(avatar ? { avatar } : {}) };
  }

  // ---------- sessions and tokens ----------

  createSession(userid: string): SessionRecord {
    return this.sessions.create(userid);
  }

  /** The user of a live session, or undefined when unknown, ended, expired or past its TTL. */
  sessionUser(token: string): UserRecord | undefined {
    const userid = this.sessions.userid(token);
    const user = userid === undefined ? undefined : this.userById(userid);
    // A user disabled since signing in: the session is over (the console's session-expired path).
    return user?.disabled ? undefined : user;
  }

  /** Every user of the seed and those administration added (live records). */
  allUsers(): UserRecord[] {
    return this.data.users;
  }

  /** Ends one session; false when it was not live. */
  endSession(token: string): boolean {
    return this.sessions.end(token);
  }

  /** Ends the user's other live sessions (a password change); returns how many. */
  endOtherSessions(userid: string, keep: string): number {
    return this.sessions.endOthers(userid, keep);
  }

  /** Invalidates every live session (forces status -45592); returns how many there were. */
  expireSessions(): number {
    return this.sessions.expireAll();
  }

  activeSessionCount(): number {
    return this.sessions.liveCount();
  }

  issuePermanentToken(userid: string): string {
    return this.sessions.issuePermanent(userid);
  }

  userForPermanentToken(token: string): UserRecord | undefined {
    const userid = this.sessions.permanentUserid(token);
    return userid === undefined ? undefined : this.userById(userid);
  }

  userForPartnerTicket(ticket: string): UserRecord | undefined {
    const userid = this.data.credentials.partnerTickets[ticket];
    return userid === undefined ? undefined : this.userById(userid);
  }

  cmiLogin(clientId: string, code: string): CmiResult {
    const codes = this.data.credentials.cmiClients[clientId];
    if (!codes) return { error: 'clientId' };
    const userid = codes[code];
    const user = userid === undefined ? undefined : this.userById(userid);
    return user ? { user } : { error: 'code' };
  }

  userForEncryptedToken(token: string): UserRecord | undefined {
    const userid = this.data.credentials.encryptedTokens[token];
    return userid === undefined ? undefined : this.userById(userid);
  }

  // ---------- registration ----------

  /** Stores an application (input already validated); the password is not kept. */
  addRegisterApplication(apply: RegisterApply): RegisterResult {
    const applyId = `apply-${String(this.applications.length + 1).padStart(4, '0')}`;
    const { password: _password, ...rest } = apply;
    void _password;
    this.applications.push({ ...rest, applyId, createdAt: this.now() });
    return { applyId };
  }

  registerApplications(): RegisterApplication[] {
    return structuredClone(this.applications);
  }
}
