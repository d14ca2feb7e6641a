// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS } from '../../../mock/api/db/core/resourceKinds';

/**
 * Issue 35 item 7: every kind of resource a write of the mock names reads as words in the four
 * languages. The kinds come from the mock's own list, which its types require every write to
 * use (a kind not in it does not compile), so a new kind cannot be left unnamed.
 */
const LANGS = ['en', 'zh', 'zh_hk', 'th'] as const;
const messages = (lang: string) => JSON.parse(readFileSync(`public/lang/${lang}.json`, 'utf8')) as Record<string, string>;

describe('resource kinds of the audit', () => {
  it('lists each kind once', () => {
    expect(new Set(RESOURCE_KINDS).size).toBe(RESOURCE_KINDS.length);
    expect(RESOURCE_KINDS).toEqual(expect.arrayContaining(['bnb-booking', 'rate-rule', 'role', 'user', 'store', 'bill', 'standard', 'run-config']));
  });

  it.each(LANGS)('names every kind in %s', (lang) => {
    const words = messages(lang);
    const missing = RESOURCE_KINDS.filter((kind) => !words[`audit.resource.${kind}`]?.trim());
    expect(missing).toEqual([]);
  });

  it('Thai and Chinese readers get their own words, not the English ones', () => {
    const en = messages('en');
    for (const lang of ['zh', 'zh_hk', 'th']) {
      const words = messages(lang);
      const english = RESOURCE_KINDS.filter((kind) => words[`audit.resource.${kind}`] === en[`audit.resource.${kind}`]);
      expect(english, lang).toEqual([]);
    }
  });
});
