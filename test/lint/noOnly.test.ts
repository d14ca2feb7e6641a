// @vitest-environment node
import { lintFolder, lintSnippet, ruleIdsFor } from './projectLint';

const lint = (file: string, code: string) => lintSnippet('no-restricted-properties', file, code);

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
    expect(await ruleIdsFor('test/x/a.test.tsx', "export const x = <div dangerouslySetInnerHTML={{ __html: '' }} />;\n")).toContain('no-restricted-syntax');
  });

  it('passes on the whole of test today', async () => {
    expect(await lintFolder('no-restricted-properties', 'test')).toEqual([]);
  });
});
