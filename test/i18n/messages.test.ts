// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { menuTitles } from '../../mock/api/db/menus/index';
import { DOMAIN_ROUTES } from '../../src/api/routeDeclarations';
import { LANGS } from '../../src/i18n/languages';
import { INDEX_ROUTES, TOP_ROUTES } from '../../src/routes';

const LANG_DIR = path.resolve('public/lang');
const read = (file: string) => JSON.parse(readFileSync(path.join(LANG_DIR, file), 'utf8')) as Record<string, string>;
const files = Object.fromEntries(LANGS.map((lang) => [lang, read(`${lang}.json`)]));
const en = files.en!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Message ids written literally in src: id="…", { id: '…' }, t('…'). */
function idsUsedInSource(): Set<string> {
  const ids = new Set<string>();
  const patterns = [/<FormattedMessage\s+id="([a-zA-Z][\w.-]*)"/g, /\bid: '([a-zA-Z][\w.-]*)'/g, /\bt\('([a-zA-Z][\w.-]*)'\)/g, /serverTextOr\([^,]+, '([\w.-]+)'\)/g];
  for (const file of sourceFiles(path.resolve('src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) ids.add(match[1]!);
  }
  return ids;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('language files (public/lang)', () => {
  it('the language list names the four languages', () => {
    const list = JSON.parse(readFileSync(path.join(LANG_DIR, 'langList.json'), 'utf8')) as Array<{ key: string }>;
    expect(list.map((e) => e.key)).toEqual(['zh', 'en', 'zh_hk', 'th']);
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has exactly the keys of en, none empty, with the same placeholders', (lang) => {
    const other = files[lang]!;
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(en[key]!));
    }
  });

  it('every message id used in src exists', () => {
    const used = idsUsedInSource();
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((id) => !(id in en));
    expect(missing).toEqual([]);
  });

  it('every module of the route table and every menu item of the mock has a translation', () => {
    const modules = new Set([...TOP_ROUTES, ...INDEX_ROUTES].map((r) => `module.${r.module}`));
    const missing = [...modules, ...Object.keys(menuTitles())].filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });

  it.each(LANGS)("%s has the title of every declared route (its domain's routes.ts)", (lang) => {
    expect(DOMAIN_ROUTES.length).toBeGreaterThan(117);
    const missing = DOMAIN_ROUTES.filter((route) => !(route.title in files[lang]!)).map((route) => `${route.name}: ${route.title}`);
    expect(missing).toEqual([]);
  });

  it('the error catalogue keys of spec §8 are present', () => {
    for (const key of ['loginExpired', 'operationFailed', 'requestError', 'requestFailed', 'failLogin', 'failSignOut', 'signOut2', 'loadFail', 'noComponentPath', 'loadTimerout', 'loadFailToRetry', 'pleaseSelect']) {
      expect(en).toHaveProperty(key);
    }
  });
});
