// The project's ESLint (test/lint/eslint.config.js) for the lint tests: one rule's messages on a
// snippet, and on a whole folder. The folder checks reuse what `npm run lint` cached just before
// (node_modules/.cache/eslint, keyed by file content and config), so they re-lint only files changed
// since; each test file works on a private copy, so two files running at once never write one cache.
import { ESLint } from 'eslint';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LINT_CACHE = path.resolve('node_modules/.cache/eslint');

function privateCache(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'cem-eslint-cache-'));
  if (existsSync(LINT_CACHE)) cpSync(LINT_CACHE, copy, { recursive: true });
  return `${copy}/`;
}

let eslint: ESLint | undefined;
function projectEslint(): ESLint {
  eslint ??= new ESLint({
    overrideConfigFile: path.resolve('test/lint/eslint.config.js'),
    cache: true,
    cacheStrategy: 'content',
    cacheLocation: privateCache(),
  });
  return eslint;
}

/** The messages of rule `ruleId` for `code` as if it were the file `file`. */
export async function lintSnippet(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await projectEslint().lintText(code, { filePath: path.resolve(file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** Every rule id reported for `code` as the file `file`. */
export async function ruleIdsFor(file: string, code: string): Promise<Array<string | null>> {
  const [result] = await projectEslint().lintText(code, { filePath: path.resolve(file) });
  return result!.messages.map((m) => m.ruleId);
}

/** The messages of rule `ruleId` over a whole folder (`src`, `mock`, `test`). */
export async function lintFolder(ruleId: string, folder: string): Promise<string[]> {
  const results = await projectEslint().lintFiles([folder]);
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === ruleId).map((m) => `${path.relative('.', r.filePath)}: ${m.message}`));
}
