import type { UserMessage } from '../api/errors';

/** Toasts, decoupled from antd so stores and the request layer can be tested without React. */
export interface Notifier {
  error(message: UserMessage): void;
  success(message: UserMessage): void;
  /** Takes down the toasts shown or waiting (a session ended: none of them is the next user's business). */
  clear?(): void;
}
