import { isApiError } from '../../api/errors';
import type { Reason } from '../../lib/serverMessage';

/** HTTP 504: a gateway gave up waiting for the server, which may still have acted. */
const GATEWAY_TIMEOUT = 504;

/**
 * Whether a send failed without an answer from the server: its connection dropped, it timed
 * out, or a gateway timed out. Such a send is not a refusal (the server may have acted): its
 * commands end "timed out", and the device's next reading shows what it did.
 */
export function unanswered(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === undefined || error.status === GATEWAY_TIMEOUT);
}

/** The reason shown beside a command that got no answer at all. */
export const NO_ANSWER: Reason = { messageKey: 'command.noAnswer', message: 'No answer from the server: the device may have acted, its state shows what it did' };
