import type { Plugin } from 'vite';

/**
 * Dev mode of the console inside a qiankun host, with fast refresh.
 *
 * qiankun evaluates the inline scripts of the app's index.html with `eval` inside its sandbox,
 * and runs `<script type="module" src>` files as classic scripts, so an `import` statement there is
 * a syntax error. Two tags of the dev page have one: Vite's client, and @vitejs/plugin-react's
 * preamble (which installs the refresh runtime; without it every component module fails with
 * "can't detect preamble"). The console's ES modules run on the real window, outside the sandbox.
 *
 * So this rewrites the served page: the client becomes a dynamic import, the preamble a plain
 * script that loads the runtime with a dynamic import and installs it on the real window
 * (`document.defaultView`), and the entry import waits for it. It works on the final HTML
 * (a pre-middleware) because Vite adds the client tag after every transformIndexHtml hook.
 */
export function qiankunDevHtml(base: string): Plugin {
  return {
    name: 'cem-qiankun-dev-html',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== base && path !== `${base}index.html`) return next();
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
          if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(chunk, ...rest);
          const html = rewriteDevHtml(chunk.toString(), base);
          if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(html));
          return end(html, ...rest);
        }) as typeof res.end;
        next();
      });
    },
  };
}

/** The rewrite itself, exported for its unit test. */
export function rewriteDevHtml(html: string, base: string): string {
  const b = escapeRegExp(base);
  const preamble = /<script type="module">\s*import \{ injectIntoGlobalHook \} from "[^"]*@react-refresh";[\s\S]*?<\/script>/;
  const client = new RegExp(`<script type="module" src="(${b}@vite/client)"></script>`);
  const entry = new RegExp(`import\\((['"])${b}src/main\\.tsx\\1\\)`);
  const install = `<script>(function () {
  var w = document.defaultView || window;
  w.__cemRefreshReady = w.__cemRefreshReady || import(${JSON.stringify(`${base}@react-refresh`)}).then(function (m) {
    m.injectIntoGlobalHook(w);
    w.$RefreshReg$ = function () {};
    w.$RefreshSig$ = function () { return function (type) { return type; }; };
  });
})();</script>`;
  const hasPreamble = preamble.test(html);
  let out = html.replace(client, (_tag, src: string) => `<script>import(${JSON.stringify(src)});</script>`);
  if (hasPreamble) {
    out = out
      .replace(preamble, install)
      .replace(entry, (call) => `(document.defaultView || window).__cemRefreshReady.then(function () { return ${call}; })`);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
