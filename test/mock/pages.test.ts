// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { I18nText, PageConfig } from '../../src/api/pageConfig';
import { PIDS, type ManifestEntry } from '../../src/api/types';
import { Database } from '../../mock/api/db/Database';
import { PAGE_DEFINITIONS } from '../../mock/api/db/pages/catalogue';
import { listLeaves, ok, post, query } from './pageHelpers';
import { call, login, startMockBackend } from './support';

startMockBackend();

let session = '';
const configs = new Map<string, PageConfig>();
beforeAll(async () => {
  const first = await login();
  for (const leaf of listLeaves()) configs.set(leaf.pid ?? '', ok(await post<PageConfig>(first, 'module/config', { pid: leaf.pid })));
});
// The backend resets after each test, sessions included.
beforeEach(async () => {
  session = await login();
});

describe('module/config', () => {
  it('covers every list leaf of the catalogue, titled by its menu key', () => {
    const leaves = listLeaves();
    expect(leaves.length).toBeGreaterThanOrEqual(50);
    for (const leaf of leaves) {
      const config = configs.get(leaf.pid ?? '');
      expect(config, leaf.name).toMatchObject({
        pid: leaf.pid,
        historyPid: leaf.historyPid,
        kind: 'list',
        rowKey: 'did',
        title: { key: `menu.${leaf.name}`, en: leaf.title, zh: leaf.zh },
      });
    }
  });

  it('gives consistent columns, filters, sort, forms and import columns', () => {
    const pids = new Set([...configs.keys(), PIDS.business, 'p-knowledge-category', 'p-storeroom']);
    for (const config of configs.values()) {
      const columns = new Map(config.columns.map((c) => [c.field, c]));
      expect(columns.size, config.pid).toBe(config.columns.length);
      expect(columns.get(config.defaultSort.field)?.sortable, `${config.pid} sort`).toBe(true);
      expect(config.actions[0]).toBe('view');
      for (const filter of config.filters) expect(columns.get(filter.field)?.filterable, `${config.pid} ${filter.field}`).toBe(true);
      for (const column of config.columns) {
        if (column.type === 'enum' || column.type === 'status') expect(column.options?.length, `${config.pid} ${column.field}`).toBeGreaterThan(0);
        if (column.type === 'link') {
          expect(pids.has(column.link?.pid ?? ''), `${config.pid} ${column.field}`).toBe(true);
          expect(columns.has(column.link?.didField ?? '')).toBe(true);
        }
      }
      const form = new Set(config.form.map((f) => f.field));
      for (const field of config.form) {
        expect(columns.has(field.field), `${config.pid} form ${field.field}`).toBe(true);
        if (field.type === 'enum') expect(field.options?.length).toBeGreaterThan(0);
        if (field.type === 'link') expect(pids.has(field.link?.pid ?? ''), `${config.pid} ${field.field}`).toBe(true);
      }
      expect(config.import.allowed).toBe(config.actions.includes('import'));
      for (const column of config.import.columns) expect(form.has(column), `${config.pid} import ${column}`).toBe(true);
      if (config.actions.includes(config.addAction)) expect(config.form.length, config.pid).toBeGreaterThan(0);
      else expect(config.actions, config.pid).not.toContain('add');
    }
  });

  it('uses each translation key with one text only', () => {
    const texts = new Map<string, string>();
    const check = (where: string, text: I18nText) => {
      const value = `${text.en} | ${text.zh}`;
      expect(texts.get(text.key) ?? value, `${where}: ${text.key}`).toBe(value);
      texts.set(text.key, value);
    };
    for (const config of configs.values()) {
      for (const column of config.columns) {
        check(config.pid, column.title);
        column.options?.forEach((option) => check(config.pid, option.label));
      }
      config.form.forEach((field) => check(config.pid, field.title));
    }
    expect(texts.size).toBeGreaterThan(200);
  });

  it('answers history pids with the history layout, and names unknown pids', async () => {
    const history = ok(await post<PageConfig>(session, 'module/config', { pid: 'p-fault-tickets-history' }));
    expect(history).toMatchObject({ kind: 'history', pid: 'p-fault-tickets-history', defaultSort: { field: 'time', order: 'desc' }, form: [] });
    expect(history.columns.map((c) => c.field)).toEqual(expect.arrayContaining(['time', 'username', 'action', 'recorddid']));
    expect(await post(session, 'module/config', { pid: 'p-nope' })).toMatchObject({ status: -1, message: 'unknown pid: p-nope' });
    expect((await post(session, 'module/config', {})).message).toBe('missing field: pid');
  });

  it('serves an alias with its own pid and the same records', async () => {
    const alias = ok(await post<PageConfig>(session, 'module/config', { pid: 'p-charging-orders' }));
    expect(alias.pid).toBe('p-charging-orders');
    expect(alias.columns).toEqual(configs.get('p-orders')?.columns);
    expect(ok(await query(session, 'p-charging-orders')).total).toBe(ok(await query(session, 'p-orders')).total);
  });
});

describe('records', () => {
  it('every list leaf has records the admin reaches', async () => {
    for (const leaf of listLeaves()) {
      const page = ok(await query(session, leaf.pid ?? '', { pagesize: 1 }));
      expect(page.total, leaf.name).toBeGreaterThan(0);
    }
  });

  it('seeds rows with exactly the page columns, unique dids and enum values from the options', () => {
    const db = new Database();
    for (const def of PAGE_DEFINITIONS) {
      const pid = `p-${def.name}`;
      const rows = db.pages.require(pid).table.all();
      const columns = [...db.tables.require(pid).columns].sort();
      const options = new Map(def.fields.filter((f) => f.options).map((f) => [f.field, new Set(f.options?.map((o) => o.value))]));
      expect(new Set(rows.map((r) => r.did)).size, pid).toBe(rows.length);
      for (const row of rows) {
        expect(Object.keys(row).sort(), `${pid} ${row.did}`).toEqual(columns);
        expect(row.did.startsWith(`${def.prefix}-`), `${pid} ${row.did}`).toBe(true);
        for (const [field, allowed] of options) {
          if (row[field] !== '') expect(allowed.has(row[field] as string), `${pid} ${row.did} ${field}=${String(row[field])}`).toBe(true);
        }
      }
    }
  });
});

describe('manifest', () => {
  it('resolves every list pid to the list screen and every history pid to the history screen', async () => {
    const entries = ok((await call<ManifestEntry[]>('/sfadapter/v1/manifest', { session })).envelope);
    const byPid = new Map(entries.map((e) => [e.pid, e]));
    expect(byPid.size).toBe(entries.length);
    for (const leaf of listLeaves()) {
      expect(byPid.get(leaf.pid ?? '')).toEqual({ pid: leaf.pid, path: 'screens/common-page', common: true });
      expect(byPid.get(leaf.historyPid ?? '')).toEqual({ pid: leaf.historyPid, path: 'screens/history', common: true });
    }
    for (const key of ['common-page', 'detail', 'add', 'history']) expect(byPid.get(key)).toEqual({ pid: key, path: `screens/${key}`, common: true });
  });
});
