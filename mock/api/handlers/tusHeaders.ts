import { invalidField, missingField } from '../db/core/shapeErrors.ts';
import { requireParam } from '../request.ts';

/** What a creation request asks for: where, which file, how long, and what the browser read of it. */
export interface UploadRequest {
  pid: string;
  name: string;
  type: string;
  length: number;
  fields: Record<string, string>;
  /** The browser's content hash of the file (`contenthash`), '' when it sent none. */
  hash: string;
  /** The user chose to keep both copies of a file the library already holds (`duplicate: keep`). */
  keepDuplicate: boolean;
}

/** Metadata keys the library reads (`filename` and `filetype` are tus-js-client's names). */
const FIELD_KEYS = new Set(['durationMs', 'width', 'height', 'tags']);
const MAX_METADATA = 8 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The console's content hash (`src/lib/media/contentHash.ts`). */
const CONTENT_HASH = /^sha256(-list)?:[0-9a-f]{64}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decoded(key: string, value: string): string {
  if (value.length % 4 !== 0 || !BASE64.test(value)) throw invalidField('Upload-Metadata', `${key.slice(0, 40)} is not base64`);
  try {
    return utf8.decode(Buffer.from(value, 'base64'));
  } catch {
    throw invalidField('Upload-Metadata', `${key.slice(0, 40)} is not UTF-8 text`);
  }
}

/** `Upload-Metadata: key base64,key base64` (tus 1.0.0), read defensively: unknown keys are ignored. */
export function readMetadata(header: string | null): Record<string, string> {
  if (header === null) return {};
  if (header.length > MAX_METADATA) throw invalidField('Upload-Metadata', `longer than ${MAX_METADATA} characters`);
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key = '', value = '', ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) throw invalidField('Upload-Metadata', 'pairs of a key and a base64 value');
    out[key] = decoded(key, value);
  }
  return out;
}

/** A creation request's pid, length and metadata, or a keyed refusal naming the header. */
export function readUploadRequest(request: Request): UploadRequest {
  const pid = requireParam(new URL(request.url), 'pid');
  if (request.headers.has('upload-defer-length')) throw invalidField('Upload-Defer-Length', 'the length must be known at creation');
  const lengthText = request.headers.get('upload-length');
  if (lengthText === null) throw missingField('Upload-Length', 'the file size in bytes');
  const length = /^\d{1,15}$/.test(lengthText.trim()) ? Number(lengthText.trim()) : NaN;
  if (!Number.isSafeInteger(length) || length <= 0) throw invalidField('Upload-Length', 'a whole number of bytes above 0');
  const metadata = readMetadata(request.headers.get('upload-metadata'));
  const name = (metadata.filename ?? '').trim().slice(0, 200) || 'file';
  const type = (metadata.filetype ?? '').trim().toLowerCase().slice(0, 100);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) if (FIELD_KEYS.has(key)) fields[key] = value.slice(0, 4096);
  const hash = metadata.contenthash ?? '';
  if (hash && !CONTENT_HASH.test(hash)) throw invalidField('Upload-Metadata', 'contenthash is sha256:<64 hex digits> or sha256-list:<64 hex digits>');
  const duplicate = metadata.duplicate ?? '';
  if (duplicate && duplicate !== 'keep') throw invalidField('Upload-Metadata', 'duplicate is keep or left out');
  return { pid, name, type, length, fields, hash, keepDuplicate: duplicate === 'keep' };
}
