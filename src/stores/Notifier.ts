import type { UserMessage } from '../api/errors';

/** Toasts, decoupled from antd so stores and the request layer can be tested without React. */
export interface Notifier {
  error(message: UserMessage): void;
  success(message: UserMessage): void;
}
