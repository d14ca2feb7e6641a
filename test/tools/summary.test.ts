// @vitest-environment node
// The CI summary line, run as CI runs it (cwd with a test-results/ folder) on reports shaped like
// vitest 4's JSON reporter writes them (checked against a real run: a failing beforeAll leaves its
// tests 'skipped' in a 'failed' file; an import error or top-level throw lists no tests at all).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SUMMARY = path.resolve('test/tools/summary.mjs');
const RESET = path.resolve('test/tools/reset-results.mjs');

type Status = 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';

function suite(status: 'passed' | 'failed', tests: Status[], message = '') {
  return {
    assertionResults: tests.map((s, i) => ({ ancestorTitles: [], fullName: `t${i}`, status: s, title: `t${i}`, failureMessages: [], meta: {}, tags: [] })),
    startTime: 0,
    endTime: 0,
    status,
    message,
    name: `/repo/test/x${Math.random()}.test.ts`,
  };
}

function report(...suites: ReturnType<typeof suite>[]) {
  const all = suites.flatMap((s) => s.assertionResults.map((a) => a.status));
  const count = (...of: Status[]) => all.filter((s) => of.includes(s)).length;
  return {
    numTotalTestSuites: suites.length,
    numTotalTests: all.length,
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('skipped', 'pending'),
    numTodoTests: count('todo'),
    success: suites.every((s) => s.status === 'passed'),
    testResults: suites,
  };
}

const PASSING = report(suite('passed', ['passed', 'passed']));
let cwd = '';

beforeEach(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'summary-'));
  mkdirSync(path.join(cwd, 'test-results'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/** Writes test-results/ (objects as JSON, strings as they are) and returns the summary line. */
function summarize(files: Record<string, unknown>): string {
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(cwd, 'test-results', name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return execFileSync(process.execPath, [SUMMARY], { cwd, encoding: 'utf8' }).trim();
}

const EXPECTED = 'vitest.json\ne2e.json\n';

describe('CI summary line', () => {
  it('counts passing suites and check steps, with no skipped part when nothing was skipped', () => {
    expect(
      summarize({
        'expected-reports.txt': EXPECTED,
        'steps.log': 'typecheck 0\nlint 0\n',
        'vitest.json': report(suite('passed', ['passed', 'passed', 'passed']), suite('passed', ['passed'])),
        'e2e.json': PASSING,
      }),
    ).toBe('8 passed, 0 failed');
  });

  it('counts every test of a suite whose beforeAll failed as failed', () => {
    // As vitest writes it: the file 'failed', its tests 'skipped', numFailedTests 0.
    const hookFailed = report(suite('failed', ['skipped', 'skipped', 'skipped'], 'boom in beforeAll'), suite('passed', ['passed']));
    expect(hookFailed.numFailedTests).toBe(0);
    expect(summarize({ 'vitest.json': hookFailed })).toBe('1 passed, 3 failed');
  });

  it('counts the tests that did not pass in a failed suite, and passes the ones that did', () => {
    expect(summarize({ 'vitest.json': report(suite('failed', ['passed', 'failed', 'skipped', 'todo'])) })).toBe('1 passed, 3 failed');
  });

  it('counts a suite that failed with no tests listed (import error, top-level throw) as one failure', () => {
    const crashed = report(suite('failed', [], "Cannot find module './gone' imported from /repo/test/x.test.ts"), suite('passed', ['passed']));
    expect(crashed.numFailedTests).toBe(0);
    expect(summarize({ 'vitest.json': crashed })).toBe('1 passed, 1 failed');
  });

  it('counts a failed afterAll (every test passed, the file failed) as one failure', () => {
    expect(summarize({ 'vitest.json': report(suite('failed', ['passed', 'passed'], 'afterAll boom')) })).toBe('2 passed, 1 failed');
  });

  it('reports skipped, todo and pending tests of passing suites as skipped', () => {
    expect(summarize({ 'vitest.json': report(suite('passed', ['passed', 'skipped', 'todo']), suite('passed', ['pending'])) })).toBe(
      '1 passed, 0 failed, 3 skipped',
    );
  });

  it('counts a report with nothing failed but success false (no test files found) as one failure', () => {
    expect(summarize({ 'vitest.json': { ...report(), success: false } })).toBe('0 passed, 1 failed');
  });

  it('falls back to the totals when a report lists no suites, counting unfinished tests as failed', () => {
    const totals = { numTotalTests: 10, numPassedTests: 5, numFailedTests: 1, numPendingTests: 1, numTodoTests: 1, numRuntimeErrorTestSuites: 1 };
    expect(summarize({ 'vitest.json': totals })).toBe('5 passed, 4 failed, 2 skipped');
  });

  it('counts an unreadable report, or one without counts, as a failure', () => {
    expect(summarize({ 'vitest.json': '{"numPassedTests": 3, "testRes', 'e2e.json': PASSING })).toBe('2 passed, 1 failed');
    rmSync(path.join(cwd, 'test-results', 'vitest.json'));
    expect(summarize({ 'other.json': { hello: 'world' } })).toBe('2 passed, 1 failed');
  });

  it('counts an expected report that was never written as a failed suite', () => {
    expect(summarize({ 'expected-reports.txt': EXPECTED, 'steps.log': 'typecheck 0\nlint 0\n', 'vitest.json': PASSING })).toBe(
      '4 passed, 1 failed',
    );
  });

  it('counts each failed check step', () => {
    expect(summarize({ 'steps.log': 'typecheck 2\nlint 0\n' })).toBe('1 passed, 1 failed');
    // step.mjs also writes how long each took.
    expect(summarize({ 'steps.log': 'typecheck 0 31s\nlint 1 40s\n' })).toBe('1 passed, 1 failed');
  });

  it("counts the bench gate .ci/run runs after npm test as one result, passed or failed (issue 37 item 4)", () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts['bench:ci']).toBe('node test/bench/run.mjs --deterministic --no-build');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^node test\/tools\/step\.mjs bench:ci \|\| status=1$/m);
    const run = { 'expected-reports.txt': EXPECTED, 'vitest.json': PASSING, 'e2e.json': PASSING };
    expect(summarize({ ...run, 'steps.log': 'typecheck 0 31s\nlint 0 40s\nbench:ci 0 4s\n' })).toBe('7 passed, 0 failed');
    expect(summarize({ ...run, 'steps.log': 'typecheck 0 31s\nlint 0 40s\nbench:ci 1 4s\n' })).toBe('6 passed, 1 failed');
  });

  it('expects, after reset-results, the reports package.json tells vitest to write', () => {
    writeFileSync(path.join(cwd, 'test-results', 'stale.json'), '{}');
    execFileSync(process.execPath, [RESET], { cwd });
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    const written = ['test:unit', 'test:e2e'].map((s) => scripts[s]!.match(/--outputFile\.json=test-results\/(\S+\.json)/)?.[1]);
    expect(readFileSync(path.join(cwd, 'test-results', 'expected-reports.txt'), 'utf8').trim().split('\n')).toEqual(written);
    // Nothing ran yet: both suites are missing, and the stale report is gone.
    expect(summarize({})).toBe('0 passed, 2 failed');
  });
});
