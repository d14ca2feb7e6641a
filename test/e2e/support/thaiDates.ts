// Issue 38 §3: Thai writes days day first with the Gregorian year ('29/02/2028', months '02/2028').
// What a Thai screen must not show as text: an ISO day or month ('2028-02-29', '2028-02', also as
// the head of an ISO instant) or a Buddhist-era year (2571). Pure, so the rules are unit-tested
// (test/support/thaiDates.test.ts); the walk feeds it the visible text of <main>.

/** An ISO day or month of the years 1900–2099, standing alone: not inside a code ('B-2028-01-0003', 'Block 2028-12A'), an instant's 'T' allowed after it. */
const ISO_DAY_OR_MONTH = /(?<![\w-])(?:19|20)\d{2}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?(?:(?![\w-])|(?=T\d))/g;

/** A Buddhist-era year 2500–2599 as a number of its own: not a part of a longer number ('2,571', '12571', '2571.5') or of a phone number. */
const BUDDHIST_YEAR = /(?<![\w+-]|\d[ ,.])25\d{2}(?![\w]|[.,]\d)/g;

/** Phone numbers ('+66 2 555 2567', '02-555-2567'): digit groups that are no year, taken out before years are looked for. */
const PHONE = /(?:\+\d{1,3}|(?<![\w/-])0\d{1,2})(?:[ -]\d{2,4}){2,}(?![\w-])/g;

/** The day, month and year texts in `text` that are not in the Thai convention, each once, in order of first appearance. */
export function datesNotThai(text: string): string[] {
  const iso = text.match(ISO_DAY_OR_MONTH) ?? [];
  const buddhist = text.replace(PHONE, ' ').match(BUDDHIST_YEAR) ?? [];
  return [...new Set([...iso, ...buddhist])];
}
