import { useEffect } from 'react';
import { useStores } from '../../../stores/context';
import { useScreenPid } from '../../../ui/hooks/useScreenPid';

/** What the role book lets the user do on the screen's page; false until its permissions are known. */
export interface PageGrants {
  pid: string;
  canEdit: boolean;
  canExport: boolean;
  /** The permissions were read (a read-only note is shown only then, not while they load). */
  known: boolean;
}

/**
 * The screen's page and its grants (call from an observer): an energy screen offers Save, Set,
 * Edit and Import only with edit, and Export only with export, as the mock checks them.
 */
export function usePageGrants(): PageGrants {
  const { pages } = useStores();
  const pid = useScreenPid();
  // A screen reached without its own menu entry still needs its page's permissions.
  useEffect(() => {
    if (pid) pages.load(pid);
  }, [pages, pid]);
  return { pid, canEdit: pages.can('edit', pid), canExport: pages.can('export', pid), known: pages.permsStatus(pid) === 'ready' };
}
