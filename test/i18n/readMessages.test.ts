// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileLanguageFile } from '../../build/compiledMessages';
import { readMessages } from '../../src/i18n/messages';

const LANG_DIR = path.resolve('public/lang');
const format = (ast: unknown, values?: Record<string, unknown>) =>
  new IntlMessageFormat(ast as never, 'en-US').format(values as never) as string;

describe('language files as the build ships them', () => {
  it.each(readdirSync(LANG_DIR).filter((f) => f !== 'langList.json'))('%s compiles, every message', (file) => {
    const compiled = compileLanguageFile(path.join(LANG_DIR, file));
    expect(Object.keys(compiled).length).toBeGreaterThan(1000);
    expect(Object.values(compiled).every(Array.isArray)).toBe(true);
  });

  it('a compiled message formats exactly as its string does', async () => {
    const messages = await readMessages(compileLanguageFile(path.join(LANG_DIR, 'en.json')));
    expect(format(messages.loginExpired)).toBe('Login expired, please sign in again');
  });
});

describe('readMessages', () => {
  it('compiles plain ICU strings (a server that serves its own files) and keeps compiled ones', async () => {
    const messages = await readMessages({
      plain: 'Hello {name}',
      plural: '{n, plural, one {# store} other {# stores}}',
      compiled: [{ type: 0, value: 'Ready' }],
    });
    expect(format(messages.plain, { name: 'Ana' })).toBe('Hello Ana');
    expect(format(messages.plural, { n: 3 })).toBe('3 stores');
    expect(format(messages.compiled)).toBe('Ready');
  });

  it('shows a message the parser refuses as written instead of losing the language', async () => {
    const messages = await readMessages({ broken: 'Total {a, number' });
    expect(format(messages.broken)).toBe('Total {a, number');
  });

  it('drops values that are neither a string nor a compiled message, and refuses a file that is not an object', async () => {
    const messages = await readMessages({ ok: 'Fine', n: 42, nested: { a: 'b' }, list: ['x'] });
    expect(Object.keys(messages)).toEqual(['ok']);
    await expect(readMessages(['a'])).rejects.toThrow();
    await expect(readMessages('{"a":"b"}')).rejects.toThrow();
  });
});
