import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

/**
 * What a refused write keeps of its request: a bounded summary (long strings cut, lists
 * shortened, at most SUMMARY_MAX characters of JSON), the body's byte length and its SHA-256,
 * never the raw body, so no caller can park megabytes in the audit.
 */
export const SUMMARY_MAX = 2048;
const STRING_MAX = 120;
const LIST_MAX = 10;
const KEYS_MAX = 30;
const DEPTH_MAX = 4;
/** Fields whose values never enter the audit (a password change sends `current` and `next`). */
const SECRET_KEY = /pass|pwd|secret|token|session|otp|credential|^current$|^next$/i;
const REDACTED = '[redacted]';

/** The body as the handler read it, kept only while its request lives. */
interface SeenBody {
  text: string;
  value: unknown;
}

const bodies = new WeakMap<Request, SeenBody>();
/** The file an upload carried as far as it was read (its size grows while it streams). */
const uploads = new WeakMap<Request, UploadSeen>();

/** What the audit keeps of an uploaded file: never its bytes. */
export interface UploadSeen {
  name: string;
  type: string;
  size: number;
}
/** The request being answered, whatever copies of the caller the handlers make. */
const current = new AsyncLocalStorage<Request>();

/** readJson saw this body for this request. */
export function sawBody(request: Request, text: string, value: unknown): void {
  bodies.set(request, { text, value });
}

/** An upload's file was met (kept by reference: a streamed file's size is read when audited). */
export function sawUpload(request: Request, file: UploadSeen): void {
  uploads.set(request, file);
}

/** Answers a request with it as the current one (the audit of a refusal reads its body). */
export function answering<T>(request: Request, answer: () => T): T {
  return current.run(request, answer);
}

/** Does a value hold a field of SECRET_KEY (to its summary's depth)? */
function holdsSecret(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth >= DEPTH_MAX) return false;
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key) || (count += 1) > KEYS_MAX) break;
    if (SECRET_KEY.test(key) || holdsSecret((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function shortened(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > STRING_MAX ? `${value.slice(0, STRING_MAX)}…(+${value.length - STRING_MAX})` : value;
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' || typeof value === 'function' ? String(value) : value;
  if (depth >= DEPTH_MAX) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, LIST_MAX).map((item) => shortened(item, depth + 1));
    return value.length > LIST_MAX ? [...kept, `…(+${value.length - LIST_MAX})`] : kept;
  }
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    count += 1;
    if (count > KEYS_MAX) {
      out['…'] = 'more keys';
      break;
    }
    const item = (value as Record<string, unknown>)[key];
    out[shortened(key, DEPTH_MAX) as string] = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : shortened(item, depth + 1);
  }
  return out;
}

/** A value shortened to at most SUMMARY_MAX characters of JSON (past that, the JSON text cut). */
export function summary(value: unknown): unknown {
  const short = shortened(value, 0);
  const text = JSON.stringify(short) ?? '';
  return text.length <= SUMMARY_MAX ? short : `${text.slice(0, SUMMARY_MAX)}…`;
}

/** A detail made safe to keep: each field shortened, the whole at most SUMMARY_MAX characters. */
export function boundedDetail(detail: Record<string, unknown>): Record<string, unknown> {
  const short = summary(detail);
  return typeof short === 'string' ? { summary: short } : (short as Record<string, unknown>);
}

/** The current request's body as the handler parsed it (undefined: none read, or no JSON object). */
export function currentBody(): unknown {
  const request = current.getStore();
  return request ? bodies.get(request)?.value : undefined;
}

/**
 * The current request's body as the audit keeps it (undefined: none was read). A body with a
 * secret field has no hash: a short password's would be guessed offline.
 */
export function requestBody(): { bytes: number; sha256?: string; summary: unknown } | undefined {
  const request = current.getStore();
  const body = request && bodies.get(request);
  if (!body) return request ? uploadSummary(request) : undefined;
  const bytes = Buffer.byteLength(body.text);
  const summarized = summary(body.value);
  if (holdsSecret(body.value) || (body.value === undefined && SECRET_KEY.test(body.text.slice(0, SUMMARY_MAX)))) return { bytes, summary: summarized };
  return { bytes, sha256: createHash('sha256').update(body.text).digest('hex'), summary: summarized };
}

/** A multipart request's summary: its declared length and type, its file's name, type and size if met; no hash (never read whole). */
function uploadSummary(request: Request): { bytes: number; summary: unknown } | undefined {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/')) return undefined;
  const file = uploads.get(request);
  const seen = file && { name: file.name.slice(0, STRING_MAX), type: file.type.slice(0, STRING_MAX), size: file.size };
  return { bytes: Number(request.headers.get('content-length')) || 0, summary: { contentType: 'multipart/form-data', ...(seen ? { file: seen } : {}) } };
}
