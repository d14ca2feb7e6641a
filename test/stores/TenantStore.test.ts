// @vitest-environment node
import type { TenantInfo, TenantSnapshot } from '../../src/api/types';
import type { RootStore } from '../../src/stores/RootStore';
import { TenantStore, safeImage } from '../../src/stores/TenantStore';

const HOST = 'localhost';

const BASE_INFO: TenantInfo = {
  platname: '',
  pagename: '',
  issupportswitch: 0,
  isdisplaylogo: 1,
  isdisplayname: 1,
  issupportofficialwebsite: 0,
  isdisplaycopyright: 1,
};

interface FakeTenantApi {
  snapshot: (hostname: string) => Promise<TenantSnapshot[]>;
  basicInfo: (domain: string) => Promise<TenantInfo | null>;
}

/** A TenantStore over a fake root: only what the store reads (runtime.hostname, api.tenant). */
async function loadedStore(api: Partial<FakeTenantApi>): Promise<TenantStore> {
  const tenant: FakeTenantApi = {
    snapshot: api.snapshot ?? (async () => []),
    basicInfo: api.basicInfo ?? (async () => null),
  };
  const root = { runtime: { hostname: HOST }, api: { tenant } } as unknown as RootStore;
  const store = new TenantStore(root);
  await store.load();
  return store;
}

/** Loads a store whose basic info is BASE_INFO with the given overrides. */
function withInfo(info: Partial<TenantInfo>): Promise<TenantStore> {
  return loadedStore({ basicInfo: async () => ({ ...BASE_INFO, ...info }) });
}

const failing = async (): Promise<never> => {
  throw new Error('network down');
};

describe('safeImage', () => {
  it.each([
    'https://cdn.example.com/logo.png',
    'http://cdn.example.com/logo.png',
    'HTTPS://CDN.EXAMPLE.COM/LOGO.PNG',
    '/cem_platform/logo.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  ])('allows %j', (src) => {
    expect(safeImage(src)).toBe(src);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg,<svg onload=alert(1)>',
    '//evil.com/logo.png',
    'vbscript:msgbox(1)',
    'ftp://files.example.com/logo.png',
    'logo.png',
    '',
  ])('rejects %j', (src) => {
    expect(safeImage(src)).toBeUndefined();
  });

  it.each([undefined, null, 1, {}])('rejects the non-string %j', (src) => {
    expect(safeImage(src)).toBeUndefined();
  });
});

describe('TenantStore.load', () => {
  it('asks both calls for this host name', async () => {
    const snapshot = vi.fn(async (_host: string): Promise<TenantSnapshot[]> => []);
    const basicInfo = vi.fn(async (_domain: string): Promise<TenantInfo | null> => null);
    await loadedStore({ snapshot, basicInfo });
    expect(snapshot).toHaveBeenCalledWith(HOST);
    expect(basicInfo).toHaveBeenCalledWith(HOST);
  });

  it('uses only the snapshot entry of this host', async () => {
    const store = await loadedStore({
      snapshot: async () => [
        { ...BASE_INFO, hostname: 'other.example.com', platname: 'Other' },
        { ...BASE_INFO, hostname: HOST, platname: 'Mine' },
      ],
    });
    expect(store.platformName).toBe('Mine');
  });

  it('lets basic info override the snapshot', async () => {
    const store = await loadedStore({
      snapshot: async () => [{ ...BASE_INFO, hostname: HOST, platname: 'Snapshot', copyright: '© Snap' }],
      basicInfo: async () => ({ ...BASE_INFO, platname: 'Basic' }),
    });
    expect(store.platformName).toBe('Basic');
    expect(store.copyright).toBe('© Snap');
  });

  it('still uses basic info when the snapshot call fails', async () => {
    const store = await loadedStore({ snapshot: failing, basicInfo: async () => ({ ...BASE_INFO, platname: 'From basic' }) });
    expect(store.loaded).toBe(true);
    expect(store.platformName).toBe('From basic');
  });

  it('still uses the snapshot when basic info fails', async () => {
    const store = await loadedStore({
      snapshot: async () => [{ ...BASE_INFO, hostname: HOST, platname: 'From snapshot' }],
      basicInfo: failing,
    });
    expect(store.platformName).toBe('From snapshot');
  });

  it('falls back to CEM with default flags when both calls fail', async () => {
    const store = await loadedStore({ snapshot: failing, basicInfo: failing });
    expect(store.loaded).toBe(true);
    expect(store.info).toBeNull();
    expect(store.platformName).toBe('CEM');
    expect(store.showLogo).toBe(true);
    expect(store.switchPolicy).toBe('none');
    expect(store.logo).toBeUndefined();
  });

  it('ignores a snapshot answer that is not a list', async () => {
    const store = await loadedStore({
      snapshot: async () => ({ hostname: HOST, platname: 'Odd' }) as unknown as TenantSnapshot[],
      basicInfo: async () => ({ ...BASE_INFO, pagename: 'Page' }),
    });
    expect(store.platformName).toBe('Page');
  });
});

