import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MenuTemplateAnswer, MenuTemplateItem } from '../../../api/tools/menuTemplateTypes';
import { ConflictPanel, type ComparedField } from '../../../ui/form/ConflictPanel';
import { staleOf, type StaleSave } from '../../../ui/form/staleSave';
import { compareMenus } from './menuConflict';

export interface StaleMenuOptions {
  /** Reads the menu as the other editor saved it. */
  theirs: () => Promise<MenuTemplateAnswer>;
  /** The draft the comparison sets beside theirs. */
  mine: () => readonly MenuTemplateItem[];
  /** Sends the same save again as an overwrite on purpose. */
  keepMine: () => void;
  /** Drops the draft for their version (the editor is opened again on it). */
  loadTheirs: () => void;
}

/**
 * A menu tree's save made on an older version (issue 36 item 2): `caught` turns the stale refusal
 * into the conflict panel (who and when, their menu beside mine, keep mine, load theirs); the
 * draft stays as it is until one of them is chosen. Any other error is thrown on.
 */
export function useStaleMenu({ theirs, mine, keepMine, loadTheirs }: StaleMenuOptions) {
  const intl = useIntl();
  const [stale, setStale] = useState<StaleSave | undefined>(undefined);
  const [compared, setCompared] = useState<ComparedField[] | undefined>(undefined);
  /** Runs a save; true when it was refused as stale (the panel shows). */
  const caught = async (save: () => Promise<unknown>): Promise<boolean> => {
    setStale(undefined);
    setCompared(undefined);
    try {
      await save();
      return false;
    } catch (error) {
      const found = staleOf(error);
      if (!found) throw error;
      setStale(found);
      return true;
    }
  };
  const showTheirs = async () => {
    const now = await theirs();
    setCompared(compareMenus(intl, mine(), now.template?.items ?? now.catalogue));
  };
  const conflict: ReactNode = stale ? (
    <ConflictPanel stale={stale} compared={compared} onShowTheirs={() => void showTheirs()} onKeepMine={keepMine} onLoadTheirs={loadTheirs} />
  ) : null;
  return { caught, conflict };
}
