import type { MessageFormatElement } from 'react-intl';
import { isRecord } from '../lib/safeJson';

/** A language's messages in the form react-intl formats without parsing. */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * Reads a language file defensively. The built console ships its files compiled (so the login
 * route carries no ICU parser); a file of plain ICU strings (the dev server's, or one a server
 * provides) is compiled here by the parser, which is loaded only then.
 */
export async function readMessages(json: unknown): Promise<Messages> {
  if (!isRecord(json)) throw new Error('language file is not an object');
  const messages: Messages = {};
  const strings: Record<string, string> = {};
  for (const [id, value] of Object.entries(json)) {
    if (typeof value === 'string') strings[id] = value;
    else if (Array.isArray(value) && value.every(isRecord)) messages[id] = value as unknown as MessageFormatElement[];
  }
  if (Object.keys(strings).length === 0) return messages;
  const { compileMessages } = await import('./compileMessages');
  return Object.assign(messages, compileMessages(strings));
}
