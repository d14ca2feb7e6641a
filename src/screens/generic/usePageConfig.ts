import { useEffect } from 'react';
import type { PageConfig } from '../../api/pageConfig';
import { useStores } from '../../stores/context';

export type PageConfigState =
  | { status: 'loading' }
  | { status: 'error'; malformed: boolean; retry: () => void }
  | { status: 'ready'; config: PageConfig };

/** The configuration and the user's permissions of page `pid`, made current for the screen. */
export function usePageConfig(pid: string): PageConfigState {
  const { pages } = useStores();
  useEffect(() => pages.enter(pid, { withConfig: true }), [pages, pid]);
  if (pages.configStatus(pid) === 'error' || pages.permsStatus(pid) === 'error') {
    return { status: 'error', malformed: pages.malformed(pid), retry: () => pages.enter(pid, { withConfig: true }) };
  }
  const config = pages.config(pid);
  return config && pages.permsStatus(pid) === 'ready' ? { status: 'ready', config } : { status: 'loading' };
}
