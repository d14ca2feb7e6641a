import type { Access } from './access/Access.ts';
import type { AuditLog } from './audit.ts';
import type { ChargingRegistry } from './charging/ChargingRegistry.ts';
import type { SimClock } from './clock/SimClock.ts';
import type { StoreReach } from './reach.ts';
import type { Secrets } from './secrets.ts';
import type { SpaceTrees } from './spaceTree/SpaceTrees.ts';
import type { TableRegistry } from './tables/Table.ts';
import type { Writes } from './writes.ts';

/** The world core every domain may ask of: a domain names the few parts it uses (`Pick<CoreServices, …>`). */
export interface CoreServices {
  readonly seed: number;
  readonly secrets: Secrets;
  /** The one simulated clock. */
  readonly clock: SimClock;
  /** The role book: who may do what on which page. */
  readonly access: Access;
  /** Whether a caller reaches a store, from the records and the data scope alone. */
  readonly reach: StoreReach;
  /** The one audited write path. */
  readonly writes: Writes;
  readonly audit: AuditLog;
  /** Every store's space tree. */
  readonly trees: SpaceTrees;
  /** The list tables by pid. */
  readonly tables: TableRegistry;
  /** The one charging registry: stations on the stores' charging meters, their piles, guns and sessions. */
  readonly charging: ChargingRegistry;
}

/**
 * One mock domain as the composition root sees it (the mock's mirror of a client screen's
 * `domain.ts`): the part of the core it uses, what it needs of its peers (narrow functions the
 * root passes in), and how its world is built: on first use, dropped on reset.
 */
export interface MockDomain<Core, Peers, World> {
  readonly name: string;
  build(core: Core, peers: Peers): World;
  /** What a reset does beyond dropping the world (files kept on disk…). */
  reset?(peers: Peers): void;
}

/** A domain's world, built on first use from the core and peers it was given. */
export class DomainSlot<Core, Peers, World> {
  private world: World | undefined;

  constructor(
    readonly domain: MockDomain<Core, Peers, World>,
    private readonly core: Core,
    private readonly peers: Peers,
  ) {}

  get(): World {
    this.world ??= this.domain.build(this.core, this.peers);
    return this.world;
  }

  /** Whether anything asked for the world since the last reset. */
  get built(): boolean {
    return this.world !== undefined;
  }

  /** The world if it is built, without building it (a peer's catch-up must not build a world). */
  peek(): World | undefined {
    return this.world;
  }

  reset(): void {
    this.domain.reset?.(this.peers);
  }
}
