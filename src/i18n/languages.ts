import type { LangKey } from '../api/types';

/** The four languages the console ships (spec §1). */
export const LANGS: readonly LangKey[] = ['zh', 'en', 'zh_hk', 'th'];

export function isLangKey(value: unknown): value is LangKey {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** BCP 47 tags for react-intl and the Accept-Language header. */
export const LOCALE_TAG: Record<LangKey, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  zh_hk: 'zh-HK',
  th: 'th-TH',
};

/**
 * The tags dates and numbers are formatted with: Thai reads the Gregorian year (ค.ศ.), as its date
 * fields, messages and exports write it (one calendar per language, src/lib/dateText.ts).
 */
export const LOCALE_INTL_TAG: Record<LangKey, string> = { ...LOCALE_TAG, th: 'th-TH-u-ca-gregory' };

/** Currency by language (spec §9). */
export const CURRENCY: Record<LangKey, string> = {
  zh: 'CNY',
  en: 'USD',
  zh_hk: 'HKD',
  th: 'THB',
};

/** Formats an amount in the language's currency. */
export function formatMoney(lang: LangKey, amount: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[lang], { style: 'currency', currency: CURRENCY[lang] }).format(amount);
}
