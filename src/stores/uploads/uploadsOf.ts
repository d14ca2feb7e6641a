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
  registerUploads(root, queue);
  root.sessionTimers.own(() => {
    queue.dispose();
    forgetUploads(root);
  }, 'the upload queue');
  return queue;
}