describe('TenantStore getters', () => {
  it('prefers comment.platformname over platname and pagename', async () => {
    const store = await withInfo({ comment: JSON.stringify({ platformname: 'Comment name' }), platname: 'Plat', pagename: 'Page' });
    expect(store.platformName).toBe('Comment name');
  });

  it('uses platname when the comment has no name', async () => {
    const store = await withInfo({ comment: JSON.stringify({ platformlogo: '/x.png' }), platname: 'Plat', pagename: 'Page' });
    expect(store.platformName).toBe('Plat');
  });

  it('uses pagename when there is no platname', async () => {
    expect((await withInfo({ pagename: 'Page' })).platformName).toBe('Page');
  });

  it('uses CEM when no name is given', async () => {
    expect((await withInfo({})).platformName).toBe('CEM');
  });

  it.each(['{platformname: broken', '[1,2]', '"just text"', '{"platformname": 42}'])(
    'does not throw on the malformed comment %j',
    async (comment) => {
      const store = await withInfo({ comment, platname: 'Plat' });
      expect(() => store.comment).not.toThrow();
      expect(store.platformName).toBe('Plat');
    },
  );

  it('uses pagename as the tab title, else the platform name', async () => {
    expect((await withInfo({ pagename: 'Tab', platname: 'Plat' })).pageTitle).toBe('Tab');
    expect((await withInfo({ platname: 'Plat' })).pageTitle).toBe('Plat');
  });

  it('hides the logo when isdisplaylogo is 0 and shows it when 1', async () => {
    expect((await withInfo({ isdisplaylogo: 0 })).showLogo).toBe(false);
    expect((await withInfo({ isdisplaylogo: 1 })).showLogo).toBe(true);
  });

  it('hides the name when isdisplayname is 0', async () => {
    expect((await withInfo({ isdisplayname: 0 })).showName).toBe(false);
    expect((await withInfo({ isdisplayname: 1 })).showName).toBe(true);
  });

  it('shows the copyright only when enabled and present', async () => {
    expect((await withInfo({ isdisplaycopyright: 1, copyright: '© ACME' })).showCopyright).toBe(true);
    expect((await withInfo({ isdisplaycopyright: 0, copyright: '© ACME' })).showCopyright).toBe(false);
    expect((await withInfo({ isdisplaycopyright: 1 })).showCopyright).toBe(false);
  });

  it.each([
    [0, 'none'],
    [1, 'main'],
    [2, 'all'],
    [5, 'all'],
  ] as const)('maps issupportswitch %j to %s', async (value, policy) => {
    expect((await withInfo({ issupportswitch: value })).switchPolicy).toBe(policy);
  });

  it('takes the comment logo first, skipping unsafe ones', async () => {
    const good = await withInfo({ comment: JSON.stringify({ platformlogo: '/brand.png' }), hostlogo: '/host.png' });
    expect(good.logo).toBe('/brand.png');
    const unsafe = await withInfo({ comment: JSON.stringify({ platformlogo: 'javascript:alert(1)' }), hostlogo: '/host.png' });
    expect(unsafe.logo).toBe('/host.png');
    const onlyIcon = await withInfo({ hostlogo: 'data:text/html,<b>x</b>', icon: 'https://cdn.example.com/i.png' });
    expect(onlyIcon.logo).toBe('https://cdn.example.com/i.png');
  });

  it('uses a safe favicon, else the icon', async () => {
    expect((await withInfo({ favicon: '/fav.ico', icon: '/icon.png' })).favicon).toBe('/fav.ico');
    expect((await withInfo({ favicon: '//evil.com/f.ico', icon: '/icon.png' })).favicon).toBe('/icon.png');
  });
});
