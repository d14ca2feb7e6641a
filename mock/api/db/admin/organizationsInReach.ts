import type { BusinessInfo, OrganizationRecord } from '../../../../src/api/types.ts';

/**
 * The organization units a user may see and choose: all of the company for a whole-company scope;
 * else the units of the parents and stores the scope reaches, with the units under them (a unit
 * is named after its store, so a sibling store's unit would name a store out of reach).
 */
export function organizationsInReach(all: readonly OrganizationRecord[], wholeCompany: boolean, reached: readonly BusinessInfo[]): OrganizationRecord[] {
  if (wholeCompany) return [...all];
  const kept = new Set(reached.map((b) => b.organization).filter(Boolean));
  // Units under a kept unit, however deep (the tree is small: a pass per level).
  for (let grew = true; grew; ) {
    grew = false;
    for (const unit of all) {
      if (kept.has(unit.did) || !kept.has(unit.upperlevel)) continue;
      kept.add(unit.did);
      grew = true;
    }
  }
  return all.filter((unit) => kept.has(unit.did));
}
