import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { PageAction } from '../pageConfig';
import type { EffectiveGrant, PageHolder, RoleList, RoleMove, RolePerms, RoleSummary, StaffAct, StaffCreated, StaffInput, StaffList, StaffRow, StaffState } from './types';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;
const ROLE = '/sfsaas/api/rolev2';

/** A form's save: the version it was opened on, and whether it overwrites a newer one on purpose. */
type Versioned = { version: number; overwrite?: boolean };

/** Roles of the role book: list, tree, writes and who holds what (types.ts lists the calls). */
export function createRolesApi(http: HttpClient) {
  return {
    list: (pid: string, opts?: Read) => http.post<RoleList>('/sfsaas/api/user/queryroles', { pid }, opts),
    perms: (pid: string, role: string, opts?: Read) => http.post<RolePerms>(`${ROLE}/perms`, { pid, role }, opts),
    grant: (body: { pid: string; role: string; checked: string[]; halfChecked: string[] } & Versioned, opts?: Write) => http.post<RolePerms>(`${ROLE}/grant`, body, opts),
    create: (body: { pid: string; title: string }, opts?: Write) => http.post<RoleSummary>(`${ROLE}/create`, body, opts),
    clone: (body: { pid: string; role: string; title: string }, opts?: Write) => http.post<RoleSummary>(`${ROLE}/clone`, body, opts),
    rename: (body: { pid: string; role: string; title: string } & Versioned, opts?: Write) => http.post<RoleSummary>(`${ROLE}/rename`, body, opts),
    setDisabled: (body: { pid: string; role: string }, disabled: boolean, opts?: Write) => http.post<RoleSummary>(`${ROLE}/${disabled ? 'disable' : 'enable'}`, body, opts),
    transfer: (body: { pid: string; from: string; to: string }, opts?: Write) => http.post<RoleMove>(`${ROLE}/transfer`, body, opts),
    remove: (body: { pid: string; role: string; replacement?: string }, opts?: Write) => http.post<RoleMove>(`${ROLE}/delete`, body, opts),
    effective: (body: { pid: string; userid: string }, opts?: Read) => http.post<EffectiveGrant[]>(`${ROLE}/effective`, body, opts),
    holders: (body: { pid: string; page: string; action: PageAction }, opts?: Read) => http.post<PageHolder[]>(`${ROLE}/holders`, body, opts),
  };
}

/** Staff: list (with the options a form needs), one user, invite, edit and the account acts. */
export function createStaffApi(http: HttpClient) {
  return {
    list: (query: { pid: string; search?: string; role?: string; state?: StaffState }, opts?: Read) => http.post<StaffList>('/sfsaas/api/user/list', query, opts),
    info: (body: { pid: string; userid: string }, opts?: Read) => http.post<StaffRow>('/sfsaas/api/user/info', body, opts),
    create: (body: { pid: string; cmd: StaffInput }, opts?: Write) => http.post<StaffCreated>('/sfsaas/api/user/create', body, opts),
    update: (body: { pid: string; userid: string; act: 'set'; cmd: Partial<StaffInput> } & Versioned, opts?: Write) => http.post<StaffRow>('/sfsaas/api/user/update', body, opts),
    act: (body: { pid: string; userid: string; act: Exclude<StaffAct, 'set' | 'resetPassword'> }, opts?: Write) => http.post<StaffRow>('/sfsaas/api/user/update', body, opts),
    resetPassword: (body: { pid: string; userid: string }, opts?: Write) => http.post<StaffCreated>('/sfsaas/api/user/update', { ...body, act: 'resetPassword' }, opts),
  };
}

/** Administration of roles and staff: `accessApi(api).roles`, `accessApi(api).staff`. */
export function createAccessApi(http: HttpClient) {
  return { roles: createRolesApi(http), staff: createStaffApi(http) };
}

export type AccessApi = ReturnType<typeof createAccessApi>;

/** The section over a mount's api: `accessApi(api).…`. */
export const accessApi = domainApi(createAccessApi);
