// @vitest-environment node
import { STORAGE_KEYS, createSafeStorage } from '../../src/lib/storage';
import { memoryStorage } from '../support/memoryStorage';

/** Every method throws, as Safari private mode or a full quota does. */
function throwingStorage(): Storage {
  const boom = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  return {
    get length(): number {
      return boom();
    },
    clear: boom,
    getItem: boom,
    key: boom,
    removeItem: boom,
    setItem: boom,
  };
}

describe('createSafeStorage', () => {
  it('round-trips strings under the spec keys', () => {
    const backend = memoryStorage();
    const storage = createSafeStorage(backend);
    storage.setString(STORAGE_KEYS.lang, 'th');
    expect(storage.getString('lang')).toBe('th');
    expect(backend.data.get('lang')).toBe('th');
  });

  it('round-trips JSON values', () => {
    const backend = memoryStorage();
    const storage = createSafeStorage(backend);
    const value = { user: { did: 'd1' }, habits: { u1: { isCollapse: true } }, list: [1, 'two', null] };
    storage.setJson(STORAGE_KEYS.persisted, value);
    expect(JSON.parse(backend.data.get('cem_platform') ?? 'null')).toEqual(value);
    expect(storage.getJson('cem_platform')).toEqual(value);
  });

  it('reads values already present in the backend', () => {
    const storage = createSafeStorage(memoryStorage({ serviceUrl: 'https://api.example.com', cem_platform: '{"a":1}' }));
    expect(storage.getString('serviceUrl')).toBe('https://api.example.com');
    expect(storage.getJson('cem_platform')).toEqual({ a: 1 });
  });

  it('reports a missing key as undefined, not null', () => {
    const storage = createSafeStorage(memoryStorage());
    expect(storage.getString('fallbackLang')).toBeUndefined();
    expect(storage.getJson('cem_platform')).toBeUndefined();
  });

  it('removes a key', () => {
    const backend = memoryStorage({ lang: 'en' });
    const storage = createSafeStorage(backend);
    storage.remove('lang');
    expect(backend.data.has('lang')).toBe(false);
    expect(storage.getString('lang')).toBeUndefined();
  });

  it.each(['{not json', '', '   ', 'undefined', '{"a":'])('treats corrupt JSON %j as absent', (raw) => {
    const storage = createSafeStorage(memoryStorage({ cem_platform: raw }));
    expect(() => storage.getJson('cem_platform')).not.toThrow();
    expect(storage.getJson('cem_platform')).toBeUndefined();
  });

  it('never throws when every backend method throws', () => {
    const storage = createSafeStorage(throwingStorage());
    expect(() => storage.setString('lang', 'zh')).not.toThrow();
    expect(() => storage.setJson('cem_platform', { a: 1 })).not.toThrow();
    expect(() => storage.remove('lang')).not.toThrow();
    expect(storage.getString('lang')).toBeUndefined();
    expect(storage.getJson('cem_platform')).toBeUndefined();
  });

  it('never throws when the value cannot be serialised', () => {
    const backend = memoryStorage();
    const storage = createSafeStorage(backend);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => storage.setJson('cem_platform', cyclic)).not.toThrow();
    expect(backend.data.has('cem_platform')).toBe(false);
  });

  it('behaves as an empty store without a backend', () => {
    const storage = createSafeStorage(undefined);
    expect(() => storage.setString('lang', 'zh')).not.toThrow();
    expect(() => storage.setJson('cem_platform', { a: 1 })).not.toThrow();
    expect(() => storage.remove('lang')).not.toThrow();
    expect(storage.getString('lang')).toBeUndefined();
    expect(storage.getJson('cem_platform')).toBeUndefined();
  });
});
