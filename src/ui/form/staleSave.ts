import { isApiError } from '../../api/errors';
import { STATUS_STALE, type VersionStamp } from '../../api/types';
import { isRecord } from '../../lib/safeJson';

/** A save refused because someone saved the record since the form was opened: who, when, and the version to overwrite. */
export type StaleSave = VersionStamp;

/** The stale-save refusal in an error (-45409 with the record's current stamp), read defensively; undefined for any other. */
export function staleOf(error: unknown): StaleSave | undefined {
  if (!isApiError(error) || error.status !== STATUS_STALE || !isRecord(error.result)) return undefined;
  const current = error.result.current;
  if (!isRecord(current) || typeof current.version !== 'number') return undefined;
  return { version: current.version, changedBy: typeof current.changedBy === 'string' ? current.changedBy : '', changedAt: typeof current.changedAt === 'string' ? current.changedAt : '' };
}
