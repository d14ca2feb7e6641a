// Runs one check step (`node step.mjs NAME cmd args…`), records `NAME exitcode` in
// test-results/steps.log for the CI summary, and exits with the step's code.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';

const [name, command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
const code = result.status ?? 1;
mkdirSync('test-results', { recursive: true });
appendFileSync('test-results/steps.log', `${name} ${code}\n`);
process.exit(code);
