// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DATA_FROM, DAY_COUNT, dayFacts, dayIndex } from '../../mock/api/db/core/clock/calendar';
import { factorOfDay, factsOf, hourLabelOf, monthDays, monthsBetween } from '../../mock/api/db/core/metering/runOnDays';

/** The metered calendar counted on past the seed (issue 38 item 4): a year's end, a 28-day February, labels and factors. */

describe('the calendar after the seed', () => {
  it('keeps the seeded days and counts on from the same first day', () => {
    expect(DATA_FROM).toBe('2025-10-01');
    expect(factsOf(DAY_COUNT - 1)).toEqual(dayFacts(DAY_COUNT - 1));
    expect(factsOf(DAY_COUNT)).toMatchObject({ date: '2026-11-01', month: '2026-11', weekday: 6, offDay: true, holiday: false });
    expect(hourLabelOf(DAY_COUNT * 24 + 13)).toBe('2026-11-01T13:00');
  });

  it('turns the year: 31 December is day 364, 1 January day 0 of the next year', () => {
    const eve = dayIndex('2026-12-31');
    expect(factsOf(eve)).toMatchObject({ date: '2026-12-31', yearDay: 364, weekday: 3, offDay: false });
    // New Year's Day, a Friday, is a public holiday after the seed too: an off day.
    expect(factsOf(eve + 1)).toMatchObject({ date: '2027-01-01', month: '2027-01', yearDay: 0, weekday: 4, holiday: true, offDay: true });
    expect(factsOf(dayIndex('2027-01-04'))).toMatchObject({ weekday: 0, holiday: false, offDay: false });
    expect(monthsBetween(eve - 1, eve + 1)).toEqual(['2026-12', '2027-01']);
  });

  it('gives February 2027 its 28 days, and clips a month to the days with readings', () => {
    const feb = monthDays('2027-02', dayIndex('2027-03-31') + 1)!;
    expect([factsOf(feb.from).date, factsOf(feb.to).date, feb.to - feb.from + 1]).toEqual(['2027-02-01', '2027-02-28', 28]);
    expect(factsOf(feb.to + 1).date).toBe('2027-03-01');
    const november = monthDays('2026-11', DAY_COUNT + 7)!;
    expect([factsOf(november.from).date, factsOf(november.to).date]).toEqual(['2026-11-01', '2026-11-07']);
    expect(monthDays('2026-12', DAY_COUNT + 7)).toBeUndefined();
  });

  it('uses the grid factor in force on a day after the seed', () => {
    expect(factorOfDay('electricity', dayIndex('2027-01-01'))).toBe(0.5366);
    expect(factorOfDay('electricity', dayIndex('2025-12-31'))).toBe(0.5703);
  });
});
