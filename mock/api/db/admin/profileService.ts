import type { UserInfo } from '../../../../src/api/types.ts';
import { PROFILE_RULES } from '../../../../src/api/admin/rules.ts';
import { passwordProblems, PERSONAL_PID, type PasswordChanged } from '../../../../src/api/admin/profileTypes.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import type { Writer, Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';

/** What the personal centre writes through: the core's audited path, and the account book. */
export interface ProfileSources {
  writes: () => Writes;
  /** The stored user (its record is changed in place). */
  userById: (userid: string) => UserRecord | undefined;
  /** Ends every live session of the user but `keep`; how many ended. */
  endOtherSessions: (userid: string, keep: string) => number;
  userInfo: (user: UserRecord, token: string) => UserInfo;
}

const AVATAR_RE = /^\/vt\/staticfile\/get\?did=[\w-]{1,80}$/;

const profileOf = (user: UserRecord) => ({ userid: user.userid, nickname: user.nickname, avatar: user.avatar ?? '' });

/**
 * One's own profile and password (user/profile, user/password): no page action is needed to change
 * oneself, and each write is audited (a password's values never enter the log).
 */
export class ProfileService {
  constructor(private readonly sources: ProfileSources) {}

  private stored(user: Writer): UserRecord {
    const stored = this.sources.userById(user.userid);
    if (!stored) throw new Error(`no user ${user.userid}`);
    return stored;
  }

  update(user: Writer, token: string, body: Record<string, unknown>): UserInfo {
    const stored = this.stored(user);
    return this.sources.writes().run(user, { pid: PERSONAL_PID, area: 'account', op: 'profile', resource: { type: 'user', id: user.userid }, before: () => profileOf(stored) }, () => {
      const errors = new FieldErrors();
      // A left-out nickname stays as it is; a sent one follows the profile form's book.
      const nickname = body.nickname === undefined ? undefined : textBy(errors, body.nickname, 'nickname', PROFILE_RULES.nickname);
      const avatar = body.avatar;
      if (avatar !== undefined && (typeof avatar !== 'string' || (avatar !== '' && !AVATAR_RE.test(avatar)))) errors.add('avatar', 'pattern', 'expected an uploaded file', 'admin.personal.avatarInvalid');
      errors.check();
      if (nickname !== undefined) stored.nickname = nickname;
      if (typeof avatar === 'string') {
        if (avatar) stored.avatar = avatar;
        else delete stored.avatar;
      }
      return { answer: this.sources.userInfo(stored, token), after: profileOf(stored) };
    });
  }

  changePassword(user: Writer, token: string, body: Record<string, unknown>): PasswordChanged {
    const stored = this.stored(user);
    return this.sources.writes().run(user, { pid: PERSONAL_PID, area: 'account', op: 'password', resource: { type: 'user', id: user.userid } }, () => {
      const errors = new FieldErrors();
      const current = typeof body.current === 'string' ? body.current : '';
      const next = typeof body.next === 'string' ? body.next : '';
      if (!current) errors.add('current', 'required', 'required');
      else if (current !== stored.password) errors.add('current', 'pattern', 'the current password is wrong', 'admin.personal.currentWrong');
      if (!next) errors.add('next', 'required', 'required');
      else {
        const problem = passwordProblems(next, stored.username, current)[0];
        if (problem) errors.add('next', 'pattern', `the new password breaks the ${problem} rule`, `admin.personal.rule.${problem}`);
      }
      errors.check();
      stored.password = next;
      const endedSessions = this.sources.endOtherSessions(user.userid, token);
      return { answer: { endedSessions }, detail: { endedSessions }, after: null };
    });
  }
}
