// The rows of `npm run bench` and their verdicts: plain figures, rows with a budget (ok or OVER),
// rows whose budget is a multiple of the calibration (settled once it is known), rows that did not
// measure what they name (NOT MEASURED: why) and rows that crashed. gate.mjs turns them into the exit code.
import { FAILED, NOT_MEASURED, OK, OVER, budgetStatus, calibratedStatus, gate } from './gate.mjs';

export function createTable() {
  const rows = [];
  return {
    rows,
    /** A figure, with a verdict when `ok` is given (`value` the number it judged: not a number → NOT MEASURED). */
    row(metric, text, { budget = '—', ok, figure, note = '' } = {}) {
      const status = ok === undefined ? '' : figure === undefined ? (ok ? OK : OVER) : budgetStatus(figure, ok);
      rows.push({ metric, value: text, budget, status, note, why: status === NOT_MEASURED ? 'its figure is not a number' : undefined });
    },
    /** A row whose budget is `budget.multiple` × the calibration's figure of `budget.kind`. */
    calibratedRow(metric, valueMs, budget, note) {
      rows.push({ metric, value: `${Math.round(valueMs)} ms`, budget: '', status: '', note, calibrated: { valueMs, budget } });
    },
    /** A row that ran but did not measure what it names: it fails the bench. */
    notMeasured(metric, why, budget = '—') {
      rows.push({ metric, value: '—', budget, status: NOT_MEASURED, note: `NOT MEASURED: ${why}`, why });
    },
    /** A row whose measurement crashed: it fails the bench. */
    failed(metric, why) {
      rows.push({ metric, value: 'failed', budget: '—', status: FAILED, note: why, why });
    },
    /** Puts the calibration's row at `at` and settles every calibrated row against it. */
    settle(calibration, calibrationRow, at) {
      rows.splice(at, 0, calibrationRow);
      for (const r of rows.filter((x) => x.calibrated)) {
        const verdict = calibratedStatus(r.calibrated.valueMs, r.calibrated.budget, calibration);
        r.budget = verdict.label;
        r.status = verdict.status;
        if (verdict.status === NOT_MEASURED) {
          r.why = verdict.why;
          r.note = `NOT MEASURED: ${verdict.why}; ${r.note}`;
        } else {
          r.note = `${verdict.ratio.toFixed(2)}× cal (${r.calibrated.budget.kind}); ${r.note}`;
        }
      }
    },
    /** Prints the rows, then the gate's verdict; returns the exit code (1 on OVER, NOT MEASURED, failed, or a crash). */
    print({ crashed }) {
      const line = (r) => `${r.metric.padEnd(46)}${r.value.padEnd(13)}${r.budget.padEnd(19)}${r.status.padEnd(13)}${r.note}`.trimEnd();
      console.log(line({ metric: 'metric', value: 'value', budget: 'budget', status: '', note: 'notes' }));
      rows.forEach((r) => console.log(line(r)));
      const { code, failures } = gate(rows, { crashed });
      console.log(code ? `\nThe bench FAILS (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}` : '\nThe bench passes: every budget held and every row measured what it names.');
      return code;
    },
  };
}
