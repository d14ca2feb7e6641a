// Runs check steps side by side (`node step.mjs typecheck lint` runs `npm run -s typecheck` and
// `npm run -s lint` at once: each keeps about one core busy), records `NAME exitcode seconds` per
// step in test-results/steps.log for the CI summary, and exits non-zero when any step failed.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], { stdio: 'inherit' });
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      appendFileSync('test-results/steps.log', `${name} ${code} ${seconds}s\n`);
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

mkdirSync('test-results', { recursive: true });
const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
