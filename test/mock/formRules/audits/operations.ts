import type { FormAudit } from '../audit';

/** The forms of devices, policies, plans, operations, tickets and charging and the endpoints they send to. */
export const OPERATIONS_AUDITS: readonly FormAudit[] = [];

/** Write endpoints of devices, policies, plans, operations, tickets and charging without typed fields, and why. */
export const OPERATIONS_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {};
