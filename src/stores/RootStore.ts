import { reaction, type IReactionDisposer } from 'mobx';
import type { Api } from '../api';
import type { AppConfig } from '../lib/config';
import type { Runtime } from '../lib/runtime';
import type { SafeStorage } from '../lib/storage';
import { isLangKey } from '../i18n/languages';
import { createTimerScope, type TimerScope } from '../lib/timers';
import { BookmarkStore } from './BookmarkStore';
import { ConnectionStore } from './ConnectionStore';
import { HeaderHabitStore } from './HeaderHabitStore';
import { LoadingStore } from './LoadingStore';
import { LocaleStore } from './LocaleStore';
import { MenuStore } from './MenuStore';
import type { Notifier } from './Notifier';
import { PagePermsStore } from './PagePermsStore';
import { ProjectStore } from './ProjectStore';
import { SessionStore } from './SessionStore';
import { SubAppStore } from './SubAppStore';
import { TenantStore } from './TenantStore';
import { ThemeStore } from './ThemeStore';
import { browserNow } from '../lib/serverClock';

export interface Logger {
  warn(message: string): void;
  error(message: string, cause?: unknown): void;
}

/** What the root store is built from; tests pass fakes for any of them. */
export interface RootDeps {
  api: Api;
  runtime: Runtime;
  storage: SafeStorage;
  notify: Notifier;
  config: AppConfig;
  log?: Logger;
  now?: () => number;
  /** Reloads the page (a new parent business, spec §4); tests pass a spy. */
  reloadPage?: () => void;
}

/** One per mount: owns every global store, their timers and reactions (ARCHITECTURE §3). */
export class RootStore {
  readonly api: Api;
  readonly runtime: Runtime;
  readonly storage: SafeStorage;
  readonly notify: Notifier;
  readonly config: AppConfig;
  readonly log: Logger;
  readonly now: () => number;
  readonly timers: TimerScope = createTimerScope();
  /**
   * The signed-in session's work (upload queue, live polls, job and command trackers, signed file
   * links): sign-out and session expiry dispose it, so nothing of one user runs on, or shows, for the next.
   */
  sessionTimers: TimerScope = createTimerScope();
  readonly reloadPage: () => void;

  readonly session: SessionStore;
  readonly tenant: TenantStore;
  readonly locale: LocaleStore;
  readonly loading: LoadingStore;
  readonly connection: ConnectionStore;
  readonly menu: MenuStore;
  readonly habit: HeaderHabitStore;
  readonly project: ProjectStore;
  readonly bookmarks: BookmarkStore;
  readonly subApps: SubAppStore;
  readonly pages: PagePermsStore;
  readonly theme: ThemeStore;

  private navigator: (path: string) => void = () => {};
  private readonly disposers: IReactionDisposer[] = [];

  constructor(deps: RootDeps) {
    this.api = deps.api;
    this.runtime = deps.runtime;
    this.storage = deps.storage;
    this.notify = deps.notify;
    this.config = deps.config;
    this.log = deps.log ?? { warn: (m) => console.warn(m), error: (m, c) => console.error(m, c) };
    this.now = deps.now ?? browserNow;
    this.reloadPage = deps.reloadPage ?? (() => window.location.reload());
    this.session = new SessionStore(this);
    this.tenant = new TenantStore(this);
    this.locale = new LocaleStore(this);
    // The bar's minimum show time is a duration: the browser's clock, which a first answer's server
    // time does not move (root.now would jump by the server's offset between start and end).
    this.loading = new LoadingStore(this.timers, browserNow);
    this.connection = new ConnectionStore(this.timers, this.now);
    this.menu = new MenuStore(this);
    this.habit = new HeaderHabitStore(this);
    this.project = new ProjectStore(this);
    this.bookmarks = new BookmarkStore(this);
    this.subApps = new SubAppStore(this);
    this.pages = new PagePermsStore(this);
    this.theme = new ThemeStore(this);
    // The habit remembers the language so that signing in again restores it.
    this.disposers.push(
      reaction(() => this.locale.lang, (language) => this.session.user && this.habit.update({ language })),
      // Bookmarks belong to the current parent business and store.
      reaction(
        () => [this.project.currentParent, this.project.currentStore],
        () => void this.bookmarks.load(),
      ),
    );
  }

  /** Loads what every screen needs: language, branding and, when signed in, the menu. */
  async start(): Promise<void> {
    await Promise.all([this.locale.init(), this.tenant.load()]);
    if (this.session.isSignedIn) await this.loadUserData();
  }

  /** Called by the session after a successful sign-in. */
  async afterSignIn(): Promise<void> {
    await Promise.all([this.tenant.load(), this.loadUserData()]);
  }

  /** The signed-in user's habit (with language), menu, projects, sub-apps and bookmarks. */
  private async loadUserData(): Promise<void> {
    await this.habit.restore();
    this.theme.adoptHabit(this.habit.habit.theme);
    const lang = this.habit.habit.language;
    await Promise.all([
      // The menu may answer after an unmount: a disposed instance starts no refresh.
      this.menu.load().then(() => this.session.isSignedIn && !this.disposed && this.menu.startRefresh()),
      this.project.load(),
      this.subApps.load(),
      isLangKey(lang) && lang !== this.locale.lang ? this.locale.setLang(lang) : null,
    ]);
  }

  /** Stops the session's work at once (uploads aborted, polls and trackers stopped); the next session starts afresh. */
  endSessionWork(): void {
    this.notify.clear?.();
    this.sessionTimers.dispose();
    if (!this.timers.disposed) this.sessionTimers = createTimerScope();
  }

  /** Called by the session when it is cleared. */
  afterSignOut(): void {
    this.endSessionWork();
    this.menu.clear();
    this.project.clear();
    this.bookmarks.clear();
    this.subApps.clear();
    this.pages.clear();
    this.habit.restoreLocal();
  }

  /** The instance is gone (unmounted): late answers check this before they start anything. */
  get disposed(): boolean {
    return this.timers.disposed;
  }

  /** The router registers itself here once it exists. */
  attachNavigator(navigate: (path: string) => void): void {
    this.navigator = navigate;
  }

  navigate(path: string): void {
    this.navigator(path);
  }

  /** Sends a pending habit save at once (its request outlives the app), then stops everything. */
  dispose(): void {
    void this.habit.flush();
    this.menu.stopRefresh();
    this.theme.dispose();
    for (const dispose of this.disposers.splice(0)) dispose();
    this.timers.dispose();
    this.sessionTimers.dispose();
    this.navigator = () => {};
  }
}
