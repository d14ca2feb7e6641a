import type { ProjectsOverview } from '../../../../src/api/devices/types.ts';
import type { BusinessInfo } from '../../../../src/api/types.ts';
import type { UserRecord } from '../users.ts';
import { DeviceWorld, type DeviceWorldSources } from './DeviceWorld.ts';
import { storeOverview } from './overview.ts';
import { PlanBook } from './plans/PlanBook.ts';
import { PolicyBook } from './policies/PolicyBook.ts';
import { OperationReports } from './report/OperationReports.ts';
import { notFound } from '../core/notFound.ts';

export interface DirectorySources {
  /** Parent businesses the user reaches. */
  businessesForUser: (userid: string) => BusinessInfo[];
  storesOf: (parent: string) => BusinessInfo[];
}

/**
 * The device domain of the mock in one place: the simulated world, policies and plans (space
 * management is a peer, composed beside it). Policies and plans seed with each store's world, so they are built before any store.
 */
export class DeviceServices {
  readonly world: DeviceWorld;
  readonly policies: PolicyBook;
  readonly plans: PlanBook;
  /** device-operation-report: figures over a period from the simulator and its command log. */
  readonly reports: OperationReports;

  constructor(
    sources: DeviceWorldSources,
    private readonly directory: DirectorySources,
  ) {
    this.world = new DeviceWorld(sources);
    this.policies = new PolicyBook(this.world, sources.writes, sources.audit);
    this.plans = new PlanBook(this.world, sources.writes);
    // Built with the rest, before any store: it keeps each device's state at the world's start.
    this.reports = new OperationReports(this.world, this.policies.runs);
  }

  /** device-projects-overview: the stores of a parent business within the user's data scope, in figures. */
  overview(user: UserRecord, parentbusiness: string): ProjectsOverview {
    if (!this.directory.businessesForUser(user.userid).some((b) => b.did === parentbusiness)) throw notFound('parentBusiness', parentbusiness);
    const reached = this.directory.storesOf(parentbusiness).filter((store) => this.world.reaches(user, store.did));
    const stores = reached.map((store) => {
      const world = this.world.world(store.did);
      return storeOverview(world, store.name, this.world.commands, this.world.savings(store.did));
    });
    return { parentbusiness, stores };
  }
}
