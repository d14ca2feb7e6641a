import { theme as antdTheme, type ThemeConfig } from 'antd';
import { ensureContrast } from '../lib/color';
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

export function themeConfig(theme: ThemeStore): ThemeConfig {
  const dark = theme.mode === 'dark';
  const { muted, container: surface } = SURFACE[theme.mode];
  const nav = theme.nav;
  const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return {
    algorithm,
    token: {
      ...readableTexts(algorithm, surface),
      colorPrimary: theme.primary,
      colorInfo: theme.primary,
      colorLink: theme.link,
      colorTextPlaceholder: muted,
      colorTextDescription: muted,
      colorTextTertiary: muted,
      colorTextQuaternary: muted,
      // Status colours used as text (Typography, tags, trend figures) need AA contrast too.
      colorSuccess: ensureContrast(dark ? '#49aa19' : '#52c41a', surface),
      colorError: ensureContrast(dark ? '#dc4446' : '#ff4d4f', surface),
      colorWarning: ensureContrast(dark ? '#d89614' : '#faad14', surface),
    },
    components: {
      // Seed colours go through the dark algorithm's palette, which darkens red below AA on
      // dark surfaces; the danger buttons (delete links) take the checked colour directly.
      Button: { colorError: ensureContrast(dark ? '#dc4446' : '#ff4d4f', surface), colorErrorHover: ensureContrast(dark ? '#e86e6b' : '#ff7875', surface) },
      Menu: {
        itemSelectedColor: nav.sideSelected,
        subMenuItemSelectedColor: nav.sideSelected,
        itemColor: nav.sideFont,
        itemBg: nav.sideBackground,
        subMenuItemBg: nav.sideBackground,
      },
    },
  };
}
