// @vitest-environment node
import { BUDGETS, calibratedVerdict } from './calibration/budgets.mjs';
import { loginVerdict } from '../tools/report-size.mjs';
import { CHAOS_RATIO_BUDGET, chaosVerdict } from './network/chaosWalk.mjs';

// Issue 21 item 9: a bench row's verdict comes from the calibration measured in the same run, so a
// machine twice as slow doubles the budget with the figures. Literal numbers, no timing.
describe('bench budgets as multiples of the calibration', () => {
  const cpuRow = { multiple: 1.7, kind: 'cpu' as const };

  it('the budget is the multiple times the calibration figure of the row’s kind', () => {
    expect(calibratedVerdict(90, cpuRow, { cpu: 60, wall: 80 })).toEqual({ budgetMs: 102, ok: true, ratio: 1.5, label: '≤ 1.7× = 102 ms' });
    expect(calibratedVerdict(110, cpuRow, { cpu: 60, wall: 80 })).toMatchObject({ budgetMs: 102, ok: false });
    expect(calibratedVerdict(380, { multiple: 5, kind: 'wall' }, { cpu: 60, wall: 80 })).toMatchObject({ budgetMs: 400, ok: true, ratio: 4.75 }); // a wall row uses the wall figure
  });

  it('the same work on a machine twice as slow keeps its verdict (the issue’s 174 ms task against 100 ms)', () => {
    expect(calibratedVerdict(87, cpuRow, { cpu: 58 }).ok).toBe(true);
    expect(calibratedVerdict(174, cpuRow, { cpu: 116 }).ok).toBe(true);
    expect(calibratedVerdict(87, cpuRow, { cpu: 58 }).ratio).toBeCloseTo(calibratedVerdict(174, cpuRow, { cpu: 116 }).ratio!, 10);
    expect(calibratedVerdict(120, cpuRow, { cpu: 58 }).ok).toBe(false);
  });

  it('no calibration figure, no verdict', () => {
    expect(calibratedVerdict(50, cpuRow, { wall: 80 })).toMatchObject({ ok: undefined, budgetMs: undefined, label: '≤ 1.7× cal' });
    expect(calibratedVerdict(50, cpuRow, { cpu: 0 }).ok).toBeUndefined();
    expect(calibratedVerdict(Number.NaN, cpuRow, { cpu: 60 }).ok).toBeUndefined();
  });

  it('every CPU and task budget is a multiple of a calibration figure', () => {
    for (const budget of Object.values(BUDGETS)) {
      expect(budget.multiple).toBeGreaterThan(0);
      expect(['cpu', 'wall']).toContain(budget.kind);
    }
  });
});

describe('the login route against the axios floor (issue 21 item 8)', () => {
  it('passes at or below 0.97 × the floor of the same run, fails above', () => {
    expect(loginVerdict(269.4, 277.9, 0.97)).toMatchObject({ ok: true });
    expect(loginVerdict(269.4, 277.9, 0.97).ratio).toBeCloseTo(0.9694, 4);
    expect(loginVerdict(270, 277.9, 0.97)).toMatchObject({ ok: false });
    expect(loginVerdict(97, 100, 0.97)).toMatchObject({ ok: true, budgetKb: 97 });
  });
});

describe('the chaos walk against the plain walk (issue 36 item 4)', () => {
  it('passes at or below 8 × the plain walk of the same run, fails above: a ratio, not seconds', () => {
    expect(CHAOS_RATIO_BUDGET).toBe(8);
    expect(chaosVerdict(20_000, 160_000)).toEqual({ ratio: 8, ok: true });
    expect(chaosVerdict(20_000, 160_400)).toMatchObject({ ok: false });
    expect(chaosVerdict(40_000, 320_000)).toEqual({ ratio: 8, ok: true }); // a machine twice as slow keeps its verdict
    expect(chaosVerdict(0, 10_000).ok).toBe(false); // no plain walk, no pass
  });
});
