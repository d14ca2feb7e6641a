// @vitest-environment node
import { lintFolder, lintSnippet } from './projectLint';

const lint = (file: string, code: string) => lintSnippet('no-restricted-syntax', file, code);
const imports = (file: string, code: string) => lintSnippet('no-restricted-imports', file, code);
const SCREEN = 'src/screens/energy/X.tsx';

describe('screens keep URL state through the kit (issue 37 §3)', () => {
  it('refuses URLSearchParams, a parse/serialize object and reading a parameter by hand in a screen', async () => {
    expect(await lint(SCREEN, "export const next = (previous: string) => new URLSearchParams(previous).toString();\n")).toEqual([
      'No URLSearchParams in a screen. Keep URL state through the kit: a codec of src/ui/url-state/codecs.ts (add one there) with useSearchParam or useParamGroup.',
    ]);
    expect(await lint(SCREEN, "export const did = { parse: (raw: string | null) => raw ?? undefined, serialize: (v: string) => v || null };\n")).toHaveLength(1);
    expect(await lint(SCREEN, "export const room = (params: URLSearchParams) => params.get('room') ?? '';\n")).toHaveLength(1);
    expect(await lint(SCREEN, "export const write = (search: URLSearchParams) => search.set('room', 'r-1');\n")).toHaveLength(1);
  });

  it('refuses useSearchParam with an inline parser or a parser and a writer', async () => {
    expect(await lint(SCREEN, "import { useSearchParam } from '../../ui';\nexport const useRoom = () => useSearchParam('room', (raw: string | null) => raw, '');\n")).toHaveLength(1);
    expect(await lint(SCREEN, "import { useSearchParam } from '../../ui';\nconst p = (raw: string | null) => raw;\nconst w = (v: string) => v;\nexport const useRoom = () => useSearchParam('room', p, w, '');\n")).toHaveLength(1);
  });

  it('refuses raw URL parameters (useUrlParams) in a screen, and lets the kit use them', async () => {
    const code = "import { useUrlParams } from '../../ui/url-state/useUrlParams';\nexport const useRaw = () => useUrlParams();\n";
    expect(await imports(SCREEN, code)).toHaveLength(1);
    expect(await imports('src/ui/url-state/useX.ts', "import { useUrlParams } from './useUrlParams';\nexport const useRaw = () => useUrlParams();\n")).toEqual([]);
  });

  it('lets a screen use the kit, and the kit and lib build URLs', async () => {
    const kit = "import { idParam, useSearchParam } from '../../ui';\nexport const useRoom = () => useSearchParam('room', idParam, '');\n";
    expect(await lint(SCREEN, kit)).toEqual([]);
    expect(await lint('src/ui/url-state/useX.ts', "export const next = (previous: string) => new URLSearchParams(previous);\n")).toEqual([]);
    expect(await lint('src/lib/x.ts', "export const next = (previous: string) => new URLSearchParams(previous);\n")).toEqual([]);
  });

  it('passes on the whole of src/screens today', async () => {
    expect(await lintFolder('no-restricted-syntax', 'src/screens')).toEqual([]);
    expect(await lintFolder('no-restricted-imports', 'src/screens')).toEqual([]);
  });
});
