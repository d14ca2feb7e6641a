import { isApiError } from '../../api/errors';
import { isRecord } from '../../lib/safeJson';

/**
 * The name of the library's file with the same bytes, when the server answered an upload with
 * `uploads.server.duplicate` (its result names the earlier file); undefined for any other failure.
 */
export function libraryCopyOf(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.result) || error.result.messageKey !== 'uploads.server.duplicate') return undefined;
  const earlier = error.result.duplicateOf;
  return isRecord(earlier) && typeof earlier.name === 'string' ? earlier.name : undefined;
}
