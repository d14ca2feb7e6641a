/**
 * A new version of the installed app (issue 39 item 5): the service worker has one waiting, and the
 * console offers to reload into it rather than swapping files under a running page. One per page,
 * made by the standalone entry (main.tsx); embedded, the console has none and offers nothing.
 */
export interface AppUpdates {
  /** True once a new version waits. */
  readonly waiting: boolean;
  /** Calls `listener` whenever `waiting` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The service worker's side: a version waits, and `activate` makes it take over and reloads the page. */
  offer(activate: () => Promise<void>): void;
  /** Takes the waiting version (the page reloads); false when none waits. */
  apply(): boolean;
}

export function createAppUpdates(): AppUpdates {
  let activate: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  return {
    get waiting() {
      return activate !== null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offer(next) {
      const was = activate !== null;
      activate = next;
      if (!was) listeners.forEach((listener) => listener());
    },
    apply() {
      if (!activate) return false;
      void activate();
      return true;
    },
  };
}

/**
 * The page reload of spec §9's chunk retry, agreeing with the service worker: when a new version
 * waits, the reload takes it (the old version's files may be gone from the server), else it is a
 * plain reload (the service worker serves the same, complete version from its cache).
 */
export function reloadIntoUpdate(updates: AppUpdates | undefined, reload: () => void): () => void {
  return () => {
    if (!updates?.apply()) reload();
  };
}
