import { createIntl } from 'react-intl';
import { LOCALE_INTL_TAG } from '../../src/i18n/languages';
import { dateTimeText, dayForm, dayRangeForm, dayRangeText, dayText, fieldFormat, instantForm, monthText, monthTitle, parseDayText, shortDayText, stampText, weekdayName } from '../../src/lib/dateText';

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

  it('writes stamps, instants in a form, calendar days and day ranges in the language, Thai in the Gregorian year', () => {
    const rows = (['en', 'zh', 'th'] as const).map((lang) => {
      const intl = intlOf(lang);
      return [
        stampText(intl, '2026-12-31T16:30:00Z', 'Asia/Shanghai'),
        instantForm(intl, '2026-12-31T16:30:05Z', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }, 'Asia/Bangkok'),
        // A calendar day is never moved by a zone, even one far west of UTC.
        dayForm(intl, '2028-02-29', { weekday: 'short', month: 'short', day: 'numeric' }),
        dayRangeForm(intl, '2026-12-28', '2027-01-03', { year: 'numeric', month: 'short', day: 'numeric' }),
      ].map((text) => text.replace(/\s/g, ' ')); // ICU's thin and narrow spaces read as spaces
    });
    expect(rows[0]).toEqual(['Jan 1, 2027, 12:30 AM', '23:30:05', 'Tue, Feb 29', 'Dec 28, 2026 – Jan 3, 2027']);
    expect(rows[1]![0]).toContain('2027');
    expect(rows[2]!.join(' ')).not.toContain('2569');
    expect(rows[2]![3]).toContain('2027');
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

  it('writes a day without its year (chart axes) in the order of the language', () => {
    const short = (lang: keyof typeof LOCALE_INTL_TAG) => ['2028-02-01', '2028-02-29T13:00', 'total'].map((day) => shortDayText(intlOf(lang), day));
    expect(short('en')).toEqual(['02-01', '02-29', 'total']);
    expect(short('zh')).toEqual(['02-01', '02-29', 'total']);
    expect(short('th')).toEqual(['01/02', '29/02', 'total']);
  });
});
