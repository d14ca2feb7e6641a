// @vitest-environment node
import { parsePageConfig, parsePagePerms } from '../../src/api/parsePageConfig';
import { Database } from '../../mock/api/db/Database';

const db = new Database();

describe('parsePageConfig', () => {
  it('reads every configuration the mock serves exactly as served', () => {
    const pids = db.pages.listPids();
    expect(pids.length).toBeGreaterThan(40);
    for (const pid of pids) {
      const config = db.pages.config(pid);
      expect(parsePageConfig(JSON.parse(JSON.stringify(config))), pid).toEqual(config);
      const history = db.pages.config(config.historyPid);
      expect(parsePageConfig(JSON.parse(JSON.stringify(history))), config.historyPid).toEqual(history);
    }
  });

  it.each([null, 'text', 42, [], {}, { pid: 'p-x' }, { pid: 'p-x', columns: 'id,name' }, { pid: 'p-x', columns: [] }, { columns: [{ field: 'a' }] }, { pid: 'p-x', columns: [null, 7, { title: 'no field' }] }])(
    'answers null for the unusable answer %j',
    (raw) => {
      expect(parsePageConfig(raw)).toBeNull();
    },
  );

  it('drops what it cannot use and defaults the rest, never throwing', () => {
    const config = parsePageConfig({
      pid: 'p-x',
      columns: [{ field: 'name', type: 'hologram', width: 'wide', options: 'a,b' }, { field: 42 }, 'junk'],
      filters: { field: 'name' },
      form: [{ field: 'code', rules: { pattern: { regex: '([', message: 'bad' }, maxLength: '12' } }],
      actions: ['view', 'export', 'launch-missiles'],
      defaultSort: { field: 'missing', order: 'sideways' },
      defaultPageSize: 1e9,
      import: 'yes',
      tree: { parentField: 'parent' },
    });
    expect(config).not.toBeNull();
    expect(config!.columns).toEqual([expect.objectContaining({ field: 'name', type: 'text', width: 140, options: undefined })]);
    expect(config!.filters).toEqual([]);
    expect(config!.form[0]!.rules).toEqual({ maxLength: 12 });
    expect(config!.actions).toEqual(['view', 'export']);
    expect(config!.defaultSort).toEqual({ field: 'name', order: 'desc' });
    expect(config!.defaultPageSize).toBe(500);
    expect(config!.import).toEqual({ allowed: false, columns: [] });
    expect(config!.tree).toBeUndefined();
  });
});

describe('parsePagePerms', () => {
  it('keeps only known actions, and grants nothing for a malformed answer', () => {
    expect(parsePagePerms({ pid: 'p-x', actions: ['edit', 'root', 'view', 'edit'] }, 'p-x')).toEqual({ pid: 'p-x', actions: ['edit', 'view'] });
    expect(parsePagePerms({ actions: 'all' }, 'p-x')).toBeNull();
    expect(parsePagePerms(null, 'p-x')).toBeNull();
  });
});
