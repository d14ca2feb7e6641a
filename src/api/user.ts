import type { HttpClient } from './http';
import type { CredentialsLogin, FirstPassword, RegisterApply, RegisterResult, SubApp, ThirdLoginQuery, UserInfo } from './types';

/** Third-party login requests time out after 20 s (spec §9). */
export const THIRD_PARTY_TIMEOUT_MS = 20_000;

/** `/sfsaas/api/user/*` and registration (spec §7). */
export function createUserApi(http: HttpClient) {
  return {
    /** Sign in with user name and password. */
    login: (body: CredentialsLogin) => http.post<UserInfo>('/sfsaas/api/user/login', body, { hideError: true }),
    /** A one-time password replaced by the user's own at the first sign-in; signs in with it. */
    firstPassword: (body: FirstPassword) => http.post<UserInfo>('/sfsaas/api/user/firstpassword', body, { hideError: true }),
    /** Sign in with a token; the server also sets an auth cookie. */
    tokenLogin: (token: string) => http.post<UserInfo>('/sfsaas/api/user/tokenlogin', { token }, { hideError: true }),
    /** Third-party sign-in (partner ticket, cmi client code, encrypted token). */
    thirdLogin: (query: ThirdLoginQuery) =>
      http.get<UserInfo>('/sfsaas/api/user/thirdlogin', compact(query), { hideError: true, timeout: THIRD_PARTY_TIMEOUT_MS }),
    /** Ends the session; allowed through the sign-out window. */
    logout: () => http.post<null>('/sfsaas/api/user/logout', {}, { allowDuringLogout: true, hideError: true }),
    info: () => http.post<UserInfo>('/sfsaas/api/user/info'),
    permanentToken: () => http.get<{ token: string }>('/sfsaas/api/user/token', { attr: 'permanent' }),
    /** Sub-apps offered by the app switcher. */
    subApps: () => http.post<SubApp[]>('/sfsaas/api/user/minimodule'),
    register: (body: RegisterApply) =>
      http.post<RegisterResult>('/officemerchant/app/registerApply', body, { hideError: true }),
  };
}

function compact(query: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string' && value !== '') out[key] = value;
  return out;
}

export type UserApi = ReturnType<typeof createUserApi>;
