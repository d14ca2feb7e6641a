import { UploadQueue } from './UploadQueue';
import type { RootStore } from '../RootStore';

const queues = new WeakMap<RootStore, UploadQueue>();

/**
 * The app instance's upload queue, built on first use (the login route never loads it) and
 * aborted with the instance: uploads go on while the user moves between screens, not after unmount.
 */
export function uploadsOf(root: RootStore): UploadQueue {
  let queue = queues.get(root);
  if (!queue) {
    const created = new UploadQueue();
    queue = created;
    queues.set(root, created);
    root.timers.own(() => created.dispose(), 'the upload queue');
  }
  return queue;
}
