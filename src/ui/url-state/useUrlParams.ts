import { useCallback, useEffect, useRef } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one wrapper of it
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';

/**
 * useSearchParams whose setter does nothing once the screen has gone: a late answer (a tree
 * opened, a default chosen) must not write its page's state into the next page's URL.
 */
export function useUrlParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const set = useCallback<SetURLSearchParams>((next, options) => {
    if (mounted.current) setParams(next, options);
  }, [setParams]);
  return [params, set];
}
