import { useEffect, useState } from 'react';
import type { RootStore } from '../RootStore';
import { contentHash } from '../../lib/media/contentHash';
import { UploadQueue } from './UploadQueue';
import { existingUploads, forgetUploads, registerUploads } from './uploadsRegistry';

/**
 * The session's upload queue, built on first use (only screens that upload load it) and aborted
 * and forgotten with the session: uploads go on while the user moves between screens, not after
 * sign-out (the next user never sends, nor sees, the previous user's files) or unmount.
 */
export function uploadsOf(root: RootStore): UploadQueue {
  const known = existingUploads(root);
  if (known) return known;
  const queue = new UploadQueue(contentHash);
  adopt(root, queue);
  return queue;
}

/**
 * The session's queue for a screen: read or built while it renders, registered in an effect. The
 * header observes the registry, so registering during render updated the header in the middle of
 * the screen's render (React's "Cannot update a component while rendering" and MobX's warning).
 */
export function useUploads(root: RootStore): UploadQueue {
  const [queue] = useState(() => existingUploads(root) ?? new UploadQueue(contentHash));
  useEffect(() => adopt(root, queue), [root, queue]);
  return queue;
}

/** Makes `queue` the session's, ended with it; nothing when it already is. */
function adopt(root: RootStore, queue: UploadQueue): void {
  if (existingUploads(root) === queue) return;
  registerUploads(root, queue);
  root.sessionTimers.own(() => {
    queue.dispose();
    forgetUploads(root);
  }, 'the upload queue');
}
