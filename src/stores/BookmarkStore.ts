import { makeAutoObservable, runInAction } from 'mobx';
import { BOOKMARK_TYPE, PIDS, type BookmarkRecord } from '../api/types';
import { isRecord, parseJson, stringField } from '../lib/safeJson';
import { safeReturnPath } from '../lib/url';
import type { RootStore } from './RootStore';
import { isQuietFailure } from '../api/errors';

/** A collected menu, ready to open. */
export interface Bookmark {
  did: string;
  /** The app path it opens (same-origin path, checked). */
  path: string;
  /** The menu item's name, for its label. */
  name: string;
  title: string;
  languagesetting?: string;
}

/** What a bookmark stores in `content` (spec §3): route name, params, query and menu item. */
export interface BookmarkContent {
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  item: { name: string; title: string; languagesetting?: string };
}

function toBookmark(record: BookmarkRecord): Bookmark | null {
  const path = safeReturnPath(record.menuname);
  if (!path || typeof record.did !== 'string') return null;
  const content = parseJson(record.content);
  const item = isRecord(content) && isRecord(content.item) ? content.item : {};
  return {
    did: record.did,
    path,
    name: stringField(item, 'name') ?? record.name ?? path,
    title: stringField(item, 'title') ?? record.name ?? path,
    languagesetting: stringField(item, 'languagesetting'),
  };
}

/**
 * Collected menus of the user in the current parent business and store (spec §7 bookmark
 * query and control). Skipped for the CMI variant.
 */
export class BookmarkStore {
  items: Bookmark[] = [];
  busy = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<BookmarkStore, 'root'>(this, { root: false });
  }

  private get scope() {
    const { session, project } = this.root;
    return {
      type: BOOKMARK_TYPE,
      userdid: session.user?.did ?? '',
      parentbusinessdid: project.currentParent,
      businessdid: project.currentStore,
    };
  }

  get enabled(): boolean {
    return this.root.session.isSignedIn && this.root.session.variant !== 'cmi';
  }

  async load(): Promise<void> {
    if (!this.enabled) {
      this.items = [];
      return;
    }
    try {
      const page = await this.root.api.filter.query<BookmarkRecord>(
        { pid: PIDS.bookmark, page: 1, pagesize: 100, filter: this.scope, columns: ['did', 'content', 'menuname'] },
        { silent: true },
      );
      const list = Array.isArray(page?.data) ? page.data : [];
      runInAction(() => (this.items = list.map(toBookmark).filter((b): b is Bookmark => b !== null)));
    } catch (error) {
      if (!isQuietFailure(error)) this.root.log.warn(`bookmarks not loaded: ${String(error)}`);
    }
  }

  clear(): void {
    this.items = [];
  }

  /**
   * The bookmarks the user may open now: those whose page is still in the menu (a role change
   * may have taken it away; the record stays, and shows again if the page comes back).
   */
  get visible(): Bookmark[] {
    return this.items.filter((b) => this.root.menu.leafOf(b.path) !== undefined);
  }

  find(path: string): Bookmark | undefined {
    return this.items.find((b) => b.path === path);
  }

  /** Collects or releases the menu at `path`; reloads the list when the server says status 0. */
  async toggle(path: string, content: BookmarkContent): Promise<void> {
    if (!this.enabled || this.busy) return;
    const existing = this.find(path);
    this.busy = true;
    try {
      if (existing) {
        await this.root.api.device.control<BookmarkRecord>({ pid: PIDS.bookmark, act: 'delete', did: existing.did });
      } else {
        const cmd: Partial<BookmarkRecord> = { ...this.scope, menuname: path, name: content.item.name, content: JSON.stringify(content) };
        await this.root.api.device.control<BookmarkRecord>({ pid: PIDS.bookmark, act: 'create', cmd });
      }
      await this.load();
    } catch {
      // The request layer has shown the error; the list stays as it was.
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
