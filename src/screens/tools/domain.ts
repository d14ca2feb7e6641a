import { TOOLS_ROUTES } from '../../api/tools/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The administration tools screens (knowledge base, IoT equipment, menu templates, the menu tool,
 * navigation style) and news-information (in the carbon-energy route group). The entry holds only
 * their keys; the lazy imports live in
 * registry.ts, a chunk of its own.
 */
export const domain: ScreenDomain = {
  name: 'tools',
  keys: TOOLS_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).TOOLS_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  stops: /* @__PURE__ */ walkStops(TOOLS_ROUTES, {
    'knowledge-base': { live: false },
    'iot-equipment': { query: { alert: 'expiring' }, live: false },
    'news-information': { live: false },
    'menu-template': { query: { item: 'tools' }, ready: '[role=treeitem]', live: false },
    'menu-tool': { query: { q: 'knowledge' }, live: false },
    'navigation-style': { ready: '[data-navstyle-ready]', live: false },
  }),
};
