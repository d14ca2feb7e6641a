import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PermModule, RolePerms } from '../../../api/access/types';
import { ConflictPanel, type ComparedField } from '../../../ui/form/ConflictPanel';
import type { StaleSave } from '../../../ui/form/staleSave';
import type { useFormSave } from '../../../ui/form/useFormSave';
import { comparePerms } from './permDiff';

export interface TreeConflictOptions {
  catalogue: readonly PermModule[];
  /** The keys ticked now (mine). */
  mine: () => string[];
  /** Reads the role's tree as the other editor saved it. */
  theirs: () => Promise<RolePerms>;
  /** Puts their tree in the editor, at their version. */
  onLoadTheirs: (theirs: RolePerms) => void;
}

/**
 * The permission tree's answer to a stale save (issue 36 item 2): who changed the role and when,
 * their grants beside mine page by page, keep mine anyway (an audited overwrite) or load theirs.
 * The ticks stay as they are until one of these is chosen.
 */
export function useTreeConflict(save: ReturnType<typeof useFormSave>, { catalogue, mine, theirs, onLoadTheirs }: TreeConflictOptions): ReactNode {
  const intl = useIntl();
  // The comparison belongs to the refusal it was asked for: a later refusal starts without one.
  const [compared, setCompared] = useState<{ of: StaleSave; rows: ComparedField[] } | undefined>(undefined);
  const stale = save.stale;
  if (!stale) return null;
  const showTheirs = async () => setCompared({ of: stale, rows: comparePerms(intl, catalogue, mine(), (await theirs()).checked) });
  const loadTheirs = async () => {
    onLoadTheirs(await theirs());
    save.dismissStale();
  };
  return <ConflictPanel stale={stale} compared={compared?.of === stale ? compared.rows : undefined} onShowTheirs={() => void showTheirs()} onKeepMine={() => void save.keepMine()} onLoadTheirs={() => void loadTheirs()} />;
}
