import type { MessageRef } from '../../../../src/api/pageConfig.ts';
import type { BadRequest } from '../../envelope.ts';
import { keyedRefusal, said } from './said.ts';

/**
 * Refusals of a request's shape (a field missing, of the wrong kind, outside its range…): their
 * English text as it always was, and a `request.*` key the console shows in the user's language.
 */

/** What a field should have held, as request.wrongType names it (its select has each). */
export const EXPECTED_KINDS = ['string', 'object', 'boolean', 'number', 'integer', 'list', 'day', 'month', 'instant', 'json'] as const;
export type Expected = (typeof EXPECTED_KINDS)[number];

/** The key of a field's refusal beyond the field itself; request.invalidField when nothing better fits. */
export type FieldHint = MessageRef;

export const expected = (kind: Expected): FieldHint => ({ messageKey: 'request.wrongType', values: { expected: kind } });
export const oneOf = (options: readonly (string | number)[]): FieldHint => ({ messageKey: 'request.oneOf', values: { options: options.join(', ') } });
export const between = (min: number | string, max: number | string): FieldHint => ({ messageKey: 'request.range', values: { min, max } });
export const atMost = (max: number): FieldHint => ({ messageKey: 'request.atMost', values: { max } });
export const nonEmpty: FieldHint = { messageKey: 'request.nonEmpty' };
/** A field said to be invalid for being absent, or not one the call knows (texts that say more than their key). */
export const required: FieldHint = { messageKey: 'request.missingField' };
export const unknown: FieldHint = { messageKey: 'request.unknownField' };

/** `missing field: <field>`, with a note on what it should hold. */
export function missingField(field: string, note?: string): BadRequest {
  return keyedRefusal(said(`missing field: ${field}${note ? ` (${note})` : ''}`, 'request.missingField', { field }));
}

/** `invalid field: <field> (<detail>)`: the field holds what the server does not accept. */
export function invalidField(field: string, detail: string, hint: FieldHint = { messageKey: 'request.invalidField' }): BadRequest {
  return keyedRefusal(said(`invalid field: ${field} (${detail})`, hint.messageKey, { field, ...hint.values }));
}

/** Any other text about one field (`unknown action: x …`), keyed by its hint. */
export function fieldRefusal(text: string, field: string, hint: FieldHint = { messageKey: 'request.invalidField' }): BadRequest {
  return keyedRefusal(said(text, hint.messageKey, { field, ...hint.values }));
}

/** `unknown field: <field>`: the body names a field the call does not take. */
export function unknownField(field: string): BadRequest {
  return keyedRefusal(said(`unknown field: ${field}`, 'request.unknownField', { field }));
}

/** `unknown pid: <pid>`: a page id the server does not know (for this call). */
export function unknownPid(pid: string, what = 'pid'): BadRequest {
  return keyedRefusal(said(`unknown ${what}: ${pid}`, 'request.unknownPid', { pid }));
}

/** A filter the query cannot apply: `invalid filter: <field> (<detail>)`. */
export function invalidFilter(field: string, detail: string): BadRequest {
  return keyedRefusal(said(`invalid filter: ${field} (${detail})`, 'request.invalidFilter', { field }));
}

/** The body as a whole: absent, not JSON, not an object, not a multipart upload. */
export function badBody(text: string, problem: 'missing' | 'json' | 'object' | 'multipart'): BadRequest {
  return keyedRefusal(said(text, `request.body.${problem}`));
}

/** `missing parameter: <name>` of a query string. */
export function missingParameter(name: string): BadRequest {
  return keyedRefusal(said(`missing parameter: ${name}`, 'request.missingParameter', { name }));
}

/** An upload over its size limit (`limit` as people read it: '5 MB'). */
export function fileTooLarge(text: string, limit: string): BadRequest {
  return keyedRefusal(said(text, 'request.fileTooLarge', { limit }));
}
