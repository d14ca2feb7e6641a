// @vitest-environment node
import { createIntl } from 'react-intl';
import { LOCALE_INTL_TAG } from '../../../src/i18n/languages';
import { daysText, rangeText } from '../../../src/screens/devices/peaking/planText';
import { paramsText } from '../../../src/screens/operations/reports/shared/reportText';
import { dayRule } from '../../../src/ui/form/dayRule';

/** The Thai and English words of the messages these pieces fill (public/lang). */
const MESSAGES = {
  th: { 'devices.peaking.fromOnly': 'ตั้งแต่ {from}', 'operations.reports.params': '{from} – {to} · {station} · {type}', 'operations.reports.all': 'ทั้งหมด', 'validation.dayAs': 'วันที่ในรูปแบบ {format}' },
  en: { 'devices.peaking.fromOnly': 'from {from}', 'operations.reports.params': '{from} – {to} · {station} · {type}', 'operations.reports.all': 'All', 'validation.dayAs': 'A day as {format}' },
};
const intlOf = (lang: 'th' | 'en') => createIntl({ locale: LOCALE_INTL_TAG[lang], messages: MESSAGES[lang], onError: () => {} });

/** Issue 38 §3: a peaking plan's days, a report's months and a typed day's rule name dates the Thai way in Thai, ISO in English. */
describe('days and months of devices and operations in Thai (issue 38 §3)', () => {
  it('writes a peaking plan\'s range and extra dates day first in Thai', () => {
    const plan = { from: '2027-09-01', to: '2028-02-29', weekdays: [], dates: ['2028-02-29'] };
    expect(rangeText(intlOf('th'), plan)).toBe('01/09/2027 – 29/02/2028');
    expect(rangeText(intlOf('th'), { from: '2027-09-01', to: null })).toBe('ตั้งแต่ 01/09/2027');
    expect(daysText(intlOf('th'), plan)).toBe('29/02/2028');
    expect(rangeText(intlOf('en'), plan)).toBe('2027-09-01 – 2028-02-29');
    expect(rangeText(intlOf('en'), { from: '2027-09-01', to: null })).toBe('from 2027-09-01');
  });

  it('writes a report\'s months month first with the Gregorian year in Thai', () => {
    const params = { from: '2027-11', to: '2028-01', station: '', faulttype: '' };
    expect(paramsText(intlOf('th'), params, undefined)).toBe('11/2027 – 01/2028 · ทั้งหมด · ทั้งหมด');
    expect(paramsText(intlOf('en'), params, undefined)).toBe('2027-11 – 2028-01 · All · All');
  });

  it('refuses a typed text that is no day, naming the format of the language', async () => {
    await expect(dayRule(intlOf('th')).validator(null, '31/02/2028')).rejects.toThrow('วันที่ในรูปแบบ DD/MM/YYYY');
    await expect(dayRule(intlOf('en')).validator(null, '2028-02-30')).rejects.toThrow('A day as YYYY-MM-DD');
    await expect(dayRule(intlOf('th')).validator(null, '2028-02-29')).resolves.toBeUndefined();
    await expect(dayRule(intlOf('th')).validator(null, '')).resolves.toBeUndefined();
  });
});
