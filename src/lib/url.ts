/**
 * A return path is kept only when it is a same-origin path: it must start with one
 * slash, and resolving it must not leave the origin (rejects `//evil`, `/\evil`, schemes).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(raw)) return null;
  const origin = 'http://same.origin';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL or null: the only kind the console will load into an iframe or use as a backend. */
export function httpUrlOrNull(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Joins a base path and a path with exactly one slash between them. */
export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** What a sandboxed iframe of an outside page may do; same-origin content loses allow-same-origin. */
const FRAME_ALLOW = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-downloads'];

/**
 * The iframe for a URL taken from a route or the menu: only absolute http(s) URLs, always
 * sandboxed. A page of our own origin gets no allow-same-origin, since scripts plus same
 * origin could lift the sandbox and reach the console's session.
 */
export function framedPage(raw: unknown, ownOrigin: string): { src: string; sandbox: string } | null {
  const src = httpUrlOrNull(raw);
  if (!src) return null;
  const sameOrigin = new URL(src).origin === ownOrigin;
  return { src, sandbox: (sameOrigin ? FRAME_ALLOW : [...FRAME_ALLOW, 'allow-same-origin']).join(' ') };
}

export type FrameDecision =
  | { ok: true; src: string; sandbox: string }
  | { ok: false; reason: 'not-http' | 'insecure' | 'not-listed'; origin?: string };

/**
 * Whether a URL from the address bar may be embedded: an http(s) URL (http only on localhost)
 * whose origin the tenant or a menu item lists. A link cannot make the console frame any page.
 */
export function framePolicy(raw: unknown, ownOrigin: string, allowedOrigins: Iterable<string>): FrameDecision {
  const frame = framedPage(raw, ownOrigin);
  if (!frame) return { ok: false, reason: 'not-http' };
  const origin = new URL(frame.src).origin;
  if (backendOriginOrNull(frame.src) === null) return { ok: false, reason: 'insecure', origin };
  const allowed = new Set([...allowedOrigins].map(backendOriginOrNull).filter((o): o is string => o !== null));
  if (!allowed.has(origin)) return { ok: false, reason: 'not-listed', origin };
  return { ok: true, ...frame };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of a backend URL, or null: https anywhere, plain http only on this machine
 * (localhost), where nothing travels over a network.
 */
export function backendOriginOrNull(raw: unknown): string | null {
  const href = httpUrlOrNull(raw);
  if (!href) return null;
  const url = new URL(href);
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return null;
  return url.origin;
}

/**
 * A media URL the console may play: http(s) on its own origin only (a path or an absolute URL),
 * as an absolute URL; anything else (other origins, javascript:, data:, blob:) is null.
 */
export function sameOriginMediaUrl(raw: unknown, ownOrigin: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  try {
    const url = new URL(raw.trim(), ownOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === ownOrigin ? url.href : null;
  } catch {
    return null;
  }
}

/** `path?a=1&b=2`: a link's address with its query parameters encoded (empty values left out). */
export function withQuery(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return search ? `${path}?${search}` : path;
}
