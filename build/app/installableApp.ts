// The installable web app (issue 39 item 5): the standalone build gets a web app manifest, icons and
// a Workbox service worker through vite-plugin-pwa. The service worker precaches the shell
// (shellFiles.ts) and caches the other built files under `<base>assets/` as they load; it caches
// nothing else, so an API answer (any path of mock/api/apiPrefixes.mjs, all outside the base) or a
// signed file link is never stored, and nobody's data outlives their session in Cache Storage.
// The micro-app build and the dev server get the plugin disabled: `virtual:pwa-register` then
// resolves to its no-op stub, no sw.js and no manifest link are written.
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIXES } from '../../mock/api/apiPrefixes.mjs';
import { APP_ICONS, BRAND, drawIcon } from './icons.ts';
import { keepShellOnly } from './shellFiles.ts';

/** Escapes a path for a RegExp source. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The manifest's identity: the product, not a tenant (the manifest is one file per build). */
export function appManifest(base: string) {
  return {
    id: base,
    name: 'CEM Energy & Carbon Console',
    short_name: 'CEM',
    description: 'Energy, carbon, devices and operations of your stores',
    start_url: base,
    scope: base,
    display: 'standalone' as const,
    orientation: 'any' as const,
    theme_color: BRAND.background,
    background_color: '#ffffff',
    icons: APP_ICONS.map(({ file, size, maskable }) => ({
      src: file,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    })),
  };
}

/** The runtime cache of the built files outside the shell (hashed names: a file never changes). */
export const ASSET_CACHE = 'cem-assets';

/**
 * Workbox's options: precache the shell; cache other built files under the base's `assets/` on first
 * use; navigations under the base fall back to index.html, API paths never.
 */
export function appWorkbox(base: string, outDir: string) {
  return {
    globPatterns: ['**/*.{js,css,html,json,png,webmanifest}'],
    // Vite's own build manifest is not a file the page loads.
    globIgnores: ['.vite/**'],
    manifestTransforms: [keepShellOnly(outDir)],
    // The entry chunk is ~0.9 MB; the shell must be precached whole.
    maximumFileSizeToCacheInBytes: 4 * 2 ** 20,
    navigateFallback: `${base}index.html`,
    navigateFallbackAllowlist: [new RegExp(`^${literal(base)}`)],
    navigateFallbackDenylist: API_PREFIXES.map((prefix) => new RegExp(`^${literal(prefix)}`)),
    runtimeCaching: [
      {
        // The path right after the origin (the look-behind), so never a query naming the folder; and
        // the match starts after index 0, which Workbox accepts only on the console's own origin.
        urlPattern: new RegExp(`(?<=^https?://[^/?#]+)${literal(base)}assets/`),
        handler: 'CacheFirst' as const,
        options: {
          cacheName: ASSET_CACHE,
          cacheableResponse: { statuses: [200] },
          // Files of old versions leave as new ones come (about three versions' screens).
          expiration: { maxEntries: 1000, purgeOnQuotaError: true },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    // A new version waits until the console asks for it (registerType 'prompt').
    skipWaiting: false,
    clientsClaim: false,
  };
}

/** Writes the icons into the standalone build (they are drawn, not kept in public/, so the micro build has none). */
function appIcons(): Plugin {
  return {
    name: 'cem-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: drawIcon(icon) });
    },
  };
}

/** The plugins for one build: enabled only for the standalone production build. */
export function installableApp({ base, outDir, enabled }: { base: string; outDir: string; enabled: boolean }): Plugin[] {
  const pwa = VitePWA({
    disable: !enabled,
    registerType: 'prompt',
    // main.tsx registers it itself (standalone only, after the first screen), so no script is injected.
    injectRegister: false,
    manifest: appManifest(base),
    includeManifestIcons: false,
    workbox: appWorkbox(base, outDir),
  });
  return enabled ? [appIcons(), ...pwa] : pwa;
}
