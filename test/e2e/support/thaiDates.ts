// Issue 38 §3: Thai writes days day first with the Gregorian year ('29/02/2028', months '02/2028').
// What a Thai screen must not show as text: an ISO day or month ('2028-02-29', '2028-02', also as
// the head of an ISO instant) or a date in the Buddhist era (29/02/2571, 'กุมภาพันธ์ 2571'). Pure, so
// the rules are unit-tested (test/support/thaiDates.test.ts); the walk feeds it <main>'s visible text.

/** An ISO day or month of the years 1900–2099, standing alone: not inside a code ('B-2028-01-0003', 'Block 2028-12A'), an instant's 'T' allowed after it. */
const ISO_DAY_OR_MONTH = /(?<![\w-])(?:19|20)\d{2}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?(?:(?![\w-])|(?=T\d))/g;

/** Thai month names, long and short ('กุมภาพันธ์', 'ก.พ.'), as the Thai locale writes them. */
const THAI_MONTHS = (['long', 'short'] as const).flatMap((width) => {
  const format = new Intl.DateTimeFormat('th-TH-u-ca-gregory', { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2028, month, 15)));
});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A Buddhist-era year (2500–2599) where a date writes its year: after a day and month or a month
 * ('29/02/2571', '02/2571'), before an ISO month ('2571-02'), after a Thai month name or 'พ.ศ.' on
 * the same line. A number of its own (a room '2502', a figure, the next text after a day '1 พ.ย.') is no year.
 */
const BUDDHIST_DATE = new RegExp(
  [
    String.raw`(?<![\w/])(?:\d{1,2}/){1,2}25\d{2}(?!\w)`,
    String.raw`(?<![\w-])25\d{2}-(?:0[1-9]|1[0-2])(?!\d)`,
    String.raw`(?:${[...THAI_MONTHS, 'พ.ศ.'].map(escape).join('|')})[ \u00a0]*25\d{2}(?!\d)`,
  ].join('|'),
  'g',
);

/** The dates in `text` that are not in the Thai convention, each once, in order of first appearance per kind. */
export function datesNotThai(text: string): string[] {
  return [...new Set([...(text.match(ISO_DAY_OR_MONTH) ?? []), ...(text.match(BUDDHIST_DATE) ?? [])])];
}
