import type { Envelope, Paged } from '../../src/api/types';
import { walk } from '../../mock/api/db/menus/build';
import { catalogue } from '../../mock/api/db/menus/index';
import { call } from './support';

/** Helpers of the list-page tests (pages, records, writes, perms). */

export type Rec = Record<string, unknown> & { did: string };

/** Every catalogue leaf served by common-page: what the list-page backend must cover. */
export function listLeaves() {
  return walk(catalogue()).filter((item) => item.page === 'common-page');
}

export async function post<T>(session: string, path: string, body: unknown): Promise<Envelope<T>> {
  return (await call<T>(`/sfsaas/api/${path}`, { session, body })).envelope;
}

export async function query(session: string, pid: string, body: Record<string, unknown> = {}): Promise<Envelope<Paged<Rec>>> {
  return post<Paged<Rec>>(session, 'filter/query', { pid, page: 1, pagesize: 20, ...body });
}

/** The result of a call that must succeed. */
export function ok<T>(envelope: Envelope<T>): T {
  if (envelope.status !== 0) throw new Error(`status ${envelope.status}: ${envelope.message ?? ''}`);
  return envelope.result;
}
