import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { AppUpdates } from '../lib/appUpdate';

// The bar loads only when a new version waits: the login route carries just this watcher.
const UpdateNoticeBar = lazy(() => import('./UpdateNoticeBar'));

/** "A new version is ready — reload", once the installed app's service worker has one waiting. */
export function UpdateNotice({ updates }: { updates: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, () => updates.waiting);
  const [later, setLater] = useState(false);
  if (!waiting || later) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNoticeBar onReload={() => updates.apply()} onLater={() => setLater(true)} />
    </Suspense>
  );
}
