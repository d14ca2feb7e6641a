import { pageIdOf } from '../routeDecl.ts';
import { ADMIN_ROUTES } from './routes.ts';
import { PASSWORD_RULES } from './rules.ts';

/** The personal centre's shapes, shared by the client (src/api/admin/profile.ts) and the mock (mock/api/db/admin). */

/** The personal centre's page id: its writes are audited under it; one's own profile needs no granted action. */
export const PERSONAL_PID = pageIdOf(ADMIN_ROUTES, 'personal-center');

/** Password rules, said to the user before they type and checked again by the server (their book: rules.ts). */
export const PASSWORD_MIN = PASSWORD_RULES.next.minLength;
export const PASSWORD_MAX = PASSWORD_RULES.next.maxLength;

/** The strength rules a new password breaks (none: acceptable). */
export type PasswordRule = 'length' | 'letter' | 'digit' | 'username' | 'same';

/** Which rules `next` breaks, for `username` changing from `current`. */
export function passwordProblems(next: string, username: string, current: string): PasswordRule[] {
  const problems: PasswordRule[] = [];
  if (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX) problems.push('length');
  if (!/[A-Za-z]/.test(next)) problems.push('letter');
  if (!/\d/.test(next)) problems.push('digit');
  if (username && next.toLowerCase().includes(username.toLowerCase())) problems.push('username');
  if (next === current) problems.push('same');
  return problems;
}

/** user/profile: what may change about oneself. */
export interface ProfileUpdate {
  nickname?: string;
  /** An uploaded file's url (/vt/staticfile/get?did=…), or '' to drop the avatar. */
  avatar?: string;
}

/** user/password: the current password and the new one. */
export interface PasswordChange {
  current: string;
  next: string;
}

/** What a password change did: every other session of the user ended. */
export interface PasswordChanged {
  endedSessions: number;
}
