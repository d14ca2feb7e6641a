import type { IdOrText } from '../../lib/serverMessage';

/** What a queue accepts: checked in the browser before a byte is sent. */
export interface UploadRules {
  /** MIME type prefixes or exact types (`image/`, `video/mp4`); empty: any type. */
  types: readonly string[];
  /** The largest file, in bytes. */
  maxBytes: number;
}

const MB = 1024 * 1024;

/** Why a file may not be sent (a message id with its values), or undefined when it may. */
export function refusalOf(file: { name: string; size: number; type: string }, rules: UploadRules): IdOrText | undefined {
  if (rules.types.length > 0 && !rules.types.some((t) => (t.endsWith('/') ? file.type.startsWith(t) : file.type === t))) {
    return { id: 'uploads.refused.type', values: { name: file.name, type: file.type || '?' } };
  }
  if (file.size > rules.maxBytes) return { id: 'uploads.refused.size', values: { name: file.name, max: String(Math.round(rules.maxBytes / MB)) } };
  if (file.size === 0) return { id: 'uploads.refused.empty', values: { name: file.name } };
  return undefined;
}
