import type { StaffScope } from '../../../../../src/api/access/types.ts';
import type { DataScope } from '../../core/access/roleBook.ts';
import { keyedRefusal, said } from '../../core/said.ts';

const outside = (did: string) => keyedRefusal(said(`outside your data scope: ${did}`, 'admin.refusal.scope', { did }), -45403);

/** A scope as sent, checked: chosen parents and stores must be ones the caller reaches. */
export function scopeOf(scope: StaffScope, parents: ReadonlyArray<{ did: string }>, stores: ReadonlyArray<{ did: string }>, granterHasAll: boolean): DataScope {
  const parentIds = new Set(parents.map((p) => p.did));
  const storeIds = new Set(stores.map((s) => s.did));
  switch (scope?.kind) {
    case 'all':
      // "All" grows with the company: only someone who has it may give it (nobody grants what they lack).
      if (!granterHasAll) throw keyedRefusal(said('only a user who reaches every parent business may give that scope', 'admin.refusal.scopeAll'), -45403);
      return { kind: 'all' };
    case 'parents': {
      const chosen = [...new Set(Array.isArray(scope.parents) ? scope.parents : [])];
      if (chosen.length === 0) throw keyedRefusal(said('choose at least one parent business', 'admin.refusal.scopeEmpty'));
      for (const did of chosen) if (!parentIds.has(did)) throw outside(did);
      return { kind: 'parents', parents: chosen };
    }
    case 'stores': {
      const chosen = [...new Set(Array.isArray(scope.stores) ? scope.stores : [])];
      if (chosen.length === 0) throw keyedRefusal(said('choose at least one store', 'admin.refusal.scopeEmpty'));
      for (const did of chosen) if (!storeIds.has(did)) throw outside(did);
      return { kind: 'stores', stores: chosen };
    }
    case 'own-store':
      if (!storeIds.has(scope.store)) throw outside(String(scope.store));
      return { kind: 'own-store', store: scope.store };
    default:
      throw keyedRefusal(said('choose a data scope: all, parents, stores or own-store', 'admin.refusal.scopeKind'));
  }
}

/**
 * Whether `scope` lies within the caller's: a parent business counts only where the caller reaches
 * it as a parent (it grows with new stores), a store wherever the caller reaches that store.
 */
export function scopeWithin(scope: DataScope, caller: DataScope, callerReaches: (store: string) => boolean): boolean {
  if (caller.kind === 'all') return true;
  switch (scope.kind) {
    case 'all':
      return false;
    case 'parents':
      return caller.kind === 'parents' && scope.parents.every((did) => caller.parents.includes(did));
    case 'stores':
      return scope.stores.every(callerReaches);
    case 'own-store':
      return callerReaches(scope.store);
  }
}
