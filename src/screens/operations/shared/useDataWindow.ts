import { useMemo } from 'react';
import type { DataBounds } from '../../../api/operations/boundsTypes';
import type { Period } from '../../../lib/period';
import { dayAt } from '../../../lib/days';
import { useResource } from '../../../ui/resource/useResource';
import { usePeriodParam } from '../../../ui/url-state/usePeriodParam';
import { openingPeriod, pickerDays } from './dataWindow';

// Before the bounds arrive nothing is asked for; this only fills the picker's type.
const WAITING: Period = { granularity: 'month', start: dayAt(0), end: dayAt(0) };

/**
 * A screen's days with data (read with `readBounds`, null until the page id is known) and its
 * period in the URL (`period`, `from`, `to`): bounded by the first day with data and today,
 * opening on the last whole month with data. `bounds` is undefined until they arrive.
 */
export function useDataWindow(readBounds: ((signal: AbortSignal) => Promise<DataBounds>) | null, deps: readonly unknown[]) {
  const resource = useResource<DataBounds>(readBounds, deps);
  const bounds = resource.value;
  const fallback = useMemo(() => (bounds ? openingPeriod(bounds) : WAITING), [bounds]);
  const [period, setPeriod] = usePeriodParam(fallback, bounds ? pickerDays(bounds) : {});
  return { bounds, boundsFailed: resource.status === 'error', reloadBounds: () => void resource.reload(), period, setPeriod };
}
