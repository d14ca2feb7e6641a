import type { AggAnswer, EnergyType } from '../../../../api/energyTypes';

/** GHG Protocol scopes of the metered energy: gas burnt on site is direct (1), bought electricity and heat indirect (2). */
export type Scope = 'scope1' | 'scope2' | 'other';
export const SCOPES: readonly Scope[] = ['scope1', 'scope2', 'other'];
export const SCOPE_OF: Record<EnergyType, Scope> = { gas: 'scope1', electricity: 'scope2', heat: 'scope2', water: 'other' };

/** kgCO2 of each scope from an aggregation grouped by energy type. */
export function scopesOf(answer: AggAnswer | null | undefined): Record<Scope, number> | null {
  if (!answer) return null;
  const out: Record<Scope, number> = { scope1: 0, scope2: 0, other: 0 };
  for (const row of answer.rows) {
    const type = (row.energytype ?? row.key) as EnergyType;
    const scope = SCOPE_OF[type];
    if (scope) out[scope] += row.carbon;
  }
  return out;
}
