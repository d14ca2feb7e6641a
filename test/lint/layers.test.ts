// @vitest-environment node
import { lintFolder, lintSnippet } from './projectLint';

const lint = (file: string, code: string) => lintSnippet('cem/layers', file, code);

describe('import boundaries (ARCHITECTURE §2)', () => {
  it('lets a layer import the layers before it', async () => {
    expect(await lint('src/stores/X.ts', "import { parseJson } from '../lib/safeJson';\nexport const x = parseJson;\n")).toEqual([]);
    expect(await lint('src/screens/auth/X.tsx', "import { Brand } from '../../shell/Brand';\nexport const x = Brand;\n")).toEqual([]);
    expect(await lint('src/stores/X.ts', "import type { Runtime } from '../lib/runtime';\nexport type X = Runtime;\n")).toEqual([]);
  });

  it('refuses imports against the direction', async () => {
    expect(await lint('src/lib/X.ts', "import { RootStore } from '../stores/RootStore';\nexport const x = RootStore;\n")).toHaveLength(1);
    expect(await lint('src/stores/X.ts', "import { Header } from '../shell/Header';\nexport const x = Header;\n")).toHaveLength(1);
    expect(await lint('src/shell/X.tsx', "import { createApp } from '../app/createApp';\nexport const x = createApp;\n")).toHaveLength(1);
    expect(await lint('src/api/X.ts', "export const load = () => import('../stores/RootStore');\n")).toHaveLength(1);
    // The settings the stores read live in lib: no file of app, not even a type, is below the stores.
    expect(await lint('src/stores/X.ts', "import type { Runtime } from '../app/runtime';\nexport type X = Runtime;\n")).toHaveLength(1);
    expect(await lint('src/stores/X.ts', "import { createApp } from '../app/createApp';\nexport const x = createApp;\n")).toHaveLength(1);
  });

  it('keeps screen folders apart and src away from mock and test', async () => {
    expect(await lint('src/screens/energy/X.tsx', "import { AuthFrame } from '../auth/AuthFrame';\nexport const x = AuthFrame;\n")).toHaveLength(1);
    expect(await lint('src/lib/X.ts', "import { Database } from '../../mock/api/db/Database';\nexport const x = Database;\n")).toHaveLength(1);
  });

  it('passes on the whole of src today', async () => {
    expect(await lintFolder('cem/layers', 'src')).toEqual([]);
  });
});
