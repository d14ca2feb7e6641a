import { useEffect, useState } from 'react';
import { FILE_GET_PATH } from '../../api/pageConfig';
import { fileLinksOf } from '../../stores/files/fileLinksOf';
import { useStores } from '../../stores/context';

/** The did of a file-service URL that is not signed yet (`/vt/staticfile/get?did=…`), else null. */
export function fileServiceDid(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const url = new URL(raw, 'http://relative.invalid');
    if (!url.pathname.endsWith(FILE_GET_PATH) || url.searchParams.has('sig')) return null;
    return url.searchParams.get('did') || null;
  } catch {
    return null;
  }
}

/** `signed` on the origin `raw` named, if it named one (an API on another origin). */
function onOriginOf(raw: string, signed: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(raw) ? new URL(signed, raw).href : signed;
}

/**
 * The URL an `<img>`, `<video>` or link may load for a file. A file of the file service cannot be
 * loaded with the session header, so it gets a short-lived signed link of the session: undefined
 * while it is asked for, null when there is none (another company's or a deleted file). Any other
 * URL (a data: avatar, a tenant logo) is given back as it is.
 */
export function useFileLink(raw: string | null | undefined): string | null | undefined {
  const root = useStores();
  const did = fileServiceDid(raw);
  const [signed, setSigned] = useState<{ raw: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!did || !raw) return undefined;
    let live = true;
    void fileLinksOf(root)
      .link(did)
      .then((url) => live && setSigned({ raw, url: url === null ? null : onOriginOf(raw, url) }));
    return () => {
      live = false;
    };
  }, [did, raw, root]);
  if (!did || !raw) return raw ?? null;
  if (signed?.raw === raw) return signed.url;
  const cached = fileLinksOf(root).cached(did);
  return cached === undefined ? undefined : onOriginOf(raw, cached);
}
