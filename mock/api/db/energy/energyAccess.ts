import { requireString, type Fields } from '../../request.ts';
import type { Access, ResourceRef } from '../core/access/Access.ts';
import { notFound } from '../core/notFound.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import type { UserRecord } from '../users.ts';

/** Energy writes and the pages that own them: a save names one of them as its pid. */
export const ENERGY_WRITE_PAGES = {
  budget: ['p-indicator-budget'],
  'run-config': ['p-run-configuration'],
  standard: ['p-energy-standard'],
  building: ['p-energy-config', 'p-building-management'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Energy on the page model: every call names the screen's page (pid), a page that shows energy
 * (reads) or owns the setting (writes); the role book must grant the action there, and each store must be the user's company's (else not found) and within
 * the user's data scope (else -45403 access.noStore).
 */
export class EnergyAccess {
  /** The resource of every read: owned by the pages that open an energy screen. */
  private readonly readings: ResourceRef;

  constructor(
    private readonly access: Access,
    private readonly planOf: (did: string) => StorePlan | undefined,
    readPages: readonly string[],
  ) {
    this.readings = { type: 'energy', id: 'readings', pages: readPages };
  }

  /** The pid the call names (missing: a keyed request.missingField). */
  pid(body: Fields): string {
    return requireString(body, 'pid');
  }

  /** Throws unless the user may view (or export) on the call's page and that page shows energy; answers the pid. */
  page(user: UserRecord, body: Fields, action: 'view' | 'export' = 'view'): string {
    const pid = this.pid(body);
    this.access.check(user, pid, action, this.readings);
    return pid;
  }

  /** A store of the user's company within the user's scope: unknown or another company's → -1, outside the scope → -45403. */
  store(user: UserRecord, did: string): StorePlan {
    const plan = this.planOf(did);
    if (!plan) throw notFound('store', did);
    this.access.requireStore(user, did);
    return plan;
  }
}
