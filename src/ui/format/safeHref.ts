import { httpUrlOrNull, safeReturnPath } from '../../lib/url';

export interface SafeLink {
  href: string;
  /** True for an absolute http(s) URL: opened in a new tab, without an opener. */
  external: boolean;
}

/** A link target only for http(s) URLs and same-origin paths; javascript:, data: and the rest get none. */
export function safeHref(raw: unknown): SafeLink | null {
  const path = safeReturnPath(raw);
  if (path) return { href: path, external: false };
  const url = httpUrlOrNull(raw);
  return url ? { href: url, external: true } : null;
}
