import { sawBody, sawUpload } from './db/core/requestSummary.ts';
import { badBody, expected, fileTooLarge, invalidField, missingField, missingParameter } from './db/core/shapeErrors.ts';

export type Fields = Record<string, unknown>;

/**
 * Reads a JSON object body. An empty body is `{}` when `optional`, else a BadRequest; so are
 * unparseable JSON and non-object JSON.
 */
export async function readJson(request: Request, optional = false): Promise<Fields> {
  const text = await request.text();
  // Kept beside the request only while it lives: a refused write audits its summary and hash.
  sawBody(request, text, undefined);
  if (text.trim() === '') {
    if (optional) return {};
    throw badBody('missing JSON body', 'missing');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badBody(`invalid JSON body: ${error instanceof Error ? error.message : String(error)}`, 'json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badBody('JSON body must be an object', 'object');
  }
  sawBody(request, text, value);
  return value as Fields;
}

/** A required, non-blank string field, trimmed unless `trim` is false (passwords). */
export function requireString(fields: Fields, key: string, trim = true): string {
  const value = fields[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw missingField(key);
  }
  if (typeof value !== 'string') throw invalidField(key, 'expected a string', expected('string'));
  return trim ? value.trim() : value;
}

/** An optional string field: undefined when absent, BadRequest when of another type. */
export function optionalString(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidField(key, 'expected a string', expected('string'));
  return value.trim();
}

/** A required object field. */
export function requireObject(fields: Fields, key: string): Fields {
  const value = fields[key];
  if (value === undefined || value === null) throw missingField(key);
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(key, 'expected an object', expected('object'));
  return value as Fields;
}

/** A required, non-blank query parameter. */
export function requireParam(url: URL, key: string): string {
  const value = url.searchParams.get(key);
  if (value === null || value.trim() === '') throw missingParameter(key);
  return value.trim();
}

/** The host name the request was addressed to (tenant branding follows it). */
export function requestHost(request: Request): string {
  return new URL(request.url).hostname;
}

/** An exact-path matcher for any origin: '/a/b' matches 'http://host:port/a/b?x' only. */
export function route(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${escaped}$`, 'i');
}

/** Room for the multipart envelope around an uploaded file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The file in the multipart field `field`: an oversized body is refused before it is read, and
 * so is one that is not multipart or has no file there. `limit` names the size limit in messages.
 */
export async function readUploadedFile(request: Request, field: string, { maxBytes, limit, expected = 'a file' }: { maxBytes: number; limit: string; expected?: string }): Promise<File> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBytes + MULTIPART_OVERHEAD) throw fileTooLarge(`file too large: the upload has ${length} bytes, over the ${limit} limit`, limit);
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw badBody('invalid body: expected multipart/form-data', 'multipart');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badBody('invalid body: unreadable multipart/form-data', 'multipart');
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw missingField(field, expected);
  sawUpload(request, file);
  return file;
}
