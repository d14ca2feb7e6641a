import type { UserMessage } from '../api/errors';
import type { Notifier } from '../stores/Notifier';

/** The part of antd's message API the bridge uses. */
export interface ToastApi {
  error(content: string): unknown;
  success(content: string): unknown;
  /** Closes every toast shown. */
  destroy?(): unknown;
}

type ToastKind = 'error' | 'success';

/**
 * Lets stores and the request layer toast at any moment of start-up: messages wait until
 * antd's message API is attached *and* the language file has loaded (a message id shown before
 * would show the id itself). A detach (a remount of the message holder) keeps what still waits;
 * only dispose drops it.
 */
export function createNotifierBridge(translate: (message: UserMessage) => string) {
  let api: ToastApi | null = null;
  let queue: Array<[ToastKind, UserMessage]> = [];
  let disposed = false;
  const flush = () => {
    if (!api) return;
    const pending = queue;
    queue = [];
    for (const [kind, message] of pending) api[kind](translate(message));
  };
  const send = (kind: ToastKind, message: UserMessage) => {
    if (disposed) return;
    queue.push([kind, message]);
    flush();
  };
  const notifier: Notifier & { attach(api: ToastApi): void; detach(): void; clear(): void; dispose(): void } = {
    error: (m) => send('error', m),
    success: (m) => send('success', m),
    /** Called once the holder is mounted and the language is ready. */
    attach(next) {
      if (disposed) return;
      api = next;
      flush();
    },
    detach() {
      api = null;
    },
    clear() {
      queue = [];
      api?.destroy?.();
    },
    dispose() {
      disposed = true;
      api = null;
      queue = [];
    },
  };
  return notifier;
}

export type NotifierBridge = ReturnType<typeof createNotifierBridge>;
