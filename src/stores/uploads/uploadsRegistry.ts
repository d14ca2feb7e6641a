import { action, observable } from 'mobx';
import type { RootStore } from '../RootStore';
import type { UploadQueue } from './UploadQueue';

/** Each app instance's queue, once a screen made one (observable: the header shows it from then on). */
const queues = observable.map<RootStore, UploadQueue>(undefined, { deep: false });

/** The instance's queue if a screen has made one; the header asks this, so it loads no queue code before. */
export function existingUploads(root: RootStore): UploadQueue | undefined {
  return queues.get(root);
}

export const registerUploads = action((root: RootStore, queue: UploadQueue): void => {
  queues.set(root, queue);
});

/** The header, which observes the registry, then shows no queue (sign-out, unmount). */
export const forgetUploads = action((root: RootStore): void => {
  queues.delete(root);
});
