import { STATUS_FORBIDDEN } from '../../../../../src/api/pageConfig.ts';
import { BadRequest } from '../../../envelope.ts';

/** What a refusal carries for the client: a message key and its parameters (the user's language). */
export interface RefusalResult {
  messageKey: string;
  values: Record<string, string>;
}

/** An access refusal: status -45403, a message, and `result` = { messageKey, values }. */
export class Refusal extends BadRequest {
  constructor(message: string, messageKey: string, values: Record<string, string>) {
    super(message, STATUS_FORBIDDEN, { messageKey, values } satisfies RefusalResult);
  }

  get messageKey(): string {
    return (this.result as RefusalResult).messageKey;
  }
}

/** The message key of any refusal: an access one's, a field error's first one, else ''. */
export function messageKeyOf(error: BadRequest): string {
  const result = error.result as { messageKey?: unknown; errors?: Array<{ messageKey?: unknown }> } | null;
  if (typeof result?.messageKey === 'string') return result.messageKey;
  const first = result?.errors?.[0]?.messageKey;
  return typeof first === 'string' ? first : '';
}
