import { useStores } from '../../../stores/context';

/** The pid a billing screen works under: its menu entry's, else its own page id (BILLING_PIDS). */
export function useBillingPid(fallback: string): string {
  const { pages } = useStores();
  return pages.currentPid || fallback;
}
