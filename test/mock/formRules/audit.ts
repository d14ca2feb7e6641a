import { readFileSync } from 'node:fs';
import path from 'node:path';
import Schema from '@rc-component/async-validator';
import { createIntl } from 'react-intl';
import type { Database } from '../../../mock/api/db/Database';
import type { FieldRules } from '../../../src/api/pageConfig';
import type { RuleBook } from '../../../src/api/ruleBook';
import { fieldRules } from '../../../src/ui/form/fieldRules';

/**
 * Issue 36 §1, "the client's forms check the same rules before sending": a form and the endpoint
 * it sends to share a rule book (src/api/ruleBook.ts). An audit names them; the test spoils each
 * rule of each field once and expects both the form's rules and the mock to refuse it, and the
 * value at the limit to pass both.
 */
export interface FormAudit {
  /** The form files that build their rules from the book: each must name `bookName`. */
  forms: readonly string[];
  bookName: string;
  book: RuleBook;
  /** "METHOD /path" the forms send to. */
  endpoint: string;
  /** The user who fills the form (default the first company's admin). */
  user?: string;
  /** A valid body (a fresh copy each time); the fields are spoiled in it. */
  sample: () => Record<string, unknown>;
  /**
   * Where a book field sits in the body (a dotted path, `items.0.seconds`), the field the
   * server's refusal names, and the body's unit in the book's (1000: the form says seconds, the
   * body milliseconds), when they differ from the book's field name and unit.
   */
  at?: Readonly<Record<string, { path?: string; reported?: string; scale?: number }>>;
  /** A value the field's pattern refuses (a field with a pattern needs one). */
  unlike?: Readonly<Record<string, string>>;
  /** Sets up what the sample needs before each request (an account that holds a one-time password). */
  prepare?: (db: Database) => void;
}

/** One spoiled or limit value of a field, and the rule the server must name (undefined: must pass). */
export interface Case {
  field: string;
  what: string;
  value: unknown;
  /** Absent from the body, not a value. */
  remove?: boolean;
  rule?: string;
}

const numeric = (rules: FieldRules) => rules.min !== undefined || rules.max !== undefined || rules.integer === true;
const text = (length: number) => 'x'.repeat(length);

/** The cases of one field: each rule broken just past its limit, and the limits themselves. */
export function casesOf(field: string, rules: FieldRules, unlike?: string): Case[] {
  const cases: Case[] = [];
  if (rules.required) cases.push({ field, what: 'missing', value: undefined, remove: true, rule: 'required' });
  if (numeric(rules)) {
    if (rules.min !== undefined) cases.push({ field, what: `${rules.min}`, value: rules.min }, { field, what: 'below min', value: rules.min - 1, rule: 'min' });
    if (rules.max !== undefined) cases.push({ field, what: `${rules.max}`, value: rules.max }, { field, what: 'above max', value: rules.max + 1, rule: 'max' });
    if (rules.integer) cases.push({ field, what: 'a fraction', value: (rules.min ?? 0) + 1.5, rule: 'integer' });
  } else if (!rules.pattern) {
    // Lengths of a field with a pattern are the pattern's: its own cases stand for them.
    if (rules.maxLength !== undefined) cases.push({ field, what: `${rules.maxLength} characters`, value: text(rules.maxLength) }, { field, what: 'too long', value: text(rules.maxLength + 1), rule: 'maxLength' });
    if (rules.minLength !== undefined && rules.minLength > 1) cases.push({ field, what: 'too short', value: text(rules.minLength - 1), rule: 'minLength' });
  }
  if (rules.pattern && unlike !== undefined) cases.push({ field, what: `"${unlike}"`, value: unlike, rule: 'pattern' });
  return cases;
}

/** The body with the case's value at `dotted`. */
export function withValue(body: Record<string, unknown>, dotted: string, value: unknown, remove = false): Record<string, unknown> {
  const keys = dotted.split('.');
  let node: Record<string, unknown> = body;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? '';
  if (remove) delete node[last];
  else node[last] = value;
  return body;
}

const EN = JSON.parse(readFileSync(path.resolve('public/lang/en.json'), 'utf8')) as Record<string, string>;
const intl = createIntl({ locale: 'en', messages: EN });

/** The failed rule's message the form shows, or undefined when the form's rules pass the value. */
export async function formRefusal(rules: FieldRules, value: unknown): Promise<string | undefined> {
  const schema = new Schema({ value: fieldRules(intl, rules) as never });
  try {
    await schema.validate({ value });
    return undefined;
  } catch (failure) {
    const errors = (failure as { errors?: { message: string }[] }).errors;
    return errors?.[0]?.message ?? String(failure);
  }
}

/** Whether the form file names the rule book (its rules come from it, not from literals). */
export const formNamesBook = (file: string, bookName: string): boolean => readFileSync(path.resolve(file), 'utf8').includes(bookName);
