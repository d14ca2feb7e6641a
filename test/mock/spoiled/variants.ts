import type { Probe, UploadFile } from '../isolation/samples/probe';

/**
 * Spoiled versions of one valid request (issue 36 §1), deterministic: the spoils of each field's
 * kind (spoilsFor) put in place of each field of the body (nested objects and a list's first item too) and of each query
 * parameter, each field left out, an extra field, and the body as a whole broken.
 */

/** One spoiled request: the raw body text sent (or undefined), its query, and what was spoiled. */
export interface Spoiled {
  /** The field path spoiled ('cmd.title', 'query.did'), or '(body)' for the body as a whole. */
  field: string;
  /** What was put there, as people read it. */
  what: string;
  query?: Record<string, string>;
  /** The body text as sent; undefined sends none. */
  body?: string;
  contentType?: string;
  /** Whether the spoiled field held an object or a list in the valid request. */
  container?: boolean;
  /** A multipart upload whose file part has this Content-Disposition tail. */
  uploadName?: string;
  /** The sample's file whose name is spoiled (text/plain 'spoiled' without one). */
  file?: UploadFile;
}

const LONG = 'x'.repeat(100_000);

type Spoil = readonly [label: string, value: unknown];

/** Impossible calendar text: what a date field must refuse rather than read as another day. */
const DATES: readonly Spoil[] = [
  ['impossible day 2026-13-45', '2026-13-45'],
  ['impossible day 2026-02-30', '2026-02-30'],
  ['not a leap day 2026-02-29', '2026-02-29'],
  ['impossible month 2026-13', '2026-13'],
  ['impossible instant', '2026-13-45T25:61:00Z'],
  ['impossible time 24:61', '24:61'],
];
/** Odd text: what a text field must store safely or refuse. */
const TEXTS: readonly Spoil[] = [
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['empty string', ''],
  ['100k characters', LONG],
  ['control characters', 'a\u0000b\u0007c\u001b[2J'],
  ['right-to-left', '\u202eevil\u202c שלום'],
  ['emoji', '🔥💧⚡'.repeat(3)],
  ['broken percent escape', '%E0%A4%A'],
  ['path climb', '../../etc/passwd'],
  ['prototype key', '__proto__'],
];
/** Numbers out of any sane range. */
const NUMBERS: readonly Spoil[] = [
  ['negative', -1],
  ['zero', 0],
  ['fraction', 0.5],
  ['huge 1e308', 1e308],
  ['beyond safe integers', 2 ** 53 + 1],
];
/** Every other kind of JSON value, and the field left out. */
const KINDS: readonly Spoil[] = [
  ['number', 42],
  ['numeric string', '42'],
  ['object', { a: 1 }],
  ['list', ['a', 1]],
  ['null', null],
  ['boolean', true],
  ['missing', undefined],
];

/** The spoils of a field, by what its valid value is: a text gets odd texts and dates, a number odd numbers, everything every other kind. */
export function spoilsFor(value: unknown): readonly Spoil[] {
  if (typeof value === 'string') return [...DATES, ...TEXTS, ...KINDS];
  if (typeof value === 'number') return [...NUMBERS, ...TEXTS.slice(0, 3), ...KINDS];
  return KINDS;
}

/** Query parameters are text: every spoil a text field gets, numbers as their text. */
const QUERY_SPOILS: readonly (readonly [string, string | undefined])[] = [...DATES, ...TEXTS, ...NUMBERS, ...KINDS].filter(([, v]) => v === undefined || typeof v === 'string' || typeof v === 'number').map(([label, v]) => [label, v === undefined ? undefined : String(v)]);

type Path = readonly (string | number)[];

/** Every path into the body that a spoil can replace: fields of objects, and the first item of lists. */
function pathsOf(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? (value.length > 0 ? [[0, value[0]]] : []) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key], depth + 1)]);
}

function valueAt(body: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body);
}

