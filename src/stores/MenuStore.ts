import { makeAutoObservable, runInAction } from 'mobx';
import { startPoller, type Poller } from '../lib/poller';
import type { MenuAnswer, NavigationStyle } from '../api/types';
import { buildPath } from '../routes';
import { DEFAULT_NAV_STYLE, firstEnabledLeaf, type MenuItem } from './menu/menuItem';
import type { RootStore } from './RootStore';
import type * as MenuParsing from './menu/normalizeMenu';

type MenuParser = typeof MenuParsing;

/**
 * Spec §9 `refreshRate`: how often the menu is fetched again while signed in (so a role or menu
 * change reaches open consoles without a reload), and the default interval of every screen's
 * live data; a menu item's `content.refreshRate` sets its own page's.
 */
export const MENU_REFRESH_RATE_MS = 10000;

/** The navigation menu of the signed-in user (spec §2 navigation catalogue, §3 menu item). */
export class MenuStore {
  items: MenuItem[] = [];
  style: Required<NavigationStyle> = { ...DEFAULT_NAV_STYLE };
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private poller: Poller | null = null;
  /** The wire menu's parser: loaded with the first answer, so it is not on the login route. */
  private parser: MenuParser | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MenuStore, 'root' | 'poller' | 'parser'>(this, { root: false, poller: false, parser: false });
  }

  /**
   * Fetches the menu again every MENU_REFRESH_RATE_MS while the page is visible, quietly (no
   * loading bar, no toast; an expired session still ends the session). Changes only replace
   * what changed, so an unchanged menu causes no render.
   */
  startRefresh(): void {
    this.stopRefresh();
    this.poller = startPoller({
      intervalMs: MENU_REFRESH_RATE_MS,
      immediate: false,
      scope: this.root.timers,
      now: this.root.now,
      run: () => this.refresh(),
    });
  }

  /** Fetches the menu again now, quietly (as the refresh does): a saved navigation style shows without a reload. */
  async refresh(): Promise<void> {
    const answer = await this.root.api.menu.get(this.root.config.portalCode, { silent: true, hideError: true });
    // Warnings about malformed items were given at sign-in; a refresh does not repeat them.
    if (this.root.session.isSignedIn) runInAction(() => this.apply(answer, () => {}));
  }

  stopRefresh(): void {
    this.poller?.stop();
    this.poller = null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [answer, parser] = await Promise.all([this.root.api.menu.get(this.root.config.portalCode), import('./menu/normalizeMenu')]);
      this.parser = parser;
      runInAction(() => this.apply(answer, (msg) => this.root.log.warn(msg)));
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  /** Takes a menu answer; a part that did not change keeps its objects, so nothing re-renders for it. */
  private apply(answer: MenuAnswer | null | undefined, warn: (msg: string) => void): void {
    if (!this.parser) return; // a refresh only runs after a first load
    const items = this.parser.normalizeMenu(answer?.list, warn);
    const style = this.parser.parseNavStyle(answer?.style);
    if (JSON.stringify(items) !== JSON.stringify(this.items)) this.items = items;
    if (JSON.stringify(style) !== JSON.stringify(this.style)) this.style = style;
    this.status = 'ready';
  }

  clear(): void {
    this.stopRefresh();
    this.items = [];
    this.style = { ...DEFAULT_NAV_STYLE };
    this.status = 'idle';
  }

  /** Top-level modules that are not hidden. */
  get modules(): MenuItem[] {
    return this.items.filter((m) => !m.hidden);
  }

  /** Every leaf with a known route, by the path it opens, with the module it belongs to. */
  get leafIndex(): Map<string, { item: MenuItem; module: MenuItem; parents: MenuItem[] }> {
    const index = new Map<string, { item: MenuItem; module: MenuItem; parents: MenuItem[] }>();
    const walk = (item: MenuItem, module: MenuItem, parents: MenuItem[]) => {
      if (item.children.length === 0) {
        const path = pathOfItem(item);
        if (path && !index.has(path)) index.set(path, { item, module, parents });
        return;
      }
      for (const child of item.children) walk(child, module, [...parents, item]);
    };
    for (const module of this.items) walk(module, module, []);
    return index;
  }

  /**
   * The menu leaf of an app path: exact path first, then the path without its query, then the
   * leaf whose path is the longest segment prefix (a screen's own optional parameters, such as
   * /index/energy-config/office/guide under the energy-config leaf, keep their menu entry).
   */
  leafOf(pathWithQuery: string): { item: MenuItem; module: MenuItem; parents: MenuItem[] } | undefined {
    const bare = pathWithQuery.split('?')[0]!;
    const exact = this.leafIndex.get(pathWithQuery) ?? this.leafIndex.get(bare);
    if (exact) return exact;
    let best: { path: string; leaf: { item: MenuItem; module: MenuItem; parents: MenuItem[] } } | undefined;
    for (const [path, leaf] of this.leafIndex) {
      if (path.includes('?') || !bare.startsWith(`${path}/`)) continue;
      if (!best || path.length > best.path.length) best = { path, leaf };
    }
    return best?.leaf;
  }

  /** The module shown: the one of the current leaf, else the remembered tag, else the first. */
  currentModule(pathWithQuery: string, rememberedTag: string): MenuItem | undefined {
    const byPath = this.leafOf(pathWithQuery)?.module;
    if (byPath) return byPath;
    return this.modules.find((m) => (m.tag ?? m.name) === rememberedTag || m.name === rememberedTag) ?? this.modules[0];
  }

  /**
   * Origins the iframe screens may embed by the menu's word: those an iframe leaf opens, and
   * those an item lists in its content.
   */
  get frameOrigins(): string[] {
    const origins: string[] = [];
    const walk = (item: MenuItem) => {
      origins.push(...item.frameOrigins);
      if ((item.page === 'card-iframe' || item.page === 'common-iframe') && item.params.url) origins.push(item.params.url);
      item.children.forEach(walk);
    };
    this.items.forEach(walk);
    return origins;
  }

  /** Spec §2: `/` goes to the first menu item's first enabled leaf. */
  get firstLeaf(): MenuItem | undefined {
    const first = this.modules[0];
    return first ? firstEnabledLeaf(first) : undefined;
  }

  /** Where `/` leads: the first enabled leaf's path, otherwise /index. */
  get homePath(): string {
    const leaf = this.firstLeaf;
    return (leaf && pathOfItem(leaf)) || '/index';
  }
}

/** The app path a menu leaf opens, or null when its page is not a known route. */
export function pathOfItem(item: MenuItem): string | null {
  return item.page ? buildPath(item.page, item.params, item.query) : null;
}
