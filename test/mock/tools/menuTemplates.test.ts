// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldError } from '../../../src/api/pageConfig';
import type { MenuTemplate, MenuTemplateAnswer, MenuTemplateItem } from '../../../src/api/tools/menuTemplateTypes';
import type { MenuAnswer } from '../../../src/api/types';
import { call, flatten, keyed, login, startMockBackend } from '../support';

/** Menu templates: a company's template replaces the catalogue in its users' menu/get, and only theirs. */

const backend = startMockBackend();
const PID = 'p-menu-template';

const get = async (session: string, companyid: string, pid = PID) =>
  (await call<MenuTemplateAnswer>('/sfsaas/api/tools/menu/get', { session, body: { pid, companyid, portal: 'cem' } })).envelope;
/** A save made on the menu's current version (toolVersions.test.ts covers older ones). */
const save = async (session: string, companyid: string, items: unknown, pid = PID) => {
  const version = backend.db.writes.versions.of('menu-template', `${companyid}/cem`).version;
  return (await call<MenuTemplate>('/sfsaas/api/tools/menu/save', { session, body: { pid, companyid, portal: 'cem', items, version } })).envelope;
};
const menu = async (session: string) => (await call<MenuAnswer>('/vts/api/menu/get', { session, body: { portalcode: 'cem' } })).envelope.result.list;

const module = (items: MenuTemplateItem[], name: string) => items.find((m) => m.name === name)!;

describe('menu templates', () => {
  it('hides a module for one company only: GreenGrid’s users lose billing, the platform company’s still see it', async () => {
    const admin = await login();
    const answer = (await get(admin, 'c-2001')).result;
    expect(answer.companies.map((c) => c.companyid)).toEqual(['c-1001', 'c-2001']);
    expect(answer.template).toBeNull();
    expect(answer.catalogue).toHaveLength(13);
    expect(answer.context.routes).toContain('menu-template');
    const items = structuredClone(answer.catalogue);
    module(items, 'billing-tenants').hidden = true;
    const tools = module(items, 'tools');
    const knowledge = tools.children!.find((c) => c.name === 'knowledge-base')!;
    knowledge.title = 'Wiki';
    delete knowledge.languagesetting;
    // The IoT leaf moves to the top of the tools module.
    const iot = tools.children!.splice(tools.children!.findIndex((c) => c.name === 'iot-equipment'), 1)[0]!;
    tools.children!.unshift(iot);
    const saved = await save(admin, 'c-2001', items);
    expect(saved.status).toBe(0);
    expect(saved.result.updatedBy).toBe('Administrator');

    const green = await menu(await login('ggadmin', 'greengrid123'));
    expect(green.find((m) => m.name === 'billing-tenants')?.hidden).toBe(1);
    const greenTools = green.find((m) => m.name === 'tools')!;
    expect(greenTools.subList![0]!.name).toBe('iot-equipment');
    const wiki = flatten(green).find((i) => i.name === 'knowledge-base')!;
    expect([wiki.title, wiki.languagesetting]).toEqual(['Wiki', undefined]);

    const own = await menu(admin);
    expect(own.find((m) => m.name === 'billing-tenants')?.hidden).toBeUndefined();
    expect(flatten(own).find((i) => i.name === 'knowledge-base')!.title).toBe('Knowledge base');
    // Still filtered by the role book: the operator of c-1001 has 9 modules, untouched.
    expect((await menu(await login('operator', 'operator123'))).map((m) => m.name)).toHaveLength(9);

    const entry = backend.db.audit.query({ resource: 'menu-template' })[0]!;
    expect([entry.action, entry.outcome, entry.target, entry.pid, entry.before]).toEqual(['menu-template-save', 'ok', 'c-2001/cem', PID, null]);
    expect((entry.after as MenuTemplate).items[11]!.children![0]!.name).toBe('iot-equipment');

    const reset = await call<MenuTemplateAnswer>('/sfsaas/api/tools/menu/reset', { session: admin, body: { pid: PID, companyid: 'c-2001', portal: 'cem' } });
    expect(reset.envelope.result.template).toBeNull();
    expect((await menu(await login('ggadmin', 'greengrid123'))).find((m) => m.name === 'billing-tenants')?.hidden).toBeUndefined();
    const undone = backend.db.audit.query({ resource: 'menu-template' })[0]!;
    expect([undone.action, undone.after, (undone.before as MenuTemplate).companyid]).toEqual(['menu-template-reset', null, 'c-2001']);
  });

  it('refuses an invalid template with a field error per item (a page that is no route, a pid used twice) and saves nothing', async () => {
    const admin = await login();
    const items = structuredClone((await get(admin, 'c-1001')).result.catalogue);
    const tools = module(items, 'tools');
    const kb = tools.children!.findIndex((c) => c.name === 'knowledge-base');
    const iot = tools.children!.findIndex((c) => c.name === 'iot-equipment');
    tools.children![kb]!.page = 'no-such-screen';
    tools.children![iot]!.pid = tools.children![kb]!.pid;
    tools.children![iot]!.icon = 'rocket';
    const refused = await save(admin, 'c-1001', items);
    expect(refused.status).toBe(-1);
    const errors = (refused.result as unknown as { errors: FieldError[] }).errors;
    expect(errors.map((e) => [e.field, e.rule, e.messageKey])).toEqual([
      [`items[11].children[${iot}].icon`, 'option', 'tools.menu.issue.icon'],
      [`items[11].children[${kb}].page`, 'link', 'tools.menu.issue.notRoute'],
      [`items[11].children[${iot}].pid`, 'unique', 'tools.menu.issue.duplicatePid'],
    ]);
    expect(errors[2]!.values).toEqual({ pid: 'p-knowledge-base', name: 'knowledge-base' });
    expect((await get(admin, 'c-1001')).result.template).toBeNull();
    const entry = backend.db.audit.query({ resource: 'menu-template' })[0]!;
    expect([entry.outcome, entry.messageKey]).toEqual(['refused', 'tools.menu.issue.icon']);
    // Not a list at all: one error on the whole tree.
    expect((await save(admin, 'c-1001', { items: 'nope' })).status).toBe(-1);
  });

  it('refuses writes without the page’s edit (-45403) and another company’s menu to a company that does not run the platform', async () => {
    const operator = await login('operator', 'operator123');
    const answer = await get(operator, 'c-1001');
    expect(answer.status).toBe(0);
    const refused = await save(operator, 'c-1001', answer.result.catalogue);
    expect(refused.status).toBe(-45403);
    expect(refused.result).toEqual(keyed('access.noPermission'));
    const green = await login('ggadmin', 'greengrid123');
    expect((await get(green, 'c-2001')).result.companies.map((c) => c.companyid)).toEqual(['c-2001']);
    const other = await get(green, 'c-1001');
    expect(other.status).toBe(-45403);
    expect(other.result).toEqual(keyed('tools.menu.noCompany'));
    expect((await save(green, 'c-1001', answer.result.catalogue)).status).toBe(-45403);
    expect(backend.db.audit.query({ resource: 'menu-template', outcome: 'refused' })).toHaveLength(2);
    // The menu tool's page reads and writes the same templates; another page is refused (-1).
    expect((await save(await login(), 'c-1001', answer.result.catalogue, 'p-menu-tool')).status).toBe(0);
    expect((await get(green, 'c-2001', 'p-knowledge-base')).status).toBe(-1);
  });
});
