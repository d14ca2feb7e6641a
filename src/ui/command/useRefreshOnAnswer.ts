import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { CommandTracker } from './CommandTracker';

/**
 * The shown state follows the device: each time another command of the tracker's last batch ends
 * (confirmed, failed, timed out or refused), the screen's live data is read again at once, not at
 * its next refresh.
 */
export function useRefreshOnAnswer(tracker: Pick<CommandTracker<unknown>, 'lastBatch' | 'pending'>, live: { refresh(): void }): void {
  useEffect(() => reaction(() => tracker.lastBatch.filter((did) => !tracker.pending(did)).length, (done) => done > 0 && live.refresh()), [tracker, live]);
}
