// @vitest-environment node
import { rewriteDevHtml } from '../../mock/host/qiankunDevHtml';

const BASE = '/cem-platform/';
const DEV_PAGE = `<!DOCTYPE html><html><head>
<script type="module">import { injectIntoGlobalHook } from "/cem-platform/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;</script>
<script type="module" src="/cem-platform/@vite/client"></script>
</head><body><div id="root"></div>
<script>import('/cem-platform/src/main.tsx').finally(() => {})</script>
</body></html>`;

describe('dev page rewrite for qiankun (fast refresh inside a host)', () => {
  const out = rewriteDevHtml(DEV_PAGE, BASE);

  it('leaves no inline module script, which qiankun would eval as a classic script', () => {
    expect(out).not.toMatch(/<script type="module"/);
    expect(out).not.toMatch(/^\s*import \{/m);
  });

  it('installs the refresh runtime on the real window through a dynamic import', () => {
    expect(out).toContain('import("/cem-platform/@react-refresh")');
    expect(out).toContain('document.defaultView || window');
    expect(out).toContain('m.injectIntoGlobalHook(w)');
  });

  it('loads the Vite client with a dynamic import', () => {
    expect(out).toContain('<script>import("/cem-platform/@vite/client");</script>');
  });

  it('starts the entry only once the runtime is installed', () => {
    expect(out).toContain(".__cemRefreshReady.then(function () { return import('/cem-platform/src/main.tsx'); })");
    expect(out).toContain('.finally(');
  });

  it('changes nothing else when the page has no preamble', () => {
    const plain = '<html><body><script>import(\'/cem-platform/src/main.tsx\')</script></body></html>';
    expect(rewriteDevHtml(plain, BASE)).toBe(plain);
  });
});
