// The project's ESLint (test/lint/eslint.config.js) for the lint tests: one rule's messages on a
// snippet, and on a whole folder. The folder checks reuse what `npm run lint` cached just before
// (node_modules/.cache/eslint, keyed by file content and config), so they re-lint only files changed
// since; each test file works on a private copy, so two files running at once never write one cache.
import { ESLint } from 'eslint';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** Where `npm run lint` keeps its cache (its --cache-location in package.json). */
const LINT_CACHE = path.resolve('node_modules/.cache/eslint');

/** A copy of the lint step's cache for this file, removed when the file ends. */
function privateCache(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'cem-eslint-cache-'));
  if (existsSync(LINT_CACHE)) cpSync(LINT_CACHE, copy, { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  return `${copy}/`;
}

// Made when a lint test file loads (so its copy is removed after that file).
const eslint = new ESLint({
  overrideConfigFile: path.resolve('test/lint/eslint.config.js'),
  cache: true,
  cacheStrategy: 'content',
  cacheLocation: privateCache(),
});

async function messagesFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result!.messages;
}

/** The messages of rule `ruleId` for `code` as if it were the file `file`. */
export async function lintSnippet(ruleId: string, file: string, code: string): Promise<string[]> {
  return (await messagesFor(file, code)).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** Every rule id reported for `code` as the file `file`. */
export async function ruleIdsFor(file: string, code: string): Promise<Array<string | null>> {
  return (await messagesFor(file, code)).map((m) => m.ruleId);
}

/** The messages of rule `ruleId` over a whole folder (`src`, `mock`, `test`). */
export async function lintFolder(ruleId: string, folder: string): Promise<string[]> {
  const results = await eslint.lintFiles([folder]);
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === ruleId).map((m) => `${path.relative('.', r.filePath)}: ${m.message}`));
}
