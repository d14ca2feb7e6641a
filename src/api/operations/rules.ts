import { ruleBook } from '../ruleBook.ts';

/** A warehousing slip: its supplier, and a line's quantity. */
export const SLIP_RULES = ruleBook({
  supplier: { required: true, maxLength: 40 },
  quantity: { required: true, min: 1, max: 100_000, integer: true },
});

/** Most lines one slip holds. */
export const SLIP_MAX_LINES = 50;

/** A report defined from a template: its name. */
export const REPORT_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
});

/** Thirty days in minutes: the longest response or resolution target. */
const MONTH_MINUTES = 60 * 24 * 30;

/** A routing rule of the ticket desk (fault or customer service): its name, contacts and targets in working minutes. */
export const TICKET_RULE_RULES = ruleBook({
  name: { required: true, maxLength: 40 },
  assignee: { maxLength: 20 },
  escalateTo: { maxLength: 20 },
  responseMinutes: { required: true, min: 1, max: MONTH_MINUTES, integer: true },
  resolutionMinutes: { required: true, min: 1, max: MONTH_MINUTES, integer: true },
});

/** A fault ticket opened at the desk: its title and description. */
export const TICKET_RULES = ruleBook({
  title: { required: true, maxLength: 60 },
  description: { maxLength: 500 },
});
