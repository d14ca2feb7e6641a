import { useCallback } from 'react';
import type { BillStateFilter } from '../../../api/billing/billsTypes';
import { idParam, monthParam, oneOfParam, textParam } from '../../../ui/url-state/codecs';
import { useParamGroup } from '../../../ui/url-state/useParamGroup';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

export const BILL_STATE_FILTERS: readonly BillStateFilter[] = ['draft', 'issued', 'partial', 'paid', 'overdue', 'void'];

const stateCodec = oneOfParam<BillStateFilter>(BILL_STATE_FILTERS);

/** The bill list's filters and the open bill, each in the URL, read defensively (junk reads as absent). */
export function useBillFilters() {
  const [monthValue, setMonth] = useSearchParam('month', monthParam, '');
  const [state, setState] = useSearchParam('state', stateCodec, '');
  const [tenant, setTenant] = useSearchParam('tenant', idParam, '');
  const [q, setQ] = useSearchParam('q', textParam, '');
  const [bill, setBill] = useSearchParam('bill', idParam, '');
  // One navigation for both, so neither write overwrites the other.
  const [, patch] = useParamGroup({ month: monthParam, state: stateCodec });
  const showDrafts = useCallback((month: string) => patch({ month, state: 'draft' }), [patch]);
  return { month: monthValue, setMonth, state, setState, tenant, setTenant, q, setQ, bill, setBill, showDrafts };
}

export type BillFilters = ReturnType<typeof useBillFilters>;
