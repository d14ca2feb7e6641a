/**
 * Deployment settings that vary by host. Each can be overridden at build time through
 * VITE_* variables (comma-separated host lists; `*.example.com` matches sub-domains).
 */
function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return items.length > 0 ? items : fallback;
}

const env = import.meta.env;

export const APP_CONFIG = {
  /** Hosts that only show the fullscreen cockpit and iframes (spec §5). */
  dashboardHosts: list(env.VITE_DASHBOARD_HOSTS, ['dashboard.localhost']),
  /** Hosts whose default language is English (spec §9). */
  englishHosts: list(env.VITE_EN_FALLBACK_HOSTS, ['127.0.0.1', '*.greengrid.example']),
  /** Portal code sent with the menu request ('smart-bnb' is the smart-bnb portal). */
  portalCode: env.VITE_PORTAL_CODE ?? 'cem',
  /** Product variant; 'smart-building' hides more menus from the project picker. */
  variant: env.VITE_VARIANT ?? 'standard',
  /**
   * Backend origins the `serviceUrl` storage key may name in a production build (empty: the key
   * is ignored). Storage is writable by any script on the origin, so it must not be able to send
   * passwords and session headers elsewhere on its own.
   */
  storedServiceOrigins: list(env.VITE_SERVICE_ORIGINS, []),
  /** Dev server: the storage key is honoured for any http(s) origin, for pointing at a test backend. */
  devMode: env.DEV === true,
} as const;

export type AppConfig = typeof APP_CONFIG;

/** True when `hostname` matches one of the patterns (exact or `*.suffix`). */
export function hostMatches(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return patterns.some((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1).toLowerCase()) : host === p.toLowerCase()));
}
