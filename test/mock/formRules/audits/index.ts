import type { FormAudit } from '../audit';
import { ADMIN_AUDITS, ADMIN_NO_TYPED_FIELDS } from './admin';
import { BILLING_AUDITS, BILLING_NO_TYPED_FIELDS } from './billing';
import { OPERATIONS_AUDITS, OPERATIONS_NO_TYPED_FIELDS } from './operations';
import { SIGNAGE_AUDITS, SIGNAGE_NO_TYPED_FIELDS } from './signage';

/** Every form whose rules come from a rule book, by domain. */
export const AUDITS: readonly FormAudit[] = [...ADMIN_AUDITS, ...BILLING_AUDITS, ...OPERATIONS_AUDITS, ...SIGNAGE_AUDITS];

/**
 * Write endpoints without a form of typed fields, and why (a command's fixed choices, a removal by
 * id): the coverage test holds every other write endpoint of the spoiled-input samples to an audit.
 */
export const NO_TYPED_FIELDS: Readonly<Record<string, string>> = { ...ADMIN_NO_TYPED_FIELDS, ...BILLING_NO_TYPED_FIELDS, ...OPERATIONS_NO_TYPED_FIELDS, ...SIGNAGE_NO_TYPED_FIELDS };
