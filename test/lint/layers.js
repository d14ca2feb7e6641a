// Import boundaries of ARCHITECTURE §2 (and §6 for the mock, below), as local ESLint rules:
// lib → api → stores → ui → shell, loader → screens → app (each layer may import only the ones before it),
// a screen folder never imports another screen folder, and src never imports mock or test.
import path from 'node:path';

const ORDER = ['lib', 'i18n', 'api', 'routes', 'stores', 'ui', 'loader', 'shell', 'screens', 'app', 'main'];
// Which layers each layer may import besides itself.
const ALLOWED = {
  lib: [],
  i18n: ['lib', 'api'],
  api: ['lib'],
  routes: ['api'],
  stores: ['lib', 'i18n', 'api', 'routes'],
  ui: ['lib', 'i18n', 'api', 'routes', 'stores'],
  loader: ['lib', 'i18n', 'api', 'routes', 'stores', 'ui'],
  shell: ['lib', 'i18n', 'api', 'routes', 'stores', 'ui', 'loader'],
  screens: ['lib', 'i18n', 'api', 'routes', 'stores', 'ui', 'loader', 'shell'],
  app: ORDER,
  main: ORDER,
};

function layerOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  const first = parts.length === 1 ? parts[0].replace(/\.tsx?$/, '') : parts[0];
  const second = parts[1];
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

// The mock's world (ARCHITECTURE §6), one-way like src: a domain folder of mock/api/db (billing,
// devices, energy, menus, pages…) imports its own files, the world core (db/core/), the shared
// records at db/'s root (users, spaces, files…, but not Database.ts, the composition root), the
// mock's HTTP helpers and src/api or src/lib. db/core imports no domain. What a domain needs of
// another, the composition root passes in as a narrow interface. No exceptions.

function mockPlace(file, dbRoot) {
  const rel = path.relative(dbRoot, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const [first] = rel.split('/');
  if (!rel.includes('/')) return { kind: 'root', rel };
  return { kind: first === 'core' ? 'core' : 'domain', domain: first, rel };
}

export const mockDomainsRule = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{from}} may not import {{to}} (ARCHITECTURE §6: the composition root passes it in)' } },
  create(context) {
    const file = context.filename;
    const dbRoot = path.resolve(context.cwd, 'mock/api/db');
    const srcRoot = path.resolve(context.cwd, 'src');
    const from = mockPlace(file, dbRoot);
    if (!from || from.kind === 'root') return {};
    const label = from.kind === 'core' ? 'db/core' : `db/${from.domain}`;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const target = path.extname(resolved) ? resolved : `${resolved}.ts`;
      const bad = (to) => context.report({ node, messageId: 'bad', data: { from: label, to } });
      const src = path.relative(srcRoot, target).split(path.sep);
      if (src[0] !== '..') {
        if (src[0] !== 'api' && src[0] !== 'lib') bad(`src/${src.join('/')}`);
        return;
      }
      const to = mockPlace(target, dbRoot);
      if (!to || to.kind === 'core') return;
      if (to.kind === 'root') {
        if (to.rel === 'Database.ts') bad('db/Database.ts');
        return;
      }
      if (from.kind === 'domain' && to.domain === from.domain) return;
      bad(`db/${to.rel}`);
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
