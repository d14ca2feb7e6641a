// @vitest-environment node
import { build } from 'vite';
import { axiosXhrOnly } from '../../build/axiosXhrOnly';

// Issue 21 item 8: builds leave axios' fetch adapter out (the browser uses XHR), and nothing else.
describe('axiosXhrOnly (build plugin)', () => {
  it("replaces only axios' own fetch adapter, and a build of axios then has no fetch adapter code", async () => {
    const plugin = axiosXhrOnly();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const stub = resolveId('./fetch.js', '/x/node_modules/axios/lib/adapters/adapters.js');
    expect(stub).toMatch(/axios-fetch-adapter-off/);
    expect(load(stub!)).toContain('getFetch = () => false');
    expect(resolveId('./fetch.js', '/x/src/api/adapters.js')).toBeNull();
    expect(resolveId('./xhr.js', '/x/node_modules/axios/lib/adapters/adapters.js')).toBeNull();

    const output = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [axiosXhrOnly()],
      build: { write: false, minify: false, lib: { entry: 'src/api/transport.ts', formats: ['es'], fileName: 'transport' } },
    });
    const code = (Array.isArray(output) ? output[0]! : (output as { output: { code?: string }[] })).output.map((c) => ('code' in c ? c.code : '')).join('\n');
    expect(code).toContain('XMLHttpRequest');
    expect(code).not.toContain('supportsRequestStream');
  });
});
