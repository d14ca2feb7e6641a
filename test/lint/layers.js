// Import boundaries of ARCHITECTURE §2, as a local ESLint rule:
// lib → api → stores → ui → shell, loader → screens → app (each layer may import only the ones before it),
// a screen folder never imports another screen folder, and src never imports mock or test.
import path from 'node:path';

const ORDER = ['lib', 'i18n', 'api', 'routes', 'stores', 'ui', 'loader', 'shell', 'screens', 'app', 'main'];
// Which layers each layer may import besides itself.
const ALLOWED = {
  lib: [],
  i18n: ['lib', 'api'],
  api: ['lib'],
  routes: [],
  'app-settings': ['lib'],
  stores: ['lib', 'i18n', 'api', 'routes', 'app-settings'],
  ui: ['lib', 'i18n', 'api', 'routes', 'stores'],
  loader: ['lib', 'i18n', 'api', 'routes', 'stores', 'ui'],
  shell: ['lib', 'i18n', 'api', 'routes', 'stores', 'ui', 'loader'],
  screens: ['lib', 'i18n', 'api', 'routes', 'stores', 'ui', 'loader', 'shell'],
  app: [...ORDER, 'app-settings'],
  main: [...ORDER, 'app-settings'],
};

function layerOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  const first = parts.length === 1 ? parts[0].replace(/\.tsx?$/, '') : parts[0];
  const second = parts[1];
  // app/config.ts and app/runtime.ts are plain settings the stores read; they import only lib.
  if (first === 'app' && /^(config|runtime)\.tsx?$/.test(second ?? '')) return { layer: 'app-settings' };
  return { layer: first, screenFolder: first === 'screens' ? second : undefined };
}

export const layersRule = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{from}} may not import {{to}} (ARCHITECTURE §2)' } },
  create(context) {
    const file = context.filename;
    const srcRoot = path.resolve(context.cwd, 'src');
    const from = layerOf(file, srcRoot);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const rel = path.relative(srcRoot, target);
      if (rel.startsWith('..')) {
        context.report({ node, messageId: 'bad', data: { from: `src/${from.layer}`, to: source } });
        return;
      }
      const to = layerOf(path.extname(target) ? target : `${target}.ts`, srcRoot) ?? { layer: '?' };
      if (to.layer === from.layer) {
        if (from.layer === 'screens' && from.screenFolder !== to.screenFolder) {
          context.report({ node, messageId: 'bad', data: { from: `screens/${from.screenFolder}`, to: `screens/${to.screenFolder}` } });
        }
        return;
      }
      const allowed = ALLOWED[from.layer] ?? [];
      if (!allowed.includes(to.layer)) {
        context.report({ node, messageId: 'bad', data: { from: `src/${from.layer}`, to: `src/${to.layer}` } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
