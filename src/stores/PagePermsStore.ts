import { makeAutoObservable, observable, runInAction } from 'mobx';
import { can, type PageAction, type PageConfig, type PagePerms } from '../api/pageConfig';
import type { RootStore } from './RootStore';

/** Columns shown and their order in a page's table (the kit's ColumnLayout). */
export interface PageLayout {
  order: string[];
  hidden: string[];
}

/**
 * Whether a page opened by address may be viewed: 'unknown' when the server does not know its
 * pid (or did not answer), so the screen decides as it always has.
 */
export type ViewAccess = 'loading' | 'view' | 'none' | 'unknown';

/** `malformed`: the server answered, but not with something a screen can use. */
type Entry<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; malformed?: boolean };

/**
 * The current page's permissions and configuration (spec §6): fetched per menu pid, kept for
 * the session so that going back to a page does not ask again, and dropped at sign-out.
 */
export class PagePermsStore {
  /** The pid of the page on screen. */
  currentPid = '';
  private readonly perms = observable.map<string, Entry<PagePerms>>({}, { deep: false });
  private readonly configs = observable.map<string, Entry<PageConfig>>({}, { deep: false });
  /** Pages opened by address, not from the menu: may they be viewed? */
  private readonly access = observable.map<string, ViewAccess>({}, { deep: false });
  /** Column layouts chosen this session, per page. */
  private readonly layouts = observable.map<string, PageLayout>({}, { deep: false });

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PagePermsStore, 'root'>(this, { root: false });
  }

  /** Makes `pid` the current page and loads what is missing (a failed load is tried again). */
  enter(pid: string, { withConfig = false } = {}): void {
    this.currentPid = pid;
    if (!pid) return;
    this.load(pid);
    if (withConfig && this.configs.get(pid)?.status !== 'ready' && this.configs.get(pid)?.status !== 'loading') {
      void this.fetch(this.configs, pid, () => this.root.api.page.config(pid));
    }
  }

  /**
   * Loads a page's permissions without making it current: a screen reached without a menu entry of
   * its own (a route parameter the menu does not list) borrows those of its screen's entry.
   */
  load(pid: string): void {
    if (pid && this.perms.get(pid)?.status !== 'ready' && this.perms.get(pid)?.status !== 'loading') {
      void this.fetch(this.perms, pid, () => this.root.api.page.perms(pid));
    }
  }

  /** The user may do `action` on page `pid` (default: the current page); unknown means no. */
  can(action: PageAction, pid = this.currentPid): boolean {
    const entry = this.perms.get(pid);
    return entry?.status === 'ready' && can(entry.value, action);
  }

  /**
   * Asks whether the user may view a page the menu does not list (opened by address), quietly and
   * once per pid: a refusal is not an error to toast but the no-access page's cue.
   */
  checkView(pid: string): void {
    if (!pid || this.access.has(pid)) return;
    this.access.set(pid, 'loading');
    this.root.api.page.perms(pid, { silent: true, hideError: true }).then(
      (perms) => runInAction(() => this.access.set(pid, perms ? (can(perms, 'view') ? 'view' : 'none') : 'unknown')),
      () => runInAction(() => this.access.set(pid, 'unknown')),
    );
  }

  /** What checkView learnt ('loading' until it has asked and been answered). */
  viewAccess(pid: string): ViewAccess {
    return this.access.get(pid) ?? 'loading';
  }

  permsStatus(pid = this.currentPid): 'idle' | Entry<unknown>['status'] {
    return this.perms.get(pid)?.status ?? 'idle';
  }

  config(pid: string): PageConfig | null {
    const entry = this.configs.get(pid);
    return entry?.status === 'ready' ? entry.value : null;
  }

  configStatus(pid: string): 'idle' | Entry<unknown>['status'] {
    return this.configs.get(pid)?.status ?? 'idle';
  }

  /** True when the page's configuration or permissions came back unusable (not merely failed). */
  malformed(pid: string): boolean {
    const entries = [this.configs.get(pid), this.perms.get(pid)];
    return entries.some((entry) => entry?.status === 'error' && entry.malformed === true);
  }

  layout(pid: string): PageLayout | null {
    return this.layouts.get(pid) ?? null;
  }

  setLayout(pid: string, layout: PageLayout): void {
    this.layouts.set(pid, layout);
  }

  clear(): void {
    this.currentPid = '';
    this.perms.clear();
    this.configs.clear();
    this.access.clear();
    this.layouts.clear();
  }

  private async fetch<T>(map: Map<string, Entry<T>>, pid: string, call: () => Promise<T | null>): Promise<void> {
    map.set(pid, { status: 'loading' });
    try {
      const value = await call();
      if (value === null) this.root.log.warn(`page ${pid}: the server's answer is malformed`);
      runInAction(() => map.set(pid, value ? { status: 'ready', value } : { status: 'error', malformed: true }));
    } catch {
      // The request layer has shown why; the page shows its error state with a retry.
      runInAction(() => map.set(pid, { status: 'error' }));
    }
  }
}
