import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { UserInfo } from '../types';
import type { PasswordChange, PasswordChanged, ProfileUpdate } from './profileTypes';

type Write = Pick<CallOptions, 'hideError'>;

/** One's own profile and password (profileTypes.ts): audited writes that need no page action. */
export function createProfileApi(http: HttpClient) {
  return {
    update: (body: ProfileUpdate, opts?: Write) => http.post<UserInfo>('/sfsaas/api/user/profile', body, opts),
    /** Ends every other session of the user; this one stays. */
    changePassword: (body: PasswordChange, opts?: Write) => http.post<PasswordChanged>('/sfsaas/api/user/password', body, opts),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;

/** The section over a mount's api: `profileApi(api).…`. */
export const profileApi = domainApi(createProfileApi);
