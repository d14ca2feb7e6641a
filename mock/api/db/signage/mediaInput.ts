import { MEDIA_RULES, MEDIA_TAGS_MAX } from '../../../../src/api/signage/rules.ts';
import { MEDIA_TYPES, type MediaItem } from '../../../../src/api/signage/types.ts';
import { FieldErrors, isObject, numberAt } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import { invalidField } from '../core/shapeErrors.ts';
import { cleanTags } from './MediaLibrary.ts';

/** Longest media the library takes (a day), largest side in pixels. */
const MAX_DURATION_MS = 24 * 3600 * 1000;
const MAX_SIDE = 16384;

export type MediaPatchInput = Record<string, unknown>;
type Meta = Pick<MediaItem, 'durationMs' | 'width' | 'height'>;

/** duration, width and height: a number in range, or null (not known); absent keys are left out. */
function readMeta(errors: FieldErrors, raw: Record<string, unknown>): Partial<Meta> {
  const out: Partial<Meta> = {};
  const limits = { durationMs: MAX_DURATION_MS, width: MAX_SIDE, height: MAX_SIDE } as const;
  for (const key of ['durationMs', 'width', 'height'] as const) {
    if (!(key in raw)) continue;
    const value = raw[key];
    if (value === null) out[key] = null;
    else {
      const number = numberAt(errors, value, key, 1, limits[key], true);
      if (number !== undefined) out[key] = number;
    }
  }
  return out;
}

/** A text form field as a number (multipart fields are text); blank is absent. */
const numeric = (text: string | undefined): unknown => (text === undefined || text.trim() === '' ? undefined : Number(text));

/** What the browser sent beside an uploaded file: its duration, resolution and tags. */
export function uploadMeta(file: { name: string; type: string; size: number }, fields: Record<string, string>): Omit<MediaItem, 'did' | 'url' | 'createtime' | 'uploader'> {
  if (file.size === 0) throw invalidField('file', `${file.name} is empty`);
  const errors = new FieldErrors();
  const raw: Record<string, unknown> = {};
  for (const key of ['durationMs', 'width', 'height'] as const) {
    const value = numeric(fields[key]);
    if (value !== undefined) raw[key] = value;
  }
  const meta = readMeta(errors, raw);
  errors.check();
  const kind = MEDIA_TYPES[file.type] ?? 'image';
  return {
    name: file.name, kind, type: file.type, size: file.size,
    durationMs: meta.durationMs ?? null, width: meta.width ?? null, height: meta.height ?? null,
    tags: cleanTags((fields.tags ?? '').split(',')),
  };
}

/** A media edit: name, tags, duration, resolution (each optional). */
export function mediaPatch(input: MediaPatchInput): Partial<Pick<MediaItem, 'name' | 'durationMs' | 'width' | 'height' | 'tags'>> {
  const errors = new FieldErrors();
  const out: Partial<Pick<MediaItem, 'name' | 'durationMs' | 'width' | 'height' | 'tags'>> = readMeta(errors, input);
  if ('name' in input) {
    // A patch: an absent name is unchanged, a sent one must not be blank.
    const name = textBy(errors, input.name, 'name', { ...MEDIA_RULES.name, required: true });
    if (name !== undefined) out.name = name;
  }
  if ('tags' in input) {
    // Each tag within the book's length, refused rather than cut, as the tags dialog checks them.
    const tags = input.tags;
    if (!Array.isArray(tags)) errors.add('tags', 'type', 'expected a list of words');
    else {
      const typed = tags.map((tag: unknown, index) => textBy(errors, tag, `tags[${index}]`, MEDIA_RULES.tag) ?? '');
      if (new Set(typed.map((tag) => tag.toLowerCase()).filter(Boolean)).size > MEDIA_TAGS_MAX) errors.add('tags', 'max', `at most ${MEDIA_TAGS_MAX} tags`, 'signage.tooManyTags', { max: MEDIA_TAGS_MAX });
      else out.tags = cleanTags(typed);
    }
  }
  errors.check();
  if (!isObject(input) || Object.keys(out).length === 0) throw invalidField('did', 'nothing to change');
  return out;
}
