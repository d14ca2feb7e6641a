import type { OrganizationRecord } from '../../api/types';

/** Spec §9: the organization parent lookup goes up at most 5 levels. */
export const ORGANIZATION_LOOKUP_LEVELS = 5;

/**
 * The organization `start` and its parents, nearest first, following `upperlevel`: at most
 * `levels` records, stopping at the root, at a record that cannot be fetched, or at a cycle.
 */
export async function organizationChain(
  start: string,
  fetch: (did: string) => Promise<OrganizationRecord | null | undefined>,
  levels = ORGANIZATION_LOOKUP_LEVELS,
): Promise<OrganizationRecord[]> {
  const chain: OrganizationRecord[] = [];
  const seen = new Set<string>();
  let did = start;
  while (did && !seen.has(did) && chain.length < levels) {
    seen.add(did);
    const record = await fetch(did);
    if (!record || typeof record.did !== 'string') break;
    chain.push(record);
    did = typeof record.upperlevel === 'string' ? record.upperlevel : '';
  }
  return chain;
}
