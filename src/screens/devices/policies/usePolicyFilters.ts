import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PolicyFilters {
  /** Part of the name. */
  q: string;
  enabled?: 'on' | 'off';
  kind?: 'schedule' | 'trigger';
}

const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | undefined => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined);

/**
 * The policy list's filters in the URL (`q`, `enabled`, `kind`), read defensively and written
 * together (one history entry replaced, other parameters kept).
 */
export function usePolicyFilters(): [PolicyFilters, (next: PolicyFilters) => void] {
  const [params, setParams] = useSearchParams();
  const [q, enabled, kind] = [params.get('q'), params.get('enabled'), params.get('kind')];
  const filters = useMemo<PolicyFilters>(
    () => ({ q: (q ?? '').trim().slice(0, 60), enabled: oneOf(enabled, ['on', 'off'] as const), kind: oneOf(kind, ['schedule', 'trigger'] as const) }),
    [q, enabled, kind],
  );
  const setFilters = useCallback(
    (next: PolicyFilters) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          for (const [key, value] of [['q', next.q.trim()], ['enabled', next.enabled], ['kind', next.kind]] as const) {
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}
