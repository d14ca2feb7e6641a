// The bench as a gate (issue 37 item 4): a row is ok, OVER, NOT MEASURED (it did not measure what
// it names: no task in the trace, no CPU figure, no calibration) or failed (it crashed); any of the
// last three fails `npm run bench`. Pure logic, unit-tested (test/bench/gate.test.ts).
import { calibratedVerdict } from './calibration/budgets.mjs';

export const OK = 'ok';
export const OVER = 'OVER';
export const NOT_MEASURED = 'NOT MEASURED';
export const FAILED = 'failed';

/** Thrown by a measurement that ran but found nothing to measure; its row says why and fails the bench. */
export class NotMeasured extends Error {
  constructor(why) {
    super(why);
    this.name = 'NotMeasured';
  }
}

/** A figure every sample must carry: throws NotMeasured naming the row's figure when one lacks it. */
export function everySample(samples, key, what) {
  if (!samples.length) throw new NotMeasured(`no ${what}: no run completed`);
  const missing = samples.filter((s) => typeof s[key] !== 'number' || !Number.isFinite(s[key])).length;
  if (missing) throw new NotMeasured(`no ${what} in ${missing} of ${samples.length} runs`);
  return samples.map((s) => s[key]);
}

/**
 * The status of a row whose budget is a multiple of the calibration: `{ status, label, ratio, why }`.
 * Without a figure of its own or of the calibration's kind there is no verdict, so NOT MEASURED.
 */
export function calibratedStatus(valueMs, budget, calibration) {
  const verdict = calibratedVerdict(valueMs, budget, calibration);
  if (verdict.ok !== undefined) return { status: verdict.ok ? OK : OVER, label: verdict.label, ratio: verdict.ratio };
  const unit = calibration?.[budget.kind];
  const why = !Number.isFinite(valueMs)
    ? 'the row has no figure'
    : `no calibration ${budget.kind === 'cpu' ? 'CPU' : 'wall'} figure (${unit === undefined ? 'none measured' : `${unit} ms`})`;
  return { status: NOT_MEASURED, label: verdict.label, ratio: undefined, why };
}

/** The status of a row with a fixed budget: ok, OVER, or NOT MEASURED when its figure is not a number. */
export function budgetStatus(value, ok) {
  return Number.isFinite(value) ? (ok ? OK : OVER) : NOT_MEASURED;
}

/**
 * The bench's verdict over its rows (`{ metric, status, why? }`): exit code 1 and one line per
 * failing row when any is OVER, NOT MEASURED or failed, or when the run crashed; else 0.
 */
export function gate(rows, { crashed = false } = {}) {
  const failing = rows.filter((r) => r.status === OVER || r.status === NOT_MEASURED || r.status === FAILED);
  const failures = failing.map((r) => `${r.status}: ${r.metric}${r.why ? ` (${r.why})` : ''}`);
  if (crashed) failures.push('failed: the bench stopped before its rows were measured');
  return { code: failures.length ? 1 : 0, failures };
}
