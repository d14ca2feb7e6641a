import { makeAutoObservable } from 'mobx';
import { ensureContrast, mixColors, readableOn } from '../lib/color';
import { readPersisted, writePersisted } from './persisted';
import type { NavigationStyle } from '../api/types';
import type { RootStore } from './RootStore';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ThemeMode = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference);
}

/** Surfaces of the two themes (antd's own container colours), against which text contrast is checked. */
export const SURFACE: Record<ThemeMode, { container: string; layout: string; text: string; muted: string }> = {
  light: { container: '#ffffff', layout: '#f5f5f5', text: '#1f1f1f', muted: '#595959' },
  dark: { container: '#141414', layout: '#000000', text: '#e8e8e8', muted: '#a6a6a6' },
};

/** The navigation colours as shown: the tenant's choice, with every text readable on its background. */
export interface NavColours {
  headerBackground: string;
  headerFont: string;
  headerSelected: string;
  sideBackground: string;
  sideFont: string;
  sideSelected: string;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Light, dark or "follow the system": kept on this device (local storage, so it applies before
 * sign-in) and in the user's header habit (so it follows them to another browser).
 */
export class ThemeStore {
  preference: ThemePreference;
  systemDark = false;
  /** Colours being edited on navigation-style: shown on the real header and side menu until saved or left. */
  navPreview: Required<NavigationStyle> | null = null;
  private readonly query: MediaQueryList | null;

  constructor(private readonly root: RootStore) {
    this.preference = readPersisted(root.storage).theme ?? 'system';
    this.query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    this.systemDark = this.query?.matches ?? false;
    makeAutoObservable<ThemeStore, 'root' | 'query'>(this, { root: false, query: false });
    // After makeAutoObservable, which replaces the handler with its action wrapper: the listener
    // added must be the one dispose removes, or the system's query keeps every unmounted app alive.
    this.query?.addEventListener?.('change', this.onSystemChange);
  }

  get mode(): ThemeMode {
    if (this.preference === 'system') return this.systemDark ? 'dark' : 'light';
    return this.preference;
  }

  /** Chooses a theme; remembered on this device and, signed in, in the header habit. */
  setPreference(preference: ThemePreference): void {
    this.preference = preference;
    writePersisted(this.root.storage, { theme: preference });
    if (this.root.session.isSignedIn) this.root.habit.update({ theme: preference });
  }

  /** At sign-in: the theme the user's habit remembers, when it remembers one. */
  adoptHabit(value: unknown): void {
    if (!isThemePreference(value) || value === this.preference) return;
    this.preference = value;
    writePersisted(this.root.storage, { theme: value });
  }

  /** Shows edited navigation colours on the shell (the menu's style stays what is saved). */
  previewNav(style: Required<NavigationStyle>): void {
    this.navPreview = { ...style };
  }

  /** Back to the saved navigation colours. */
  endNavPreview(): void {
    this.navPreview = null;
  }

  /** The navigation colours the shell uses: the preview while one is on, else the menu's saved style. */
  get navStyle(): Required<NavigationStyle> {
    return this.navPreview ?? this.root.menu.style;
  }

  /** The primary colour: the tenant's selected colour, dark enough for white text on it. */
  get primary(): string {
    return ensureContrast(this.navStyle.headerSelected, '#ffffff');
  }

  /**
   * The tint behind a selected item (side menu, list options): the primary mixed into the surface.
   * Not antd's derived colorPrimaryBg: its palette turns a dark primary into a mid grey-green
   * (#b9c4be for the default tenant's #218560) on which no green text reaches AA.
   */
  get selectedTint(): string {
    const dark = this.mode === 'dark';
    return mixColors(this.primary, SURFACE[this.mode].container, dark ? 0.75 : 0.88);
  }

  /** Link and selected-text colour, readable on this theme's surfaces and on a selected item's tint. */
  get link(): string {
    const { container } = SURFACE[this.mode];
    return ensureContrast(ensureContrast(this.navStyle.headerSelected, container), this.selectedTint);
  }

  get nav(): NavColours {
    const style = this.navStyle;
    const dark = this.mode === 'dark';
    // Dark mode keeps the tenant's header colour; a light side menu turns dark with the page.
    const sideBackground = dark ? SURFACE.dark.container : style.sideBackground;
    const headerFont = ensureContrast(style.headerFont, style.headerBackground);
    const sideFont = dark ? SURFACE.dark.text : ensureContrast(style.sideFont, sideBackground);
    return {
      headerBackground: style.headerBackground,
      headerFont: headerFont === style.headerFont ? headerFont : readableOn(style.headerBackground),
      headerSelected: ensureContrast(style.headerSelected, style.headerBackground),
      sideBackground,
      sideFont,
      // On the selected item's tint, and on the side menu itself (a selected parent has no tint).
      sideSelected: ensureContrast(ensureContrast(this.link, sideBackground), this.selectedTint),
    };
  }

  dispose(): void {
    this.query?.removeEventListener?.('change', this.onSystemChange);
  }

  private onSystemChange = (event: MediaQueryListEvent) => {
    this.systemDark = event.matches;
  };
}
