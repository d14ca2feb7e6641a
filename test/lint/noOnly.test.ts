// @vitest-environment node
import { ESLint } from 'eslint';
import path from 'node:path';

const eslint = new ESLint({ overrideConfigFile: path.resolve('test/lint/eslint.config.js') });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);
}

describe('no .only in tests', () => {
  it('reports it.only, test.only and describe.only, also with .each, in unit and browser tests', async () => {
    expect(await lint('test/x/a.test.ts', "it.only('a', () => {});\n")).toEqual(["'it.only' is restricted from being used. No it.only: it skips every other test."]);
    expect(await lint('test/x/a.test.tsx', "describe.only('a', () => { it('b', () => {}); });\n")).toHaveLength(1);
    expect(await lint('test/x/a.test.ts', "test.only.each([1])('a %i', () => {});\n")).toHaveLength(1);
    expect(await lint('test/e2e/a.e2e.ts', "import { it } from 'vitest';\nit.only('a', async () => {});\n")).toHaveLength(1);
  });

  it('lets .skip, .each and plain tests through', async () => {
    const code = "it.skip('a', () => {});\nit.each([1])('b %i', () => {});\ndescribe('c', () => { test('d', () => {}); });\n";
    expect(await lint('test/x/a.test.ts', code)).toEqual([]);
  });

  it('keeps the other restricted syntax in test files', async () => {
    const [result] = await eslint.lintText("export const x = <div dangerouslySetInnerHTML={{ __html: '' }} />;\n", { filePath: path.resolve('test/x/a.test.tsx') });
    expect(result!.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });

  it('passes on the whole of test today', async () => {
    const results = await eslint.lintFiles(['test']);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-properties'))).toEqual([]);
  });
});
