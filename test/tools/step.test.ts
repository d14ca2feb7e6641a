// @vitest-environment node
// The check steps of `npm test`, run as package.json runs them: side by side, each recorded in
// test-results/steps.log (the summary counts a failed one), the run failing when any step failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STEP = path.resolve('test/tools/step.mjs');

describe('step.mjs', () => {
  let cwd = '';
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'cem-step-'));
    // Both steps write a file, so the test sees that the second one also ran when the first failed.
    const scripts = { good: 'node -e "require(\'fs\').writeFileSync(\'good.txt\', \'\')"', bad: 'node -e "require(\'fs\').writeFileSync(\'bad.txt\', \'\'); process.exit(3)"' };
    writeFileSync(path.join(cwd, 'package.json'), JSON.stringify({ name: 'steps', scripts }));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('runs every step, records each with its exit code and seconds, and fails when one failed', () => {
    const run = spawnSync('node', [STEP, 'good', 'bad'], { cwd, encoding: 'utf8' });
    expect(run.status).toBe(3);
    const lines = readFileSync(path.join(cwd, 'test-results', 'steps.log'), 'utf8').trim().split('\n').sort();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^bad 3 \d+s$/);
    expect(lines[1]).toMatch(/^good 0 \d+s$/);
    expect(readFileSync(path.join(cwd, 'good.txt'), 'utf8')).toBe('');
  });

  it('passes when every step passed', () => {
    expect(spawnSync('node', [STEP, 'good'], { cwd, encoding: 'utf8' }).status).toBe(0);
    expect(readFileSync(path.join(cwd, 'test-results', 'steps.log'), 'utf8')).toMatch(/^good 0 \d+s\n$/);
  });
});
