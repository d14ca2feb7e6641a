// Empties test-results/ before a run, so the summary counts only this run's reports, and lists
// the reports this run must write (the `--outputFile.json` of test:unit and test:e2e in
// package.json): the summary counts a listed report that never appeared as a failed suite.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const EXPECTED_REPORTS = ['vitest.json', 'e2e.json'];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/expected-reports.txt', `${EXPECTED_REPORTS.join('\n')}\n`);
