import type { CmiResult, RegisterApplication } from './accounts.ts';
import { realNow } from './core/clock/realClock.ts';
import { FileLinks } from './core/fileLinks.ts';
import { DEFAULT_SEED } from './core/random.ts';
import { cryptoSecrets, type Secrets } from './core/secrets.ts';
import type { DeviceServices } from './devices/DeviceServices.ts';
import type { DeviceWorld } from './devices/DeviceWorld.ts';
import type { PlanBook } from './devices/plans/PlanBook.ts';
import type { PolicyBook } from './devices/policies/PolicyBook.ts';
import { ByName } from './byName.ts';
import { Domains } from './domains.ts';
import { FILE_PATH } from './files.ts';
import type { MenuAnswers } from './menuAnswers.ts';
import type { PageState } from './pages/PageState.ts';
import type { PageService } from './pages/service.ts';
import type { SeedData } from './seed.ts';
import { SeedWorld } from './SeedWorld.ts';
import { SessionStore, type SessionRecord } from './sessions.ts';
import { mediaMaxBytes } from './signage/domain.ts';
import { MediaDisk } from './signage/MediaDisk.ts';
import type { ResumableUploads } from './signage/ResumableUploads.ts';
import { WorldCore } from './WorldCore.ts';

export interface DatabaseOptions {
  /** Seed of the generated world (default DEFAULT_SEED). */
  seed?: number;
  /**
   * The real clock (default: the machine's, realClock.ts): it runs the world clock from its start and
   * times what passes in real seconds (sessions, file links, abandoned uploads). Records are stamped
   * from the world clock (`db.clock`), never from this. Tests pass a fixed one.
   */
  now?: () => number;
  /** Session lifetime (default 12 h). */
  sessionTtlMs?: number;
  /** Largest media upload in bytes (default 200 MB, or the env var CEM_MOCK_MEDIA_MAX_MB). */
  mediaMaxBytes?: number;
  /** Folder under which uploaded media are kept (default: the system's temporary folder). */
  mediaDir?: string;
  /** Where tokens, one-time passwords and file ids come from (default: cryptographic; tests may pass `seededSecrets`). */
  secrets?: Secrets;
}

export type { CmiResult, RegisterApplication, SessionRecord };

/**
 * The mock backend, composed: the world core of the run (seeded data, accounts, access, store
 * reach, the audited writes, the clock) and each domain's descriptor (`<domain>/domain.ts`), built
 * on first use. A reset composes them anew; the seeded readings and charging registry, the
 * sessions' key material and the media disk outlive it.
 */
export class Database extends ByName {
  readonly seed: number;
  /** Tokens, one-time passwords, file ids and the file-link key: never the seeded streams. */
  readonly secrets: Secrets;
  /** Signs the short-lived links that serve a file to `<img>`/`<video>` (one key per database, kept over a reset). */
  readonly fileLinks: FileLinks;
  /** Uploaded media on disk: created (and old runs' folders removed) at start, emptied on reset. */
  readonly mediaDisk: MediaDisk;
  readonly mediaMaxBytes: number;
  private readonly now: () => number;
  private readonly sessions: SessionStore;
  /** What a reset keeps: the seeded readings and charging registry, from the seed's businesses before any edit. */
  private seedWorld: SeedWorld | undefined;
  private world!: WorldCore;
  private composed: Domains | undefined;

  constructor(options: DatabaseOptions = {}) {
    super();
    this.seed = options.seed ?? DEFAULT_SEED;
    this.now = options.now ?? realNow;
    this.secrets = options.secrets ?? cryptoSecrets();
    // Sessions expire in real time: a skip of the world's clock signs nobody out. A file link's
    // expiry is a stamp the console reads against the server's time (the world's), so it is the world's.
    this.sessions = new SessionStore(this.secrets, this.now, options.sessionTtlMs ?? 12 * 3600 * 1000);
    this.fileLinks = new FileLinks(this.secrets, () => this.world.clock.now(), FILE_PATH);
    this.mediaDisk = new MediaDisk(options.mediaDir);
    this.mediaMaxBytes = mediaMaxBytes(options.mediaMaxBytes);
    this.reset();
  }

  /** Back to the seed: sessions, issued tokens and applications are dropped, every domain's world with them. */
  reset(): void {
    this.composed = undefined;
    this.world = new WorldCore(this.coreOptions());
    this.seedWorld ??= new SeedWorld(this.seed, structuredClone(this.world.data.businesses), { data: () => this.world.data, record: (did) => this.world.record(did) });
    this.composed = new Domains(this.world, { now: this.now, mediaDisk: this.mediaDisk, mediaMaxBytes: this.mediaMaxBytes });
    this.composed.reset();
    // The list tables register themselves when built: the lists answer from the start.
    this.composed.pages.get();
  }

  private coreOptions() {
    const storeEdits = () => this.composed?.storeAdmin.peek();
    return { seed: this.seed, secrets: this.secrets, now: this.now, sessions: this.sessions, seedWorld: () => this.seedWorld!, storeEdits, metering: () => this.domains.energy.get().metering };
  }

  /** The domains of the run (composed at each reset). */
  get domains(): Domains {
    if (!this.composed) throw new Error('the mock is being reset');
    return this.composed;
  }

  /** The world core of the run: seeded data, accounts, tenants, businesses, access, reach, writes, clock. */
  get core(): WorldCore {
    return this.world;
  }

  /** A deep copy of the seeded data (determinism checks, fixtures). */
  seedData(): SeedData {
    return structuredClone(this.world.data);
  }

  /** The company that owns a served file (an upload or a media file), or undefined when there is none. */
  fileOwner(did: string): string | undefined {
    return this.signage.mediaFile(did)?.companyid ?? this.world.files.get(did)?.companyid;
  }

  // ---------- parts of a domain's world (each core part and domain world by name: ByName) ----------
  get pages(): PageState { return this.domains.pages.get().state; }
  get records(): PageService { return this.domains.pages.get().service; }
  get deviceDomain(): DeviceServices { return this.domains.devices.get(); }
  get devices(): DeviceWorld { return this.domains.devices.get().world; }
  get policies(): PolicyBook { return this.domains.devices.get().policies; }
  get plans(): PlanBook { return this.domains.devices.get().plans; }
  get resumableUploads(): ResumableUploads { return this.domains.uploads.get(); }
  get menus(): MenuAnswers { return this.domains.menus; }
}
