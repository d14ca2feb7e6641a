import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * ICU strings to the form react-intl formats directly. A message the parser refuses stays a
 * literal (shown as written) instead of failing the whole language.
 */
export function compileMessages(strings: Record<string, string>): Record<string, MessageFormatElement[]> {
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(strings)) {
    try {
      out[id] = parse(text);
    } catch {
      out[id] = [{ type: 0, value: text } as MessageFormatElement];
    }
  }
  return out;
}
