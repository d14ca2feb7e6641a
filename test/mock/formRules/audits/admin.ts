import type { FormAudit } from '../audit';

/** The forms of admin, sign-in, energy settings and tools and the endpoints they send to. */
export const ADMIN_AUDITS: readonly FormAudit[] = [];

/** Write endpoints of admin, sign-in, energy settings and tools without typed fields, and why. */
export const ADMIN_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {};
