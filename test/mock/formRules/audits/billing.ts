import type { FormAudit } from '../audit';

/** The forms of billing, tenants, contracts and spaces and the endpoints they send to. */
export const BILLING_AUDITS: readonly FormAudit[] = [];

/** Write endpoints of billing, tenants, contracts and spaces without typed fields, and why. */
export const BILLING_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {};
