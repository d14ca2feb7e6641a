// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Database } from '../../mock/api/db/Database';
import { seededSecrets } from '../../mock/api/db/core/secrets';
import { PROVINCES } from '../../mock/api/db/regions';
import type { District } from '../../src/api/types';
import { call, login, startMockBackend } from './support';

startMockBackend();

const cityCodes = new Map(PROVINCES.flatMap((p) => p.cities.map((c) => [c.adcode, p.adcode] as const)));

describe('seed', () => {
  it('is deterministic and differs by seed', () => {
    expect(new Database().seedData()).toEqual(new Database().seedData());
    expect(JSON.stringify(new Database({ seed: 7 }).seedData())).not.toBe(JSON.stringify(new Database().seedData()));
  });

  it('issues session tokens nobody can compute: different in two fresh databases, the same only from an injected seeded source (issue 35)', () => {
    expect(new Database().accounts.createSession('u-1001').token).not.toBe(new Database().accounts.createSession('u-1001').token);
    expect(new Database({ secrets: seededSecrets(1) }).accounts.createSession('u-1001').token).toBe(new Database({ secrets: seededSecrets(1) }).accounts.createSession('u-1001').token);
  });

  it('gives admin 4+ parent businesses and 20+ stores across real cities', () => {
    const db = new Database();
    const parents = db.businesses.businessesForUser('u-1001');
    const stores = db.businesses.storesForUser('u-1001');
    expect(parents.length).toBeGreaterThanOrEqual(4);
    expect(stores.length).toBeGreaterThanOrEqual(20);
    expect(parents.every((p) => p.businessgrade === 0)).toBe(true);
    for (const store of stores) {
      expect(store).toMatchObject({ businessgrade: 1, timezone: 'Asia/Shanghai', countrycode: '100000', country: '中国' });
      expect(parents.map((p) => p.did)).toContain(store.uppergrade);
      if (store.citycode === '') continue;
      expect(cityCodes.get(store.citycode)).toBe(store.provincecode);
      expect(store.longitude).toBeGreaterThan(73);
      expect(store.longitude).toBeLessThan(136);
      expect(store.latitude).toBeGreaterThan(18);
      expect(store.latitude).toBeLessThan(54);
    }
    expect(new Set(stores.map((s) => s.provincecode).filter(Boolean)).size).toBeGreaterThanOrEqual(8);
  });

  it('has one unlocated store that sub-store lists leave out', () => {
    const db = new Database();
    const unlocated = db.businesses.storesForUser('u-1001').filter((s) => s.provincecode === '' || s.citycode === '');
    expect(unlocated).toHaveLength(1);
    const parent = unlocated[0]?.uppergrade ?? '';
    expect(db.businesses.subStores(parent).map((s) => s.did)).not.toContain(unlocated[0]?.did);
    expect(db.businesses.subStores(parent).length).toBe(db.businesses.storesOf(parent).length - 1);
  });

  it('gives the operator exactly one parent with one store, and the viewer that store to read (issue 21)', () => {
    const db = new Database();
    expect(db.businesses.businessesForUser('u-1002')).toHaveLength(1);
    expect(db.businesses.storesForUser('u-1002')).toHaveLength(1);
    expect(db.businesses.businessesForUser('u-1004').map((b) => b.did)).toEqual(['pb-1005']);
    expect(db.businesses.storesForUser('u-1004').map((s) => s.did)).toEqual(['st-1005-01']);
  });

  it('never uses Math.random in the mock', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const offenders = files(join(__dirname, '../../mock/api')).filter((path) =>
      /Math\.random/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('location children', () => {
  const children = async (adcode: unknown, session?: string) =>
    (await call<District[]>('/vtspace/api/location/children', { session: session ?? (await login()), body: { adcode } })).envelope;

  it('walks country → provinces → cities', async () => {
    const provinces = await children('100000');
    expect(provinces.result).toHaveLength(34);
    expect(provinces.result).toContainEqual({ adcode: '440000', name: '广东省' });
    expect((await children('440000')).result).toEqual(
      expect.arrayContaining([
        { adcode: '440100', name: '广州市' },
        { adcode: '440300', name: '深圳市' },
      ]),
    );
    expect((await children('440300')).result).toEqual([]);
  });

  it('validates the adcode', async () => {
    expect((await children('44')).message).toBe('invalid field: adcode (expected 6 digits)');
    expect((await children(440000)).message).toBe('invalid field: adcode (expected a string)');
  });
});
