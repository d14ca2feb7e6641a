import type { MessageRef } from '../../../../src/api/pageConfig.ts';
import { BadRequest, STATUS_FAIL } from '../../envelope.ts';

/** Something the mock says to people: its English text and the message key the console shows instead. */
export interface Said {
  text: string;
  key: MessageRef;
}

/** Text with its key and values (instants as ISO values, never only inside the text). */
export function said(text: string, messageKey: string, values?: Record<string, string | number>): Said {
  return { text, key: { messageKey, ...(values ? { values } : {}) } };
}

/** A refusal that carries its key: status -1 (or `status`), the text, and `result` = { messageKey, values }. */
export function keyedRefusal(what: Said, status = STATUS_FAIL): BadRequest {
  return new BadRequest(what.text, status, what.key);
}

/** The key and values a refusal carries in its result (access refusals and keyed ones), if any. */
export function keyOfRefusal(error: BadRequest): Partial<MessageRef> {
  const result = error.result as Partial<MessageRef> | null;
  return typeof result?.messageKey === 'string' ? { messageKey: result.messageKey, ...(result.values ? { values: result.values } : {}) } : {};
}

/** The same refusal about one part of a request (`queries[2]: …`): its text prefixed, its key kept. */
export function within(where: string, error: BadRequest): BadRequest {
  return new BadRequest(`${where}: ${error.message}`, error.status, error.result);
}
