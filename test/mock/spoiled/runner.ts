import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
// Set by `safe` when it caught a bug: the answer is keyed, but the test still counts a crash.
import { BUG_HEADER } from '../../../mock/api/envelope';
import { BILL_WORDS, SPACES_WORDS } from '../../../src/screens/billing/shared/errorWords';
import { POLICY_WORDS } from '../../../src/screens/devices/policies/formErrors';
import type { Spoiled } from './variants';

/** Messages the console has in English: a key without one counts as no key. */
const EN = JSON.parse(readFileSync(path.resolve('public/lang/en.json'), 'utf8')) as Record<string, string>;
const WORDS = [BILL_WORDS, SPACES_WORDS, POLICY_WORDS];
/** The key's message as it is, or under a screen's words (validation.policy.x → devices.policies.error.x), as messageKeys.test.ts reads them. */
const hasMessage = (key: unknown): boolean => typeof key === 'string' && (EN[key] !== undefined || WORDS.some((w) => w.from && key.startsWith(w.from) && EN[`${w.to}${key.slice(w.from.length)}`] !== undefined));

/** How one answer to a spoiled request is judged. */
export type Verdict = 'answer' | 'crash' | 'unkeyed' | 'unnamed';

export interface Judged {
  verdict: Verdict;
  detail: string;
  /** The refusal's key and the fields it names (to compare with what the valid request gets). */
  signature?: string;
}

/** The key and fields a refusal names, as one text; '' for an answer that is not a refusal. */
export function signatureOf(text: string): string {
  if (!text.startsWith('{')) return '';
  const envelope = JSON.parse(text) as { status: number; result?: { messageKey?: unknown; values?: { field?: unknown }; errors?: FieldError[] } | null };
  if (envelope.status === 0) return '';
  const result = envelope.result ?? {};
  if (Array.isArray(result.errors)) return result.errors.map((e) => `${String(e.messageKey)}@${String(e.field)}`).join(',');
  return `${String(result.messageKey)}@${String(result.values?.field)}`;
}


export async function sendSpoiled(handlers: HttpHandler[], session: string, endpoint: string, spoiled: Spoiled): Promise<Response> {
  const [method = 'POST', address = ''] = endpoint.split(' ');
  const query = spoiled.query ? `?${new URLSearchParams(spoiled.query).toString()}` : '';
  const headers: Record<string, string> = { loginsession: session };
  let body: string | undefined = spoiled.body;
  if (spoiled.uploadName !== undefined) {
    // Written out: the odd names must reach the parser exactly as a client could send them.
    headers['content-type'] = 'multipart/form-data; boundary=spoiled';
    const name = spoiled.uploadName ? `; ${spoiled.uploadName}` : '';
    const { type, content } = spoiled.file ?? { type: 'text/plain', content: 'spoiled' };
    body = `--spoiled\r\nContent-Disposition: form-data; name="file"${name}\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--spoiled--\r\n`;
  } else if (spoiled.contentType) headers['content-type'] = spoiled.contentType;
  const request = new Request(`http://localhost${address}${query}`, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body }) });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler answered ${endpoint}`);
  return response;
}

interface FieldError {
  field?: unknown;
  rule?: unknown;
  messageKey?: unknown;
}

/** Rules about a value's shape: a conflict with stored records (a name taken, a room booked) names the field it conflicts on instead. */
const SHAPE_RULES = new Set(['required', 'type', 'option', 'pattern', 'min', 'max', 'minLength', 'maxLength', 'integer']);

/** What the judge knows of the spoiled request: whether its valid sample was accepted, and whether it spoiled a whole object or list. */
export interface Context {
  sampleAccepted: boolean;
  container: boolean;
}

/** Whether a field error is about the spoiled path ('cmd.title' ~ 'title', 'rules[0].name' ~ 'rules.0.name'). */
function names(spoiledField: string, errorField: string): boolean {
  const norm = (f: string) => f.replace(/\[(\d+)\]/g, '.$1').replace(/^query\./, '');
  const spoiled = norm(spoiledField).split('.');
  const said = norm(errorField).split('.');
  return said.some((part) => spoiled.includes(part)) || spoiled.some((part) => said.includes(part));
}

/** Crash (HTTP 5xx, a caught bug), unkeyed (a refusal without a key English has), unnamed (field errors that do not name the spoiled field), or an answer. */
export async function judgeSpoiled(spoiled: Spoiled, response: Response, context: Context): Promise<Judged> {
  const bug = response.headers.get(BUG_HEADER);
  if (bug !== null) return { verdict: 'crash', detail: `caught bug: ${bug}` };
  const text = await response.text();
  if (response.status >= 500) return { verdict: 'crash', detail: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  if (!(response.headers.get('content-type') ?? '').includes('json')) return { verdict: 'answer', detail: `HTTP ${response.status} ${response.headers.get('content-type') ?? ''}` };
  const envelope = JSON.parse(text) as { status: number; message?: string; result?: { messageKey?: unknown; errors?: FieldError[] } | null };
  if (envelope.status === 0) return { verdict: 'answer', detail: 'accepted' };
  const result = envelope.result ?? {};
  const message = String(envelope.message ?? '').slice(0, 160);
  if (Array.isArray(result.errors)) {
    const bad = result.errors.filter((e) => !hasMessage(e.messageKey));
    if (bad.length > 0 || result.errors.length === 0) return { verdict: 'unkeyed', detail: `field errors without a known key: ${message}` };
    // Naming is judged where the spoil alone caused the refusal: the sample was accepted, a leaf was spoiled, and the refusal is about shapes.
    const judged = context.sampleAccepted && !context.container && spoiled.field !== '(body)' && result.errors.some((e) => SHAPE_RULES.has(String(e.rule)));
    // A field left out may be one of several of which one is required (occupancy, clean or a note): named by the first.
    const oneOfSeveral = spoiled.what === 'missing' && result.errors.every((e) => e.rule === 'required');
    if (judged && !oneOfSeveral && !result.errors.some((e) => typeof e.field === 'string' && names(spoiled.field, e.field))) {
      return { verdict: 'unnamed', detail: `field errors name ${result.errors.map((e) => String(e.field)).join(', ')}: ${message}`, signature: signatureOf(text) };
    }
    return { verdict: 'answer', detail: message };
  }
  if (typeof result.messageKey !== 'string') return { verdict: 'unkeyed', detail: `no key: ${message}` };
  if (!hasMessage(result.messageKey)) return { verdict: 'unkeyed', detail: `key ${result.messageKey} has no English message: ${message}` };
  // A request.* refusal of one field (wrong type, out of range…) names it in its values; unknownField names what was sent.
  const field = (result as { values?: { field?: unknown } }).values?.field;
  const aboutAField = result.messageKey.startsWith('request.') && result.messageKey !== 'request.unknownField' && typeof field === 'string';
  // A field left out (or emptied) may be one of several of which one is required (a space or an adcode).
  const leftOut = ['missing', 'null', 'empty string'].includes(spoiled.what) && result.messageKey === 'request.missingField';
  if (aboutAField && !leftOut && context.sampleAccepted && !context.container && spoiled.field !== '(body)' && !names(spoiled.field, field)) {
    return { verdict: 'unnamed', detail: `refusal names ${field}: ${message}`, signature: signatureOf(text) };
  }
  return { verdict: 'answer', detail: message };
}
