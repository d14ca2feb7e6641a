import { CURRENCY, LANGS, LOCALE_TAG } from '../../i18n/languages';

/**
 * Currency of the console language behind a react-intl locale tag (spec §9: zh CNY, th THB,
 * en USD, zh_hk HKD). Matches the exact tag first, then the language; USD when unknown.
 */
export function currencyForLocale(locale: string): string {
  const tag = locale.toLowerCase();
  const exact = LANGS.find((lang) => LOCALE_TAG[lang].toLowerCase() === tag);
  if (exact) return CURRENCY[exact];
  const language = tag.split('-')[0];
  const byLanguage = LANGS.find((lang) => LOCALE_TAG[lang].toLowerCase().split('-')[0] === language);
  return byLanguage ? CURRENCY[byLanguage] : CURRENCY.en;
}
