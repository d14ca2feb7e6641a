import { useRef } from 'react';

/**
 * `value` as it was when `key` last changed: the same object while the key is the same, so a
 * list or option rebuilt on every render (inline props, a URL parsed again) does not re-run the
 * effects and memos that depend on it. `key` must describe everything that matters in `value`.
 */
export function useStableValue<T>(value: T, key: string): T {
  const ref = useRef<{ key: string; value: T } | null>(null);
  if (ref.current === null || ref.current.key !== key) ref.current = { key, value };
  return ref.current.value;
}
