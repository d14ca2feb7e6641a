import type { PageAction } from '../../../../src/api/pageConfig.ts';
import { FieldErrors } from '../core/fieldErrors.ts';
import type { UserRecord } from '../users.ts';
import type { BillingWorld } from './BillingWorld.ts';

export interface WriteFacts {
  pid: string;
  /** The page action it needs ('add', 'edit', 'delete'). */
  needs: PageAction;
  /** What the audit calls it ('create', 'sign', 'terminate'…). */
  action: string;
  target: string;
  detail?: Record<string, unknown>;
}

/**
 * A billing write: checked against the page's permission, then run; audited either way (area
 * 'billing', refused with the refusal's message). `run` returns what the call answers and the
 * target it created, if it had none yet.
 */
export function auditedWrite<T>(billing: BillingWorld, user: UserRecord, facts: WriteFacts, run: () => { answer: T; target?: string }): T {
  const entry = { pid: facts.pid, area: 'billing' as const, action: facts.action, detail: facts.detail ?? {} };
  try {
    billing.authorize(user, facts.pid, facts.needs);
    const { answer, target } = run();
    billing.audit.record(user, { ...entry, target: target ?? facts.target, outcome: 'ok', message: '' });
    return answer;
  } catch (error) {
    billing.audit.record(user, { ...entry, target: facts.target, outcome: 'refused', message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** Refuses a write for a reason about one field (status -1, keyed for the user's language). */
export function refuse(field: string, message: string, messageKey: string, values?: Record<string, string | number>): never {
  const errors = new FieldErrors();
  errors.add(field, 'readonly', message, messageKey, values);
  errors.check();
  throw new Error('unreachable');
}
