import { readFileSync } from 'node:fs';
import path from 'node:path';

const LANG_DIR = path.join(import.meta.dirname, '../../../../public/lang');

let texts: { en: Record<string, string>; zh: Record<string, string> } | undefined;

const read = (lang: string) => JSON.parse(readFileSync(path.join(LANG_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;

/**
 * A message's English and simplified Chinese text in the console's language files: a route's own
 * menu leaf is titled by its route's title key, so its words are written once, with the route.
 */
export function messageTitles(key: string): { title: string; zh: string } {
  texts ??= { en: read('en'), zh: read('zh') };
  const title = texts.en[key];
  const zh = texts.zh[key];
  if (title === undefined || zh === undefined) throw new Error(`the menu title ${key} is missing from public/lang/en.json or zh.json`);
  return { title, zh };
}
