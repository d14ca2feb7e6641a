// @vitest-environment node
import { BUDGETS, calibratedVerdict } from './calibration/budgets.mjs';
import { PROFILES } from './phone/bench.mjs';

// Issue 39 item 6: the phone rows' throttling is DevTools' "Slow 4G" and 4× CPU at 390 × 844 touch,
// and their budgets are wall multiples of the calibration. Literal numbers, no timing.
describe('the phone bench rows', () => {
  it('throttle as DevTools does: 562.5 ms, 1.6 Mbps and 750 kbps × 0.9 in bytes per second, CPU 4×', () => {
    expect(PROFILES.phone).toMatchObject({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, cpuRate: 4 });
    expect(PROFILES.phone.network).toEqual({ offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 });
    expect(PROFILES.desktop).toMatchObject({ viewport: { width: 1366, height: 768 }, cpuRate: 1, network: null });
  });

  it('hold the figures they were set from with about half again of headroom, and fail well past it', () => {
    const measured = { wall: 93 };
    expect(BUDGETS.phoneSignInForm.kind).toBe('wall');
    expect(BUDGETS.phoneSignInToDesk.kind).toBe('wall');
    expect(calibratedVerdict(6287, BUDGETS.phoneSignInForm, measured)).toMatchObject({ ok: true, budgetMs: 9300 });
    expect(calibratedVerdict(18292, BUDGETS.phoneSignInToDesk, measured)).toMatchObject({ ok: true, budgetMs: 27900 });
    expect(calibratedVerdict(9400, BUDGETS.phoneSignInForm, measured).ok).toBe(false);
    expect(calibratedVerdict(28000, BUDGETS.phoneSignInToDesk, measured).ok).toBe(false);
  });
});
