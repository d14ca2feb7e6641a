// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ValidationFailure } from '../../../src/api/pageConfig';
import type { KnowledgeArticle, KnowledgeContent, KnowledgeList, KnowledgeVersion } from '../../../src/api/tools/knowledgeTypes';
import type { Envelope } from '../../../src/api/types';
import { call, keyed, login, startMockBackend } from '../support';

/** The knowledge base: the catalogue's seeded articles, filters, versions, restore, permission and audit. */

const backend = startMockBackend();
const PID = 'p-knowledge-base';
const post = async <T>(path: string, session: string, body: Record<string, unknown>) =>
  (await call<T>(`/sfsaas/api/tools/knowledge/${path}`, { session, body: { pid: PID, ...body } })).envelope;
const list = async (session: string, body: Record<string, unknown> = {}) => (await post<KnowledgeList>('list', session, body)).result;
const fieldsOf = (envelope: Envelope<unknown>) => (envelope.result as unknown as ValidationFailure).errors.map((e) => [e.field, e.messageKey]);
const GUIDE = 'kb-c-1001-guide';

describe('knowledge base', () => {
  it('lists the company’s 22 catalogue articles and the Markdown guide, by category with its children, tag and words of the title or body', async () => {
    const admin = await login();
    const all = await list(admin);
    expect(all.rows).toHaveLength(23);
    const root = all.categories.find((c) => c.name === '充电设备')!;
    // 10 catalogue articles and the guide, seeded in its first child category.
    expect(root).toMatchObject({ parent: '', articles: 11 });
    expect(all.categories.filter((c) => c.parent === '').map((c) => c.name)).toEqual(['充电设备', '配电系统', '运营服务', '安全规范']);
    const charging = await list(admin, { category: root.did });
    expect(charging.rows).toHaveLength(11);
    expect(all.categories.find((c) => c.name === '直流桩故障')!.articles).toBe(5);
    expect((await list(admin, { search: '绝缘' })).rows.map((r) => r.title)).toEqual(['直流桩绝缘故障排查指南']);
    // Words of the body count too: only the guide's body carries "onerror".
    expect((await list(admin, { search: 'ONERROR' })).rows.map((r) => r.did)).toEqual([GUIDE]);
    expect((await list(admin, { tag: 'Markdown' })).rows.map((r) => r.did)).toEqual([GUIDE]);
    expect(all.tags).toContain('高压作业');
    // Another company sees its own articles only.
    const other = await list(await login('ggadmin', 'greengrid123'));
    expect(other.rows.some((r) => r.did === GUIDE)).toBe(false);
  });

  it('saves each edit as a new version, shows an older one and restores it as the newest; every write is audited with before and after', async () => {
    const maintainer = await login('maintainer', 'maintainer123');
    const guide = (await post<KnowledgeArticle>('get', maintainer, { did: GUIDE })).result;
    expect(guide.versions.map((v) => v.version)).toEqual([2, 1]);
    const cmd: KnowledgeContent = { title: '绝缘检测要点', category: guide.category, tags: ['绝缘'], body: '# 绝缘检测\n\n先断电。', attachments: [{ name: '检测表.pdf', url: '/vt/staticfile/get?did=f-1' }] };
    const created = (await post<KnowledgeArticle>('save', maintainer, { cmd })).result;
    expect(created).toMatchObject({ version: 1, author: 'maintainer', title: '绝缘检测要点' });
    const edited = (await post<KnowledgeArticle>('save', maintainer, { did: created.did, version: created.version, cmd: { ...cmd, body: '# 绝缘检测\n\n先断电，再验电。' } })).result;
    expect(edited.version).toBe(2);
    const first = (await post<KnowledgeVersion>('version', maintainer, { did: created.did, version: 1 })).result;
    expect(first.body).toBe('# 绝缘检测\n\n先断电。');
    const restored = (await post<KnowledgeArticle>('restore', maintainer, { did: created.did, version: 1 })).result;
    expect(restored).toMatchObject({ version: 3, restoredFrom: 1, body: '# 绝缘检测\n\n先断电。' });
    expect(restored.versions.map((v) => [v.version, v.restoredFrom ?? null])).toEqual([[3, 1], [2, null], [1, null]]);
    // The audit answers newest first.
    const audit = backend.db.audit.query({ area: 'records' }).filter((e) => e.action.startsWith('knowledge-')).reverse();
    expect(audit.map((e) => [e.action, e.outcome])).toEqual([['knowledge-create', 'ok'], ['knowledge-edit', 'ok'], ['knowledge-restore', 'ok']]);
    expect((audit[2]!.before as KnowledgeArticle).version).toBe(2);
    expect((audit[2]!.after as KnowledgeArticle).version).toBe(3);
  });

  it('refuses a save without the page’s add or edit permission (-45403), audited, and changes nothing', async () => {
    const operator = await login('operator', 'operator123');
    const guide = (await post<KnowledgeArticle>('get', operator, { did: GUIDE })).result;
    const refused = await post<KnowledgeArticle>('save', operator, { did: GUIDE, version: guide.version, cmd: { title: 'x', category: guide.category, tags: [], body: 'x', attachments: [] } });
    expect(refused.status).toBe(-45403);
    expect(refused.result).toEqual(keyed('access.noPermission'));
    expect((await post<KnowledgeArticle>('restore', operator, { did: GUIDE, version: 1 })).status).toBe(-45403);
    expect((await post<KnowledgeArticle>('get', operator, { did: GUIDE })).result.version).toBe(2);
    expect(backend.db.audit.query({ area: 'records', outcome: 'refused' }).map((e) => e.action)).toEqual(['knowledge-restore', 'knowledge-edit']);
  });

  it('checks a save field by field: title, an existing category, attachments linked over http(s) or to an upload only', async () => {
    const admin = await login();
    const bad = await post<KnowledgeArticle>('save', admin, { cmd: { title: ' ', category: 'kc-999', tags: [], body: 'x', attachments: [{ name: 'evil', url: 'javascript:alert(1)' }] } });
    expect(bad.status).toBe(-1);
    expect(fieldsOf(bad)).toEqual([
      ['title', 'validation.required'],
      ['category', 'tools.kb.error.category'],
      ['attachments', 'tools.kb.error.attachmentLink'],
    ]);
    expect((await list(admin)).rows).toHaveLength(23);
    expect((await post<KnowledgeVersion>('version', admin, { did: GUIDE, version: 9 })).status).toBe(-1);
    expect((await post<KnowledgeList>('list', admin, { pid: 'p-tenant-status' })).status).toBe(-1);
  });

  it('files under the categories of the generic category list as it is now: one added there shows at once, and an article saved into it counts', async () => {
    const admin = await login();
    const root = (await list(admin)).categories.find((c) => c.name === '运营服务')!;
    const added = await call<{ did: string }>('/sfsaas/api/filter/add', {
      session: admin,
      body: { pid: 'p-knowledge-category', cmd: { name: '夜间值守', parentdid: root.did, parentname: root.name, sortno: 9 } },
    });
    expect(added.envelope.status).toBe(0);
    const did = added.envelope.result.did;
    expect((await list(admin)).categories.find((c) => c.did === did)).toMatchObject({ name: '夜间值守', parent: root.did, articles: 0 });
    const saved = await post<KnowledgeArticle>('save', admin, { cmd: { title: '夜间巡检要点', category: did, tags: [], body: '# 要点', attachments: [] } });
    expect(saved.status).toBe(0);
    const after = await list(admin);
    expect(after.categories.find((c) => c.did === did)!.articles).toBe(1);
    expect(after.categories.find((c) => c.did === root.did)!.articles).toBe((await list(admin, { category: root.did })).rows.length);
  });
});
