import type { DataScope } from './roleBook.ts';

/**
 * The one data-scope rule, compiled once for one user (a list asks it for every row): which
 * stores the user reaches, and which parent businesses it reaches whole.
 */
export interface StoreScope {
  /** Parent businesses reached whole (scope all or parents); empty for a scope of chosen stores. */
  readonly wholeParents: ReadonlySet<string>;
  /** Does the scope reach this store? */
  reaches(store: string): boolean;
  /**
   * Does it reach a record of this parent (and store, when the record has one)? A record of a
   * known store follows the store; a parent-level record needs the whole parent.
   */
  reachesRecord(parent: string | undefined, store: string | undefined): boolean;
}

export interface ScopeFacts {
  /** The parent businesses of the user's company (scope 'all'). */
  companyParents: () => readonly string[];
  /** The parent business of a store; undefined for a did that is not a store. */
  parentOfStore: (store: string) => string | undefined;
}

/** Compiles a user's data scope (no scope: reaches nothing). */
export function compileScope(scope: DataScope | undefined, facts: ScopeFacts): StoreScope {
  // Asked once per row of a list: the store → parent answers are remembered for this compile.
  const parents = new Map<string, string | undefined>();
  const parentOf = (store: string): string | undefined => {
    if (!parents.has(store)) parents.set(store, facts.parentOfStore(store));
    return parents.get(store);
  };
  const chosen = !scope ? new Set<string>() : scope.kind === 'stores' ? new Set(scope.stores) : scope.kind === 'own-store' ? new Set([scope.store]) : undefined;
  const wholeParents = new Set<string>(!scope || chosen ? [] : scope.kind === 'all' ? facts.companyParents() : scope.kind === 'parents' ? scope.parents : []);
  const reaches = (store: string): boolean => {
    if (chosen) return chosen.has(store);
    const parent = parentOf(store);
    return parent !== undefined && wholeParents.has(parent);
  };
  return {
    wholeParents,
    reaches,
    reachesRecord: (parent, store) => {
      if (store && parentOf(store) !== undefined) return reaches(store);
      return parent !== undefined && wholeParents.has(parent);
    },
  };
}
