import { ruleBook } from '../ruleBook.ts';

/** A bill voided: the reason the tenant and the auditors read. */
export const BILL_VOID_RULES = ruleBook({
  reason: { required: true, maxLength: 200 },
});

/** A payment entered by hand: its amount (cents, within a bank transfer's reach), reference and payer. */
export const PAYMENT_RULES = ruleBook({
  amount: { required: true, min: 0.01, max: 10_000_000 },
  reference: { maxLength: 60 },
  payer: { required: true, maxLength: 80 },
});

/** A room's state set by hand: its note. */
export const ROOM_STATE_RULES = ruleBook({
  note: { maxLength: 200 },
});

/** A tenant: a company name, a contact, and a phone and an email in the formats a bill is sent to. */
export const TENANT_RULES = ruleBook({
  name: { required: true, maxLength: 80 },
  contact: { maxLength: 40 },
  // Digits with an optional +, spaces, dashes and brackets; 6 to 20 characters.
  phone: { maxLength: 20, pattern: { regex: '\\+?[0-9][0-9 ()-]{4,18}[0-9]', messageKey: 'billing.tenants.error.phone', message: 'expected a phone number: digits, spaces, + - ( )' } },
  email: { maxLength: 80, pattern: { regex: '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}', messageKey: 'billing.tenants.error.email', message: 'expected an email address like name@example.com' } },
});

/** A tenant type's name. */
export const TENANT_TYPE_RULES = ruleBook({
  name: { required: true, maxLength: 40 },
});

/**
 * A rate rule: its name, every price (per kWh, above 0: the least the form's four decimals can
 * say), and a tier's upper bound in kWh.
 */
export const RATE_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  price: { required: true, min: 0.0001, max: 100 },
  tierUpTo: { required: true, min: 1, max: 1_000_000_000 },
});
/** Most tiers of a tiered rule. */
export const RATE_TIERS_MAX = 10;

/**
 * A contract's terms: money in the store's currency, the bill day (28: every month has it), days
 * to pay, the late fee in percent a day (the body carries the rate: percent / 100), and its fees.
 */
export const CONTRACT_RULES = ruleBook({
  rent: { required: true, min: 0, max: 100_000_000 },
  deposit: { required: true, min: 0, max: 100_000_000 },
  billDay: { required: true, min: 1, max: 28, integer: true },
  dueDays: { required: true, min: 0, max: 90, integer: true },
  lateFeePercent: { required: true, min: 0, max: 1 },
  feeName: { required: true, maxLength: 40 },
  feeAmount: { required: true, min: 0, max: 100_000_000 },
});
/** Most rooms one contract lets, most service fees it carries. */
export const CONTRACT_ROOMS_MAX = 20;
export const CONTRACT_FEES_MAX = 10;

/** A contract terminated early: the reason on its record. */
export const TERMINATE_RULES = ruleBook({
  reason: { required: true, maxLength: 200 },
});

/** A room's share of a meter split by ratio, in percent (four decimals, as the server rounds it). */
export const SHARE_RULES = ruleBook({
  percent: { required: true, min: 0.0001, max: 100 },
});
