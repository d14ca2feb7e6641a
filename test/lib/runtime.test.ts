import { MICRO_BASE, STANDALONE_BASE, createRuntime, type HostProps, type RunMode, type ServiceUrlPolicy } from '../../src/lib/runtime';
import { createSafeStorage } from '../../src/lib/storage';
import { memoryStorage } from '../support/memoryStorage';

function runtime(mode: RunMode, options: { props?: HostProps; stored?: Record<string, string>; publicBase?: string; policy?: ServiceUrlPolicy } = {}) {
  return createRuntime({
    mode,
    mountElement: document.createElement('div'),
    hostname: 'tenant.example.com',
    publicBase: options.publicBase ?? '/cem_platform/',
    storage: createSafeStorage(memoryStorage(options.stored)),
    props: options.props,
    serviceUrlPolicy: options.policy,
  });
}

describe('createRuntime: router base', () => {
  it('uses /cem_platform when standalone', () => {
    expect(STANDALONE_BASE).toBe('/cem_platform');
    expect(runtime('standalone').routerBase).toBe('/cem_platform');
  });

  it('ignores a base prop when standalone', () => {
    expect(runtime('standalone', { props: { base: '/elsewhere' } }).routerBase).toBe('/cem_platform');
  });

  it('uses /cem-platform as a micro-app without a base prop', () => {
    expect(MICRO_BASE).toBe('/cem-platform');
    expect(runtime('micro').routerBase).toBe('/cem-platform');
  });

  it.each([
    ['/apps/cem', '/apps/cem'],
    ['/apps/cem/', '/apps/cem'],
    ['/cem-platform', '/cem-platform'],
    ['/a_b.c-d/e', '/a_b.c-d/e'],
  ])('takes the host base %j as %j', (base, expected) => {
    expect(runtime('micro', { props: { base } }).routerBase).toBe(expected);
  });

  it.each([
    'javascript:x',
    '//evil',
    '//evil.com/app',
    '/a//b',
    '/a/../b',
    '/..',
    'apps/cem',
    'https://evil.com/app',
    '/app?x=1',
    '/app#h',
    '/app name',
    '/',
    '',
    42,
    null,
    {},
    ['/apps'],
  ])('falls back to /cem-platform for the unsafe base %j', (base) => {
    expect(runtime('micro', { props: { base } }).routerBase).toBe('/cem-platform');
  });
});

describe('createRuntime: service URL', () => {
  const production = { storedOrigins: [] as string[], devMode: false };
  const dev = { storedOrigins: [] as string[], devMode: true };

  it('is same-origin when nothing is configured', () => {
    expect(runtime('standalone').apiBase).toBe('');
  });

  it('ignores the storage key in a production build with an empty allow-list', () => {
    expect(runtime('standalone', { stored: { serviceUrl: 'https://evil.example.com' }, policy: production }).apiBase).toBe('');
    expect(runtime('micro', { stored: { serviceUrl: 'https://api.example.com' }, policy: production }).apiBase).toBe('');
  });

  it('honours the storage key in a production build only for an allowed origin', () => {
    const policy = { storedOrigins: ['https://api.example.com/'], devMode: false };
    expect(runtime('standalone', { stored: { serviceUrl: 'https://api.example.com/v1?x=1' }, policy }).apiBase).toBe('https://api.example.com');
    expect(runtime('standalone', { stored: { serviceUrl: 'https://api.example.com.evil.io' }, policy }).apiBase).toBe('');
    expect(runtime('standalone', { stored: { serviceUrl: 'http://api.example.com' }, policy }).apiBase).toBe('');
  });

  it.each([
    ['https://api.example.com/some/path?x=1', 'https://api.example.com'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://localhost:9000', 'http://localhost:9000'],
  ])('in dev mode uses the origin of the stored serviceUrl %j', (serviceUrl, origin) => {
    expect(runtime('standalone', { stored: { serviceUrl }, policy: dev }).apiBase).toBe(origin);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '/relative/api', 'ftp://api.example.com', 'api.example.com', '', 'http://api.example.com', 'http://10.0.0.5:8080'])(
    'ignores the stored serviceUrl %j even in dev mode (plain http only for localhost)',
    (serviceUrl) => {
      expect(runtime('micro', { stored: { serviceUrl }, policy: dev }).apiBase).toBe('');
    },
  );

  it('reads serviceUrl only under its own key', () => {
    expect(runtime('standalone', { stored: { cem_platform: 'https://api.example.com', lang: 'https://x.com' }, policy: dev }).apiBase).toBe('');
  });

  it('uses an https serviceUrl prop from the host, which wins over storage', () => {
    expect(runtime('micro', { props: { serviceUrl: 'https://host-api.example.com/v1' } }).apiBase).toBe('https://host-api.example.com');
    expect(runtime('micro', { props: { serviceUrl: 'https://host-api.example.com' }, stored: { serviceUrl: 'https://other.example.com' }, policy: dev }).apiBase)
      .toBe('https://host-api.example.com');
    expect(runtime('micro', { props: { serviceUrl: 'http://host-api.example.com' } }).apiBase).toBe('');
    expect(runtime('micro', { props: { serviceUrl: 'javascript:alert(1)' } }).apiBase).toBe('');
    expect(runtime('micro', { props: { serviceUrl: 12 } }).apiBase).toBe('');
  });
});

describe('createRuntime: host props and the rest', () => {
  it('passes switchApp through only when it is a function', () => {
    const switchApp = vi.fn();
    const withFn = runtime('micro', { props: { switchApp } });
    withFn.switchApp?.('energy');
    expect(switchApp).toHaveBeenCalledWith('energy');
    expect(runtime('micro', { props: { switchApp: 'window.location="//evil"' } }).switchApp).toBeUndefined();
    expect(runtime('micro', { props: { switchApp: { call: () => {} } } }).switchApp).toBeUndefined();
    expect(runtime('standalone').switchApp).toBeUndefined();
  });

  it('keeps mode, host name and mount element, and ends the public base with a slash', () => {
    const mountElement = document.createElement('section');
    const rt = createRuntime({
      mode: 'micro',
      mountElement,
      hostname: 'tenant.example.com',
      publicBase: '/cem-platform',
      storage: createSafeStorage(undefined),
    });
    expect(rt.mode).toBe('micro');
    expect(rt.hostname).toBe('tenant.example.com');
    expect(rt.mountElement).toBe(mountElement);
    expect(rt.publicBase).toBe('/cem-platform/');
    expect(runtime('standalone', { publicBase: '/cem_platform/' }).publicBase).toBe('/cem_platform/');
  });
});
