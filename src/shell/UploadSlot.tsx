import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores/context';
import { existingUploads } from '../stores/uploads/uploadsRegistry';

// A chunk of its own: most sessions never upload, and /index/home has a size budget.
const UploadBadge = lazy(() => import('./UploadBadge'));

/** The header's place for uploads: empty until a screen has queued some in this app instance. */
export const UploadSlot = observer(function UploadSlot({ color }: { color?: string }) {
  const queue = existingUploads(useStores());
  if (!queue) return null;
  return (
    <Suspense fallback={null}>
      <UploadBadge queue={queue} color={color} />
    </Suspense>
  );
});
