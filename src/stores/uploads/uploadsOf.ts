import type { RootStore } from '../RootStore';
import { UploadQueue } from './UploadQueue';
import { existingUploads, forgetUploads, registerUploads } from './uploadsRegistry';

/**
 * The app instance's upload queue, built on first use (only screens that upload load it) and
 * aborted with the instance: uploads go on while the user moves between screens, not after unmount.
 */
export function uploadsOf(root: RootStore): UploadQueue {
  const known = existingUploads(root);
  if (known) return known;
  const queue = new UploadQueue();
  registerUploads(root, queue);
  root.timers.own(() => {
    queue.dispose();
    forgetUploads(root);
  }, 'the upload queue');
  return queue;
}
