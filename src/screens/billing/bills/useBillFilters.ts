import { useCallback } from 'react';
import { useUrlParams } from '../../../ui/url-state/useUrlParams';
import type { BillStateFilter } from '../../../api/billing/billsTypes';
import { oneOfParam } from '../../../ui/url-state/codecs';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';

export const BILL_STATE_FILTERS: readonly BillStateFilter[] = ['draft', 'issued', 'partial', 'paid', 'overdue', 'void'];

const month = { parse: (raw: string | null) => (raw !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined), serialize: (v: string) => v || null };
const did = { parse: (raw: string | null) => (raw !== null && /^[\w.-]{1,120}$/.test(raw) ? raw : undefined), serialize: (v: string) => v || null };
const text = { parse: (raw: string | null) => (raw === null ? undefined : raw.trim().slice(0, 60)), serialize: (v: string) => v.trim() || null };
const stateCodec = oneOfParam<BillStateFilter>(BILL_STATE_FILTERS);

/** The bill list's filters and the open bill, each in the URL, read defensively (junk reads as absent). */
export function useBillFilters() {
  const [monthValue, setMonth] = useSearchParam('month', month.parse, month.serialize, '');
  const [state, setState] = useSearchParam<BillStateFilter | ''>('state', stateCodec.parse, (v) => v || null, '');
  const [tenant, setTenant] = useSearchParam('tenant', did.parse, did.serialize, '');
  const [q, setQ] = useSearchParam('q', text.parse, text.serialize, '');
  const [bill, setBill] = useSearchParam('bill', did.parse, did.serialize, '');
  // One navigation for both, so neither write overwrites the other.
  const [, setParams] = useUrlParams();
  const showDrafts = useCallback(
    (month: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('month', month);
        next.set('state', 'draft');
        return next;
      }, { replace: true }),
    [setParams],
  );
  return { month: monthValue, setMonth, state, setState, tenant, setTenant, q, setQ, bill, setBill, showDrafts };
}

export type BillFilters = ReturnType<typeof useBillFilters>;
