// Prints the one line CI reads, `N passed, N failed`, for the whole run: the vitest suites'
// JSON reports in test-results/ plus one failure for each check step (typecheck, lint) that failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'test-results';
let passed = 0;
let failed = 0;
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      if (typeof report.numPassedTests === 'number') {
        passed += report.numPassedTests;
        failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      } else if (typeof report.passed === 'number') {
        passed += report.passed;
        failed += report.failed;
      }
    } catch {
      failed += 1; // an unreadable report is a failed run
    }
  }
}
for (const step of readFileSync(path.join(dir, 'steps.log'), { encoding: 'utf8', flag: 'a+' }).split('\n')) {
  const [name, status] = step.split(' ');
  if (!name) continue;
  if (status === '0') passed += 1;
  else failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
