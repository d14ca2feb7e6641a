import { httpUrlOrNull, safeReturnPath } from '../../../lib/url';

/**
 * Where a screenshot may be shown from: a path of the console's own server (the API serves the
 * files), or an absolute URL of the page's origin. A picture anywhere else is not loaded: a
 * screen's answer must not make the console fetch from an outside host.
 */
export function screenshotSrc(raw: unknown, pageOrigin: string): string | null {
  const path = safeReturnPath(raw);
  if (path) return path;
  const url = httpUrlOrNull(raw);
  return url && new URL(url).origin === pageOrigin ? url : null;
}
