// @vitest-environment node
import { createSafeStorage, type SafeStorage } from '../../src/lib/storage';
import { memoryStorage } from '../support/memoryStorage';
import { readPersisted, writePersisted, type HeaderHabit } from '../../src/stores/persisted';

/** A SafeStorage over an in-memory backend, with the raw text visible to the test. */
function storageWith(raw?: string): { storage: SafeStorage; raw: () => string | undefined } {
  const backend = memoryStorage(raw === undefined ? {} : { cem_platform: raw });
  return { storage: createSafeStorage(backend), raw: () => backend.data.get('cem_platform') };
}

const USER = { did: 'd1', userid: 'u1', companyid: 'c1', loginsession: 's1', name: 'Ann', nickname: 'ann' };
const HABIT: HeaderHabit = {
  menuTag: 'energy',
  currentParentbusiness: 'pb1',
  currentStore: 'st1',
  language: 'en',
  isCollapse: true,
  theme: 'dark',
};
const EMPTY = { user: null, variant: null, habits: {}, chunkReload: null, theme: null };

describe('readPersisted', () => {
  it('returns the empty state when nothing is stored', () => {
    expect(readPersisted(storageWith().storage)).toEqual(EMPTY);
  });

  it.each([
    ['not JSON', '{user: oops'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
  ])('degrades to the empty state on %s', (_label, raw) => {
    const { storage } = storageWith(raw);
    expect(() => readPersisted(storage)).not.toThrow();
    expect(readPersisted(storage)).toEqual(EMPTY);
  });

  it('reads a complete stored user', () => {
    const { storage } = storageWith(JSON.stringify({ user: { ...USER, avatar: '/a.png' }, habits: {} }));
    expect(readPersisted(storage).user).toMatchObject({ ...USER, avatar: '/a.png' });
  });

  it.each(['did', 'userid', 'companyid', 'loginsession'] as const)('drops a user whose %s is missing', (key) => {
    const user: Record<string, unknown> = { ...USER };
    delete user[key];
    const { storage } = storageWith(JSON.stringify({ user, habits: { u1: HABIT } }));
    const state = readPersisted(storage);
    expect(state.user).toBeNull();
    expect(state.habits).toEqual({ u1: HABIT });
  });

  it('drops a user whose session field is empty or not a string', () => {
    expect(readPersisted(storageWith(JSON.stringify({ user: { ...USER, loginsession: '' } })).storage).user).toBeNull();
    expect(readPersisted(storageWith(JSON.stringify({ user: { ...USER, loginsession: 123 } })).storage).user).toBeNull();
    expect(readPersisted(storageWith(JSON.stringify({ user: 'u1' })).storage).user).toBeNull();
  });

  it('keeps good habits and drops junk entries', () => {
    const habits = { good: HABIT, nul: null, text: 'collapsed', num: 7, list: [HABIT] };
    const { storage } = storageWith(JSON.stringify({ user: USER, habits }));
    expect(readPersisted(storage).habits).toEqual({ good: HABIT });
  });

  it('fills a partial habit with safe defaults', () => {
    const { storage } = storageWith(JSON.stringify({ habits: { u1: { menuTag: 7, isCollapse: 'yes', language: 'th' } } }));
    expect(readPersisted(storage).habits.u1).toEqual({
      menuTag: '',
      currentParentbusiness: '',
      currentStore: '',
      language: 'th',
      isCollapse: false,
      theme: '',
    });
  });

  it('ignores habits that are not an object', () => {
    const { storage } = storageWith(JSON.stringify({ user: USER, habits: [HABIT] }));
    const state = readPersisted(storage);
    expect(state.habits).toEqual({});
    expect(state.user?.userid).toBe('u1');
  });
});

describe('writePersisted', () => {
  it('writes the user and keeps the stored habits', () => {
    const { storage } = storageWith(JSON.stringify({ user: null, habits: { u1: HABIT } }));
    writePersisted(storage, { user: { ...USER } });
    const state = readPersisted(storage);
    expect(state.user?.loginsession).toBe('s1');
    expect(state.habits).toEqual({ u1: HABIT });
  });

  it('writes the habits and keeps the stored user', () => {
    const { storage } = storageWith(JSON.stringify({ user: USER, habits: {} }));
    writePersisted(storage, { habits: { u2: { ...HABIT, language: 'th' } } });
    const state = readPersisted(storage);
    expect(state.user?.did).toBe('d1');
    expect(state.habits).toEqual({ u2: { ...HABIT, language: 'th' } });
  });

  it('clears the user on sign-out without losing habits', () => {
    const { storage } = storageWith(JSON.stringify({ user: USER, habits: { u1: HABIT } }));
    writePersisted(storage, { user: null });
    expect(readPersisted(storage)).toEqual({ user: null, variant: null, habits: { u1: HABIT }, chunkReload: null, theme: null });
  });

  it('replaces corrupt stored text with a valid state', () => {
    const { storage, raw } = storageWith('%%% corrupt');
    writePersisted(storage, { habits: { u1: HABIT } });
    expect(JSON.parse(raw() ?? '')).toEqual({ user: null, variant: null, habits: { u1: HABIT }, chunkReload: null, theme: null });
  });
});

describe('login variant', () => {
  it('keeps a known variant and drops anything else', () => {
    expect(readPersisted(storageWith(JSON.stringify({ user: USER, variant: 'cmi', habits: {} })).storage).variant).toBe('cmi');
    expect(readPersisted(storageWith(JSON.stringify({ user: USER, variant: 'root', habits: {} })).storage).variant).toBeNull();
    expect(readPersisted(storageWith(JSON.stringify({ user: USER, variant: 7 })).storage).variant).toBeNull();
  });
});

describe('chunk reload record', () => {
  it('keeps a whole count with a time and drops anything else', () => {
    const read = (value: unknown) => readPersisted(storageWith(JSON.stringify({ chunkReload: value })).storage).chunkReload;
    expect(read({ count: 2, at: 1700000000000 })).toEqual({ count: 2, at: 1700000000000 });
    expect(read({ count: 1.5, at: 1 })).toBeNull();
    expect(read({ count: -1, at: 1 })).toBeNull();
    expect(read({ count: 1, at: 'now' })).toBeNull();
    expect(read('3')).toBeNull();
  });
});
