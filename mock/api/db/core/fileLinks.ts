import { sign, verify, type Secrets } from './secrets.ts';

/** How long a signed file link works: long enough for a page to load its images, short enough to leak little. */
export const FILE_LINK_TTL_MS = 10 * 60 * 1000;

/** A link that serves one file without the session header (`<img>`, `<video>`, a download), until `expires`. */
export interface FileLink {
  did: string;
  url: string;
  /** ISO instant after which the link is refused. */
  expires: string;
}

/**
 * Signs and checks short-lived file links: an HMAC over the file id and the expiry, under a key
 * drawn from the secrets source when the database starts (so a link of one mock never opens
 * another's files, and nobody can make one offline).
 */
export class FileLinks {
  private readonly key: string;

  constructor(
    secrets: Secrets,
    private readonly now: () => number,
    private readonly path: string,
    private readonly ttlMs = FILE_LINK_TTL_MS,
  ) {
    this.key = secrets.hex(32);
  }

  link(did: string): FileLink {
    const exp = this.now() + this.ttlMs;
    const sig = sign(this.key, `${did}\n${exp}`);
    return { did, url: `${this.path}?did=${encodeURIComponent(did)}&exp=${exp}&sig=${sig}`, expires: new Date(exp).toISOString() };
  }

  /** Whether `exp`/`sig` of a request are this mock's signature of `did` and not yet expired. */
  valid(did: string, exp: string | null, sig: string | null): boolean {
    if (exp === null || sig === null || !/^\d{1,15}$/.test(exp)) return false;
    if (this.now() >= Number(exp)) return false;
    return verify(this.key, `${did}\n${exp}`, sig);
  }
}
