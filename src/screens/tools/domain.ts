import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The administration tools screens (knowledge base, IoT equipment, menu templates, the menu tool,
 * navigation style) and news-information (in the carbon-energy route group). The entry holds only
 * their keys; the lazy imports live in
 * registry.ts, a chunk of its own. One key per line.
 */
export const domain: ScreenDomain = {
  name: 'tools',
  keys: [
    'knowledge-base',
    'iot-equipment',
    'news-information',
    'menu-template',
    'menu-tool',
    'navigation-style',
  ],
  modules: ['tools', 'carbon-energy'],
  registry: async () => (await import('./registry')).TOOLS_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass. */
export const walk: DomainWalk = {
  check: 'ready',
  stops: [
    { route: 'knowledge-base', path: 'index/knowledge-base', live: false },
    { route: 'iot-equipment', path: 'index/iot-equipment?alert=expiring', live: false },
    { route: 'news-information', path: 'index/news-information', live: false },
    { route: 'menu-template', path: 'index/menu-template?item=tools', ready: '[role=treeitem]', live: false },
    { route: 'menu-tool', path: 'index/menu-tool?q=knowledge', live: false },
    { route: 'navigation-style', path: 'index/navigation-style', ready: '[data-navstyle-ready]', live: false },
  ],
};
