import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * A route parameter that selects a tab or a kind (`measurement-method/:metertype?`,
 * `common-ac/:actype`): read defensively (junk or absent gives `fallback`), and a new choice
 * rewrites the last path segment, keeping the search parameters (period, filters).
 */
export function useRouteParamTab<T extends number>(name: string, values: readonly T[], fallback: T): [T, (value: T) => void] {
  const params = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const raw = params[name];
  const parsed = raw !== undefined && /^\d{1,2}$/.test(raw) ? (Number(raw) as T) : undefined;
  const value = parsed !== undefined && values.includes(parsed) ? parsed : fallback;
  const set = useCallback(
    (next: T) => {
      // The parameter, when present, is the last segment of the path.
      const trimmed = pathname.replace(/\/+$/, '');
      const base = raw !== undefined ? trimmed.slice(0, trimmed.lastIndexOf('/')) : trimmed;
      navigate(`${base}/${next}${search}`);
    },
    [pathname, search, raw, navigate],
  );
  return [value, set];
}
