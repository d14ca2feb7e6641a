import { sameOriginMediaUrl } from '../../../lib/url';

/**
 * The URL a preview may load for a media file: only from the console's API origin (`apiBase`, ''
 * for the console's own; relative paths are the API's) or the console's own origin, http(s) only.
 * Anything else (another site, data:, blob:, javascript:) is null: the preview says it cannot show it.
 */
export function previewMediaUrl(raw: unknown, apiBase: string, pageOrigin: string): string | null {
  return sameOriginMediaUrl(raw, apiBase || pageOrigin) ?? sameOriginMediaUrl(raw, pageOrigin);
}
