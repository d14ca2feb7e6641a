import type { IntlShape } from 'react-intl';
import { dayText, monthText, stampText } from './dateText';

/** Parameters a server sends beside a message key (instants travel as ISO strings). */
export type MessageValues = Record<string, string | number>;

/**
 * What a server says about a refusal or a failure: the id of its message in public/lang with
 * its values, beside its own (English) text for when the console has no message for the key.
 */
export interface KeyedText {
  messageKey?: string;
  values?: MessageValues;
  /** The server's own words. */
  message?: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** Values for people: ISO instants become a date and time in the user's locale, days and months the language's convention (dateText); the rest as sent. */
export function localValues(intl: IntlShape, values: MessageValues | undefined): MessageValues | undefined {
  if (!values) return values;
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string') out[name] = value;
    else if (INSTANT.test(value)) out[name] = stampText(intl, value);
    else out[name] = DAY.test(value) ? dayText(intl, value) : MONTH.test(value) ? monthText(intl, value) : value;
  }
  return out;
}

/** Whether the user's language has a message for this id. */
export function hasMessage(intl: IntlShape, id: string | undefined): id is string {
  return id !== undefined && id !== '' && intl.messages[id] !== undefined;
}

/**
 * The one way a server's keyed text reaches people: the message `id` (the key itself unless a
 * screen names it otherwise) in the user's language with its values, else the server's text.
 */
export function keyedText(intl: IntlShape, said: KeyedText, id: string | undefined = said.messageKey): string {
  if (hasMessage(intl, id)) return intl.formatMessage({ id }, localValues(intl, said.values));
  return said.message ?? id ?? '';
}

/** A message of the request layer: an id (with the server's text as its fallback) or literal text. */
export type IdOrText = { id: string; values?: MessageValues; fallback?: string } | { text: string };

/** The text of a request-layer message in the user's language (see keyedText). */
export function idOrText(intl: IntlShape, message: IdOrText): string {
  if ('text' in message) return message.text;
  if (message.fallback !== undefined) return keyedText(intl, { messageKey: message.id, values: message.values, message: message.fallback });
  return intl.formatMessage({ id: message.id, defaultMessage: message.id }, localValues(intl, message.values));
}

/**
 * The key of a refusal in an envelope's result: an access refusal's `{ messageKey, values }`, or
 * the first of its field errors (the one the server's message names).
 */
export function keyOfResult(result: unknown): { messageKey: string; values?: MessageValues } | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const errors = (result as { errors?: unknown }).errors;
  const said = Array.isArray(errors) ? errors[0] : result;
  if (typeof said !== 'object' || said === null) return undefined;
  const { messageKey, values } = said as { messageKey?: unknown; values?: unknown };
  if (typeof messageKey !== 'string' || messageKey === '') return undefined;
  return { messageKey, ...(typeof values === 'object' && values !== null ? { values: values as MessageValues } : {}) };
}

/** A server's text and, beside it, its key and values (a device's reason, a command's failure). */
export function textWithKey(intl: IntlShape, text: string | undefined, key: { messageKey: string; values?: MessageValues } | undefined): string {
  return keyedText(intl, { messageKey: key?.messageKey, values: key?.values, message: text ?? '' });
}

/** A reason as a tracker keeps it: the server's text alone, or keyed. */
export type Reason = string | KeyedText;

export function reasonText(intl: IntlShape, reason: Reason | undefined): string {
  if (reason === undefined) return '';
  return typeof reason === 'string' ? reason : keyedText(intl, reason);
}

/** A request-layer message as a reason (its key kept, the server's text beside it). */
export function reasonOf(message: IdOrText): Reason {
  return 'text' in message ? message.text : { messageKey: message.id, values: message.values, message: message.fallback ?? message.id };
}
