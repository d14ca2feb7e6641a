import type { UserMessage } from '../api/errors';
import type { Notifier } from '../stores/Notifier';

/** The part of antd's message API the bridge uses. */
export interface ToastApi {
  error(content: string): unknown;
  success(content: string): unknown;
}

/**
 * Lets stores and the request layer toast before React has mounted: messages wait until
 * antd's message API is attached, and are dropped when the app is disposed.
 */
export function createNotifierBridge(translate: (message: UserMessage) => string) {
  let api: ToastApi | null = null;
  let queue: Array<[keyof ToastApi, UserMessage]> = [];
  const send = (kind: keyof ToastApi, message: UserMessage) => {
    if (api) api[kind](translate(message));
    else queue.push([kind, message]);
  };
  const notifier: Notifier & { attach(api: ToastApi): void; detach(): void } = {
    error: (m) => send('error', m),
    success: (m) => send('success', m),
    attach(next) {
      api = next;
      const pending = queue;
      queue = [];
      for (const [kind, message] of pending) send(kind, message);
    },
    detach() {
      api = null;
      queue = [];
    },
  };
  return notifier;
}

export type NotifierBridge = ReturnType<typeof createNotifierBridge>;
