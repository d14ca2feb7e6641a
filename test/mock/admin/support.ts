import { ACCESS_PIDS, actionKey, type RoleList, type RolePerms, type RoleSummary, type StaffCreated, type StaffInput, type StaffRow } from '../../../src/api/access/types';
import type { Envelope } from '../../../src/api/types';
import { call } from '../support';

export const ROLES = ACCESS_PIDS.roles;
export const STAFF = ACCESS_PIDS.staff;

/** One call with the authority page's pid (unless the body names another). */
export async function post<T>(path: string, session: string, body: Record<string, unknown> = {}, pid: string = path.includes('/user/') && !path.endsWith('queryroles') ? STAFF : ROLES): Promise<Envelope<T>> {
  return (await call<T>(path, { session, body: { pid, ...body } })).envelope;
}

/** A new role holding exactly these (pid, action) pairs, made by `session` (at the version its grant left). */
export async function roleWith(session: string, title: string, grants: ReadonlyArray<[string, string]>): Promise<RoleSummary> {
  const created = await post<RoleSummary>('/sfsaas/api/rolev2/create', session, { title });
  if (created.status !== 0) throw new Error(`create failed: ${created.message ?? ''}`);
  const checked = grants.map(([pid, action]) => actionKey(pid, action as never));
  const saved = await post<RolePerms>('/sfsaas/api/rolev2/grant', session, { role: created.result.name, checked, halfChecked: [], version: created.result.version });
  if (saved.status !== 0) throw new Error(`grant failed: ${saved.message ?? ''}`);
  const { version, changedBy, changedAt } = saved.result;
  return { ...created.result, version, changedBy, changedAt };
}

/** Invites a user and returns their one-time password. */
export async function invite(session: string, input: StaffInput): Promise<StaffCreated> {
  const created = await post<StaffCreated>('/sfsaas/api/user/create', session, { cmd: input });
  if (created.status !== 0) throw new Error(`invite failed: ${created.message ?? ''}`);
  return created.result;
}

/** The version a user's record is at now (what an edit form opened now would send). */
export async function userVersion(session: string, userid: string): Promise<number> {
  return (await post<StaffRow>('/sfsaas/api/user/info', session, { userid })).result.version;
}

export async function roleList(session: string): Promise<RoleList> {
  return (await post<RoleList>('/sfsaas/api/user/queryroles', session)).result;
}
