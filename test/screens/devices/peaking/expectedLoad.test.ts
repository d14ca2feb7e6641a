import type { PeakingPlanInput } from '../../../../src/api/devices/types';
import { expectedLoad, lastRunDay, runsOn } from '../../../../src/screens/devices/peaking/expectedLoad';

const plan: PeakingPlanInput = {
  name: 'test', store: 'st-1005-01', targetPeakKw: 100, weekdays: [1, 2, 3, 4, 5], dates: ['2026-11-01'], from: '2026-01-01', to: null, enabled: true,
  windows: [
    { start: '01:00', end: '03:00', storageKw: -50, precoolMinutes: 0 },
    { start: '10:00', end: '12:00', storageKw: 50, precoolMinutes: 60, precoolSetpoint: 24 },
  ],
};
// 40 kW all day, 150 and 130 kW at 10:00 and 11:00.
const actual = Array.from({ length: 24 }, (_, h) => (h === 10 ? 150 : h === 11 ? 130 : 40));

describe('expectedLoad (peaking-plan)', () => {
  it('charges until full (never above the target), pre-cools, and discharges down to the target', () => {
    const result = expectedLoad(actual, plan, '2026-10-30', { capacityKwh: 100, powerKw: 50 });
    expect(result.runs).toBe(true);
    // Usable 85 kWh: 50 in the first hour, 35 in the second.
    expect(result.expected.slice(0, 4)).toEqual([40, 90, 75, 40]);
    // Pre-cooling adds 10 kW (10 % of the target) in the hour before the window.
    expect(result.expected[9]).toBe(50);
    // 50 kW off 150, then 30 off 130: both at the target; 5 kWh left.
    expect(result.expected.slice(10, 12)).toEqual([100, 100]);
    expect(result).toMatchObject({ actualPeak: 150, expectedPeak: 100, clippedKwh: 80, hoursAbove: 0 });
  });

  it('without storage only the banked pre-cooling clips, once', () => {
    const result = expectedLoad(actual, plan, '2026-10-30', { capacityKwh: 0, powerKw: 0 });
    expect(result.expected.slice(9, 12)).toEqual([50, 140, 130]);
    expect(result).toMatchObject({ expectedPeak: 140, clippedKwh: 10, hoursAbove: 2 });
  });

  it('runs on its weekdays and extra dates within its range only', () => {
    expect(runsOn(plan, '2026-10-30')).toBe(true); // Friday
    expect(runsOn(plan, '2026-10-31')).toBe(false); // Saturday
    expect(runsOn(plan, '2026-11-01')).toBe(true); // Sunday, an extra date
    expect(runsOn({ ...plan, to: '2026-10-29' }, '2026-10-30')).toBe(false);
    expect(expectedLoad(actual, plan, '2026-10-31', { capacityKwh: 100, powerKw: 50 })).toMatchObject({ runs: false, expectedPeak: 150, clippedKwh: 0, hoursAbove: 2 });
    expect(lastRunDay(plan, '2026-01-01', '2026-10-31')).toBe('2026-10-30');
  });
});
