import type { Api } from '../../api';
import type { FileLink } from '../../api/pageConfig';

/** A link is asked for again this long before it expires, so a page never renders a dead one. */
const RENEW_BEFORE_MS = 60_000;
/** Most dids one request asks for (the server's limit). */
const BATCH = 200;

/**
 * The session's signed file links: what `<img>`, `<video>` and links load, since they cannot send
 * the session header. The dids asked for in one turn go in one request; a link is kept until shortly
 * before it expires. Disposed with the session: the next user never sees the previous user's links.
 */
export class FileLinks {
  private readonly cache = new Map<string, { url: string; expiresAt: number }>();
  private queued = new Map<string, Array<(url: string | null) => void>>();
  private disposed = false;

  constructor(
    private readonly api: Pick<Api, 'files'>,
    private readonly now: () => number,
  ) {}

  /** The link already at hand and not about to expire (a page drawn again shows it at once). */
  cached(did: string): string | undefined {
    const cached = this.cache.get(did);
    return cached && cached.expiresAt - this.now() > RENEW_BEFORE_MS ? cached.url : undefined;
  }

  /** The signed link of a file of the caller's company, or null when there is none (another company's, deleted). */
  link(did: string): Promise<string | null> {
    const cached = this.cached(did);
    if (cached !== undefined) return Promise.resolve(cached);
    if (this.disposed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiting = this.queued.get(did);
      if (waiting) return void waiting.push(resolve);
      this.queued.set(did, [resolve]);
      if (this.queued.size === 1) queueMicrotask(() => void this.flush());
    });
  }

  dispose(): void {
    this.disposed = true;
    this.cache.clear();
  }

  private async flush(): Promise<void> {
    const batch = this.queued;
    this.queued = new Map();
    const dids = [...batch.keys()];
    const links: FileLink[] = [];
    try {
      for (let start = 0; start < dids.length; start += BATCH) links.push(...(await this.api.files.links(dids.slice(start, start + BATCH))).links);
    } catch {
      // No link: the file shows as unavailable (its name stays), as for a file that is gone.
    }
    const byDid = new Map(links.map((link) => [link.did, link]));
    for (const [did, resolvers] of batch) {
      const link = this.disposed ? undefined : byDid.get(did);
      if (link) this.cache.set(did, { url: link.url, expiresAt: Date.parse(link.expires) });
      for (const resolve of resolvers) resolve(link?.url ?? null);
    }
  }
}
