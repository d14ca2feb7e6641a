import { makeAutoObservable, runInAction } from 'mobx';
import type { NavigationStyle } from '../api/types';
import { buildPath } from '../routes';
import { DEFAULT_NAV_STYLE, firstEnabledLeaf, normalizeMenu, parseNavStyle, type MenuItem } from './menu/normalizeMenu';
import type { RootStore } from './RootStore';

/** The navigation menu of the signed-in user (spec §2 navigation catalogue, §3 menu item). */
export class MenuStore {
  items: MenuItem[] = [];
  style: Required<NavigationStyle> = { ...DEFAULT_NAV_STYLE };
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MenuStore, 'root'>(this, { root: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const answer = await this.root.api.menu.get(this.root.config.portalCode);
      runInAction(() => {
        this.items = normalizeMenu(answer?.list, (msg) => this.root.log.warn(msg));
        this.style = parseNavStyle(answer?.style);
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  clear(): void {
    this.items = [];
    this.style = { ...DEFAULT_NAV_STYLE };
    this.status = 'idle';
  }

  /** Top-level modules that are not hidden. */
  get modules(): MenuItem[] {
    return this.items.filter((m) => !m.hidden);
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