/** A copy of `body` with `path` set to `value` (removed when undefined). */
function replaced(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value !== undefined) node[last] = value;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });

/** Odd names of an uploaded file, as the Content-Disposition tail that carries them. */
const UPLOAD_NAMES: readonly (readonly [string, string])[] = [
  ['broken percent escape in filename*', `filename*=UTF-8''%E0%A4%A`],
  ['path climb in filename', 'filename="../../etc/passwd"'],
  ['control characters in filename', 'filename="a\u0007b.txt"'],
  ['empty filename', 'filename=""'],
  ['100k-character filename', `filename="${'n'.repeat(100_000)}.txt"`],
  ['right-to-left filename', 'filename="\u202etxt.exe"'],
  ['no filename', ''],
];

/** The top-level fields of `probe` that hold something else in `first` (a later sample's own part). */
function ownFields(probe: Probe, first: Probe | undefined): ((path: Path) => boolean) | undefined {
  if (!first || typeof probe.body !== 'object' || probe.body === null || typeof first.body !== 'object' || first.body === null) return undefined;
  const a = probe.body as Record<string, unknown>;
  const b = first.body as Record<string, unknown>;
  return (path) => JSON.stringify(a[String(path[0])]) !== JSON.stringify(b[String(path[0])]);
}

/**
 * Every spoiled version of one sample request. A later sample of the same endpoint (`first` given)
 * has only its own fields spoiled, and not the body as a whole: the first sample tried the rest.
 */
export function spoiledVersions(probe: Probe, method: string, first?: Probe): Spoiled[] {
  const query = probe.query;
  const out: Spoiled[] = [];
  for (const [key] of Object.entries(query ?? {})) {
    for (const [what, value] of QUERY_SPOILS) {
      const spoiledQuery = { ...query } as Record<string, string>;
      if (value === undefined) delete spoiledQuery[key];
      else spoiledQuery[key] = value;
      out.push({ field: `query.${key}`, what, query: spoiledQuery, ...(probe.upload ? {} : probe.body === undefined || method === 'GET' ? {} : json(probe.body)) });
    }
  }
  const withQuery = query ? { query } : {};
  if (probe.upload) {
    for (const [what, uploadName] of UPLOAD_NAMES) out.push({ field: 'file', what, uploadName, ...withQuery, ...(probe.file ? { file: probe.file } : {}) });
    out.push({ field: '(body)', what: 'a JSON body instead of a file', ...withQuery, ...json({ file: 'x' }) });
    out.push({ field: '(body)', what: 'a multipart body cut short', ...withQuery, body: '--spoiled\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n', contentType: 'multipart/form-data; boundary=spoiled' });
    return out;
  }
  if (method === 'GET' || probe.body === undefined) return out;
  const own = ownFields(probe, first);
  for (const path of pathsOf(probe.body).filter((p) => !own || own(p))) {
    const valid = valueAt(probe.body, path);
    const container = typeof valid === 'object' && valid !== null;
    for (const [what, value] of spoilsFor(valid)) out.push({ field: path.join('.'), what, container, ...withQuery, ...json(replaced(probe.body, path, value)) });
  }
  if (own) return out;
  const base = typeof probe.body === 'object' && probe.body !== null ? probe.body : {};
  out.push({ field: '(body)', what: 'an extra field', ...withQuery, ...json({ ...base, spoiledExtra: LONG }) });
  out.push({ field: '(body)', what: 'broken JSON', ...withQuery, body: JSON.stringify(probe.body).slice(0, -1), contentType: 'application/json' });
  out.push({ field: '(body)', what: 'an empty body', ...withQuery, body: '', contentType: 'application/json' });
  out.push({ field: '(body)', what: 'a list instead of an object', ...withQuery, ...json([probe.body]) });
  out.push({ field: '(body)', what: 'a wrong content type', ...withQuery, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
  return out;
}
