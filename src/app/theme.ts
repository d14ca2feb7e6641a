import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrast, ensureContrast, parseColor, toHex, type Rgb } from '../lib/color';
import { SURFACE, type ThemeStore } from '../stores/ThemeStore';

/**
 * antd's theme for the console: the tenant's colour as primary, light or dark algorithm, and
 * the text tokens moved to WCAG AA contrast (antd's own muted and placeholder greys are below
 * 4.5:1 on its surfaces).
 */
/**
 * The status text tokens at AA contrast on the surface. Seed colours such as colorSuccess go
 * through the algorithm's palette and cannot be set directly; these derived ones can.
 */
function readableTexts(algorithm: NonNullable<ThemeConfig['algorithm']>, surface: string) {
  const base = antdTheme.getDesignToken({ algorithm });
  return {
    colorSuccessText: ensureContrast(base.colorSuccessText, surface),
    colorErrorText: ensureContrast(base.colorErrorText, surface),
    colorWarningText: ensureContrast(base.colorWarningText, surface),
    colorInfoText: ensureContrast(base.colorInfoText, surface),
  };
}

/**
 * The focus ring's colour: the primary, lightened or darkened as little as possible until it
 * stands out 3:1 (WCAG 1.4.11) on every surface a focused control can sit on: the page, the
 * cards, and the tenant's header and side menu. antd draws it with colorPrimaryBorder, a pale
 * tint in light (1.8:1 on white) and a near-black blue in dark (1.5:1).
 */
export function focusRing(primary: string, backgrounds: readonly string[]): string {
  const from = parseColor(primary);
  const backs = backgrounds.map(parseColor).filter((c): c is Rgb => c !== null);
  if (!from) return primary;
  const fits = (c: Rgb) => backs.every((b) => contrast(c, b) >= 3);
  const mix = (to: number, share: number): Rgb => ({ r: from.r + (to - from.r) * share, g: from.g + (to - from.g) * share, b: from.b + (to - from.b) * share });
  for (let step = 0; step <= 100; step += 1) {
    for (const to of [255, 0]) {
      const candidate = parseColor(toHex(mix(to, step / 100)))!;
      if (fits(candidate)) return toHex(candidate);
    }
  }
  return primary;
}

/**
 * A phone's controls (issue 39, WCAG 2.5.8): fields and buttons a thumb can hit, primary actions
 * 44 px, checkboxes and switches at least 24 px.
 */
const TOUCH: ThemeConfig['components'] = {
  Checkbox: { controlInteractiveSize: 20 },
  Switch: { trackHeight: 24, trackMinWidth: 48, handleSize: 20, trackHeightSM: 24, trackMinWidthSM: 48, handleSizeSM: 20 },
};

export function themeConfig(theme: ThemeStore, narrow = false): ThemeConfig {
  const dark = theme.mode === 'dark';
  const { muted, container: surface, layout } = SURFACE[theme.mode];
  const nav = theme.nav;
  // Selected tabs and links also sit on the page's layout colour, not only on cards.
  const selectedText = ensureContrast(theme.link, layout);
  const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return {
    algorithm,
    token: {
      ...readableTexts(algorithm, surface),
      colorPrimary: theme.primary,
      colorInfo: theme.primary,
      colorLink: theme.link,
      // The selected tint the selected text was checked against (see ThemeStore.selectedTint).
      colorPrimaryBg: theme.selectedTint,
      colorPrimaryBorder: focusRing(theme.primary, [surface, layout, nav.headerBackground, nav.sideBackground]),
      colorTextPlaceholder: muted,
      colorTextDescription: muted,
      colorTextTertiary: muted,
      colorTextQuaternary: muted,
      // Status colours used as text (Typography, tags, trend figures) need AA contrast too.
      colorSuccess: ensureContrast(dark ? '#49aa19' : '#52c41a', surface),
      colorError: ensureContrast(dark ? '#dc4446' : '#ff4d4f', surface),
      colorWarning: ensureContrast(dark ? '#d89614' : '#faad14', surface),
      ...(narrow ? { controlHeight: 40 } : {}),
    },
    components: {
      ...(narrow ? TOUCH : {}),
      // Seed colours go through the dark algorithm's palette, which darkens red below AA on
      // dark surfaces; the danger buttons (delete links) take the checked colour directly.
      Button: {
        colorError: ensureContrast(dark ? '#dc4446' : '#ff4d4f', surface),
        colorErrorHover: ensureContrast(dark ? '#e86e6b' : '#ff7875', surface),
        ...(narrow ? { controlHeight: 44 } : {}),
      },
      Tabs: { itemSelectedColor: selectedText, itemHoverColor: selectedText, itemActiveColor: selectedText },
      Menu: {
        itemSelectedColor: nav.sideSelected,
        itemSelectedBg: theme.selectedTint,
        subMenuItemSelectedColor: nav.sideSelected,
        itemColor: nav.sideFont,
        itemBg: nav.sideBackground,
        subMenuItemBg: nav.sideBackground,
      },
    },
  };
}
