/**
 * China's public holidays (whole days off for offices, busy days for shops), for any year the
 * world may start in (CEM_MOCK_START): the fixed ones every year, the lunar ones by year. Days are
 * 'MM-DD'; a year missing from the lunar table has only the fixed holidays.
 */
type Span = readonly [from: string, to: string];

/** New Year, Qingming, Labour Day and National Day. */
const FIXED: readonly Span[] = [['01-01', '01-03'], ['04-04', '04-06'], ['05-01', '05-05'], ['10-01', '10-07']];

/** Spring Festival, Dragon Boat and Mid-Autumn, as announced (after 2026: around the lunar days). */
const LUNAR: Readonly<Record<number, readonly Span[]>> = {
  2024: [['02-10', '02-17'], ['06-10', '06-10'], ['09-15', '09-17']],
  // Mid-Autumn (6 October) joined National Day: 1 to 8 October.
  2025: [['01-28', '02-04'], ['05-31', '06-02'], ['10-08', '10-08']],
  2026: [['02-15', '02-23'], ['06-19', '06-21'], ['09-25', '09-27']],
  2027: [['02-05', '02-11'], ['06-09', '06-11'], ['09-15', '09-17']],
  2028: [['01-25', '01-31'], ['05-28', '05-30'], ['10-08', '10-08']],
  2029: [['02-12', '02-18'], ['06-16', '06-18'], ['09-22', '09-24']],
  2030: [['02-02', '02-08'], ['06-05', '06-07'], ['09-12', '09-14']],
};

/** Is a 'YYYY-MM-DD' day a public holiday in China? */
export function isHoliday(date: string): boolean {
  const monthDay = date.slice(5);
  const spans = [...FIXED, ...(LUNAR[Number(date.slice(0, 4))] ?? [])];
  return spans.some(([from, to]) => from <= monthDay && monthDay <= to);
}
