import { secretId, type Secrets } from './core/secrets.ts';

export interface SessionRecord {
  token: string;
  userid: string;
  createdAt: number;
  expiresAt: number;
  /** False once logged out or force-expired. */
  active: boolean;
}

/**
 * Login sessions and issued permanent tokens. Tokens come from the cryptographic source: nobody can
 * compute one, and a token from before a db reset can never come back to life.
 */
export class SessionStore {
  private sessions = new Map<string, SessionRecord>();
  private permanent = new Map<string, string>();

  constructor(
    private readonly secrets: Secrets,
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  /** Drops every session; permanent tokens restart from `tokens` (token → userid). */
  clear(tokens: Record<string, string>): void {
    this.sessions = new Map();
    this.permanent = new Map(Object.entries(tokens));
  }

  create(userid: string): SessionRecord {
    const createdAt = this.now();
    const token = secretId(this.secrets, 'ls');
    const session: SessionRecord = { token, userid, createdAt, expiresAt: createdAt + this.ttlMs, active: true };
    this.sessions.set(token, session);
    return { ...session };
  }

  private live(session: SessionRecord | undefined): session is SessionRecord {
    return session !== undefined && session.active && this.now() < session.expiresAt;
  }

  /** The userid of a live session, or undefined when unknown, ended, expired or past its TTL. */
  userid(token: string): string | undefined {
    const session = this.sessions.get(token);
    return this.live(session) ? session.userid : undefined;
  }

  /** Ends one session; false when it was not live. */
  end(token: string): boolean {
    const session = this.sessions.get(token);
    if (!this.live(session)) return false;
    session.active = false;
    return true;
  }

  /** Ends every live session of the user except `keep` (a password change); returns how many ended. */
  endOthers(userid: string, keep: string): number {
    let count = 0;
    for (const session of this.sessions.values()) {
      if (session.userid !== userid || session.token === keep || !this.live(session)) continue;
      session.active = false;
      count += 1;
    }
    return count;
  }

  /** Invalidates every session; returns how many were live. */
  expireAll(): number {
    let count = 0;
    for (const session of this.sessions.values()) {
      if (this.live(session)) count += 1;
      session.active = false;
    }
    return count;
  }

  liveCount(): number {
    return [...this.sessions.values()].filter((session) => this.live(session)).length;
  }

  issuePermanent(userid: string): string {
    const token = secretId(this.secrets, 'pt');
    this.permanent.set(token, userid);
    return token;
  }

  permanentUserid(token: string): string | undefined {
    return this.permanent.get(token);
  }
}
