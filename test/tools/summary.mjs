// Prints the one line CI reads, `N passed, N failed` (then `, N skipped` when any test was
// skipped), for the whole run: the vitest suites' JSON reports in test-results/, one failure for
// each check step (typecheck, lint) that failed, and one for each expected report
// (expected-reports.txt, written by reset-results.mjs) that was never written. The bench gate
// (`npm run bench:ci`, run by .ci/run through step.mjs) is one such step: one result, passed or failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'test-results';
// vitest 4's JSON reporter maps skip → 'skipped', todo → 'todo', and run/queued/only → 'pending'.
const SKIPPED = new Set(['skipped', 'pending', 'todo']);
let passed = 0;
let failed = 0;
let skipped = 0;

/** Counts one suite (one test file) of a jest-style report. */
function countSuite(suite) {
  const tests = Array.isArray(suite.assertionResults) ? suite.assertionResults : [];
  const ok = tests.filter((t) => t.status === 'passed').length;
  passed += ok;
  if (suite.status !== 'passed') {
    // A failed beforeAll marks its tests 'skipped', an import error or a top-level throw lists
    // none, a failed afterAll leaves them all passed: whatever did not pass failed, and the
    // suite is at least one failure.
    failed += Math.max(1, tests.length - ok);
    return;
  }
  for (const t of tests) {
    if (t.status === 'passed') continue;
    if (SKIPPED.has(t.status)) skipped += 1;
    else failed += 1; // 'failed' and any status we do not know
  }
}

/** Counts one report: per suite when it lists them, else from its totals. */
function countReport(report) {
  const before = failed;
  if (Array.isArray(report.testResults)) {
    report.testResults.forEach(countSuite);
  } else if (typeof report.numPassedTests === 'number') {
    const p = report.numPassedTests;
    const f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    passed += p;
    skipped += s;
    // Tests in the total that are neither passed, failed nor skipped never finished.
    failed += f + Math.max(0, (report.numTotalTests ?? 0) - p - (report.numFailedTests ?? 0) - s);
  } else if (typeof report.passed === 'number' && typeof report.failed === 'number') {
    passed += report.passed;
    failed += report.failed;
    skipped += typeof report.skipped === 'number' ? report.skipped : 0;
  } else {
    failed += 1; // a report we cannot read the counts of
  }
  // vitest says success: false with nothing failed when, e.g., it found no test files.
  if (report.success === false && failed === before) failed += 1;
}

const lines = (file) => {
  const full = path.join(dir, file);
  return existsSync(full) ? readFileSync(full, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean) : [];
};

const reports = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const file of reports) {
  try {
    countReport(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  } catch {
    failed += 1; // an unreadable report is a failed run
  }
}
for (const file of lines('expected-reports.txt')) {
  if (!reports.includes(file)) failed += 1; // its suite crashed or never ran
}
for (const step of lines('steps.log')) {
  const [, status] = step.split(' ');
  if (status === '0') passed += 1;
  else failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
