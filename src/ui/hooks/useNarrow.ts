import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): a phone, where the shell folds and lists become cards. */
export const NARROW_QUERY = '(max-width: 767.98px)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True while the viewport is narrower than 768 px; follows rotation and resizing (one listener per user, removed on unmount). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
