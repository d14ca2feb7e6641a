import { useEffect } from 'react';
import { useStores } from '../../../stores/context';

/**
 * The pid a billing screen works under: its menu entry's, else (opened without one) its own page
 * id from BILLING_PIDS, whose permissions are then loaded here.
 */
export function useBillingPid(fallback: string): string {
  const { pages } = useStores();
  const pid = pages.currentPid || fallback;
  useEffect(() => {
    if (!pages.currentPid) pages.load(fallback);
  }, [pages, pages.currentPid, fallback]);
  return pid;
}
