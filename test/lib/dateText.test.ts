import { createIntl } from 'react-intl';
import { LOCALE_INTL_TAG } from '../../src/i18n/languages';
import { dateTimeText, dayRangeText, dayText, fieldFormat, monthText, monthTitle, parseDayText, weekdayName } from '../../src/lib/dateText';

/** One calendar per language (issue 38 §3): the helper every date a person reads or types goes through. */
const intlOf = (lang: keyof typeof LOCALE_INTL_TAG) => createIntl({ locale: LOCALE_INTL_TAG[lang], messages: {} });

describe('dates as people read them, per language', () => {
  it('writes days, months, ranges, date-times and month titles in one convention per language', () => {
    const rows = (['zh', 'en', 'zh_hk', 'th'] as const).map((lang) => {
      const intl = intlOf(lang);
      return [
        lang,
        fieldFormat(intl),
        dayText(intl, '2028-02-29'),
        monthText(intl, '2026-12'),
        dayRangeText(intl, '2026-12-28', '2027-01-03'),
        dateTimeText(intl, '2028-02-29T01:30:00Z', 'Asia/Shanghai'),
        monthTitle(intl, '2026-11'),
        weekdayName(intl, 1, 'long'),
      ];
    });
    expect(rows).toEqual([
      ['zh', 'YYYY-MM-DD', '2028-02-29', '2026-12', '2026-12-28 – 2027-01-03', '2028-02-29 09:30', '2026年11月', '星期一'],
      ['en', 'YYYY-MM-DD', '2028-02-29', '2026-12', '2026-12-28 – 2027-01-03', '2028-02-29 09:30', 'November 2026', 'Monday'],
      ['zh_hk', 'YYYY-MM-DD', '2028-02-29', '2026-12', '2026-12-28 – 2027-01-03', '2028-02-29 09:30', '2026年11月', '星期一'],
      // Thai: the Gregorian year everywhere, day first: never 2569 in a title beside 2026 in a field.
      ['th', 'DD/MM/YYYY', '29/02/2028', '12/2026', '28/12/2026 – 03/01/2027', '29/02/2028 09:30', 'พฤศจิกายน 2026', 'วันจันทร์'],
    ]);
  });

  it('reads a typed day back in the language’s format, refusing days that do not exist', () => {
    const th = intlOf('th');
    const en = intlOf('en');
    expect(parseDayText(th, '29/02/2028')).toBe('2028-02-29');
    expect(parseDayText(th, '1/3/2027')).toBe('2027-03-01');
    expect(parseDayText(th, '29/02/2027')).toBeUndefined();
    expect(parseDayText(th, '2026-12-31')).toBe('2026-12-31');
    expect(parseDayText(en, '2026-12-31')).toBe('2026-12-31');
    expect(parseDayText(en, '31/12/2026')).toBeUndefined();
    expect(parseDayText(en, '2026-02-29')).toBeUndefined();
  });
});
