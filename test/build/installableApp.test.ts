// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { API_PREFIXES } from '../../mock/api/apiPrefixes.mjs';
import { APP_ICONS, drawIcon } from '../../build/app/icons';
import { ASSET_CACHE, appManifest, appWorkbox } from '../../build/app/installableApp';
import { shellFilesOf } from '../../build/app/shellFiles';

const BASE = '/cem_platform/';

/** Workbox's RegExp route rule: another origin's URL matches only when the match starts at its first character. */
function workboxMatches(pattern: RegExp, href: string, pageOrigin: string): boolean {
  const hit = pattern.exec(href);
  if (!hit) return false;
  return new URL(href).origin === pageOrigin || hit.index === 0;
}

describe('the web app manifest', () => {
  it('starts and is scoped at the standalone base, standalone display, 192, 512 and a maskable icon', () => {
    const manifest = appManifest(BASE);
    expect(manifest).toMatchObject({ start_url: BASE, scope: BASE, id: BASE, display: 'standalone', short_name: 'CEM', theme_color: '#0b7a4b' });
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      'icons/app-192.png 192x192 any',
      'icons/app-512.png 512x512 any',
      'icons/app-maskable-512.png 512x512 maskable',
    ]);
  });
});

describe('the service worker’s routes', () => {
  const workbox = appWorkbox(BASE, '/nowhere');

  it('falls back to the shell for the console’s routes only, never for an API path', () => {
    const falls = (path: string) =>
      workbox.navigateFallbackAllowlist.some((re) => re.test(path)) && !workbox.navigateFallbackDenylist.some((re) => re.test(path));
    expect(falls('/cem_platform/index/home')).toBe(true);
    expect(falls('/cem_platform/login')).toBe(true);
    expect(falls('/cem-platform/login')).toBe(false);
    expect(falls('/')).toBe(false);
    for (const prefix of API_PREFIXES) expect(falls(`${prefix}api/anything`), prefix).toBe(false);
  });

  it('caches at run time only the console’s own built files, on its own origin', () => {
    expect(workbox.runtimeCaching).toHaveLength(1);
    const [rule] = workbox.runtimeCaching;
    expect(rule!.handler).toBe('CacheFirst');
    expect(rule!.options).toMatchObject({ cacheName: ASSET_CACHE, cacheableResponse: { statuses: [200] } });
    const origin = 'https://console.example.com';
    expect(workboxMatches(rule!.urlPattern, `${origin}/cem_platform/assets/WorkOverviewScreen-Ab12.js`, origin)).toBe(true);
    expect(workboxMatches(rule!.urlPattern, 'https://cdn.example.net/cem_platform/assets/x.js', origin)).toBe(false);
    expect(workboxMatches(rule!.urlPattern, `${origin}/cem_platform/lang/en.json`, origin)).toBe(false);
    for (const prefix of API_PREFIXES) {
      expect(workboxMatches(rule!.urlPattern, `${origin}${prefix}api/list?x=/cem_platform/assets/`, origin), prefix).toBe(false);
    }
  });

  it('keeps a new version waiting for the console to ask (no skipWaiting, no clientsClaim)', () => {
    expect(workbox.skipWaiting).toBe(false);
    expect(workbox.clientsClaim).toBe(false);
    expect(workbox.cleanupOutdatedCaches).toBe(true);
  });
});

describe('the shell the service worker precaches', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/screens/auth/Register.tsx', 'src/app/screens.ts'], css: ['assets/index-1.css'] },
    '_vendor.js': { file: 'assets/vendor-2.js', dynamicImports: ['src/lib/later.ts'] },
    'src/screens/auth/Register.tsx': { file: 'assets/Register-3.js', imports: ['_form.js'] },
    '_form.js': { file: 'assets/form-4.js', css: ['assets/form-4.css'] },
    'src/app/screens.ts': { file: 'assets/screens-5.js', dynamicImports: ['src/screens/energy/Home.tsx'] },
    'src/lib/later.ts': { file: 'assets/later-6.js' },
    'src/screens/energy/Home.tsx': { file: 'assets/Home-7.js', imports: ['_chart.js'] },
    '_chart.js': { file: 'assets/chart-8.js' },
  };

  it('is the entry’s graph and the graphs of its lazy modules, not the screens those load', () => {
    expect([...shellFilesOf(manifest)].sort()).toEqual([
      'assets/Register-3.js',
      'assets/form-4.css',
      'assets/form-4.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/later-6.js',
      'assets/screens-5.js',
      'assets/vendor-2.js',
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => shellFilesOf({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry/);
  });
});

describe('the app icons', () => {
  /** The PNG's size and its RGBA pixel at (x, y): one IDAT, filter 0 rows (as encodePng writes them). */
  function decode(png: Buffer) {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const idatAt = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)];
    return { width, height, pixel };
  }

  it('are PNGs of their declared sizes: brand green, a white ring, rounded corners unless maskable', () => {
    const [small, large, maskable] = APP_ICONS.map((icon) => decode(drawIcon(icon)));
    expect([small, large, maskable].map((i) => `${i!.width}x${i!.height}`)).toEqual(['192x192', '512x512', '512x512']);
    expect(large!.pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(maskable!.pixel(0, 0)).toEqual([0x0b, 0x7a, 0x4b, 255]);
    // Centre: inside the ring's hole; left of centre at a quarter of the size: on the ring.
    expect(large!.pixel(256, 256)).toEqual([0x0b, 0x7a, 0x4b, 255]);
    expect(large!.pixel(256 - 120, 256)).toEqual([255, 255, 255, 255]);
    // The ring's opening on the right.
    expect(large!.pixel(256 + 120, 256)).toEqual([0x0b, 0x7a, 0x4b, 255]);
    // A maskable icon keeps its mark inside the 40 % safe circle: nothing white beyond it.
    expect(maskable!.pixel(256 - 0.41 * 512, 256)).toEqual([0x0b, 0x7a, 0x4b, 255]);
  });
});
