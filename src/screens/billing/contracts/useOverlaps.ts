import { useEffect, useState } from 'react';
import type { ContractOverlap } from '../../../api/billing/contractsTypes';
import { useStores } from '../../../stores/context';
import { billingApi } from '../../../api/billing';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WAIT_MS = 300;

/**
 * Signed contracts that hold one of the rooms between start and end (asked of the server a moment
 * after the last change), so the form warns before a save the server would refuse on signing.
 */
export function useOverlaps(pid: string, store: string, rooms: string[] | undefined, start: string | undefined, end: string | undefined, except?: string): ContractOverlap[] {
  const { api, timers } = useStores();
  const [found, setFound] = useState<ContractOverlap[]>([]);
  const key = `${(rooms ?? []).join(',')}|${start ?? ''}|${end ?? ''}`;
  useEffect(() => {
    if (!rooms?.length || !start || !end || !DAY.test(start) || !DAY.test(end) || end < start) {
      setFound([]);
      return undefined;
    }
    const controller = new AbortController();
    const cancel = timers.setTimeout(() => {
      billingApi(api).contracts
        .overlaps({ pid, store, rooms, start, end, except }, { silent: true, signal: controller.signal })
        .then(setFound, () => setFound([]));
    }, WAIT_MS);
    return () => {
      cancel();
      controller.abort();
    };
    // `key` stands for rooms, start and end.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, timers, pid, store, key, except]);
  return found;
}
