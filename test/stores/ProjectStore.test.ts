import { http, HttpResponse } from 'msw';
import { PIDS } from '../../src/api/types';
import { setupMockBackend } from '../support/backend';
import { signedInRoot as signedIn } from '../support/testRoot';

const backend = setupMockBackend();

describe('ProjectStore: parent business and store (spec §4, §5)', () => {
  it('operator: the sole parent business and its sole store are selected by themselves', async () => {
    const t = await signedIn('operator', 'operator123');
    const { project } = t.root;
    expect(project.parents.map((p) => p.did)).toEqual(['pb-1005']);
    expect(project.currentParent).toBe('pb-1005');
    expect(project.currentStore).toBe('st-1005-01');
    expect(project.hasProject).toBe(true);
    expect(project.dialog).toBe('none');
    expect(project.storeInfo?.store?.did).toBe('st-1005-01');
    expect(t.reloadPage).not.toHaveBeenCalled();
    t.dispose();
  });

  it('admin: several parents, nothing chosen, no project until the user picks one', async () => {
    const t = await signedIn('admin', 'admin123');
    const { project } = t.root;
    expect(project.parents).toHaveLength(5);
    expect(project.currentParent).toBe('');
    expect(project.currentStore).toBe('');
    expect(project.hasProject).toBe(false);
    t.dispose();
  });

  it('choosing a parent business clears store, custom store and info, saves the habit first, then reloads', async () => {
    const t = await signedIn('admin', 'admin123');
    const { project, habit } = t.root;
    const order: string[] = [];
    backend.server.use(
      http.post('*/vtservice/v1/devControl', async () => {
        order.push('habit saved');
        return undefined; // falls through to the mock
      }),
    );
    t.reloadPage.mockImplementation(() => order.push('reload'));
    await project.selectParent('pb-1001');
    expect(project.currentParent).toBe('pb-1001');
    expect(project.currentStore).toBe('');
    expect(project.customStore).toBeNull();
    expect(project.storeInfo).toBeNull();
    expect(habit.habit.currentParentbusiness).toBe('pb-1001');
    expect(order).toEqual(['habit saved', 'reload']);
    t.dispose();
  });

  it('moving to a store named by a scanned label: in the current parent at once; in another, saved for the reload that lands there; else nothing', async () => {
    const t = await signedIn('maintainer', 'maintainer123');
    const { project, habit } = t.root;
    expect(project.currentParent).toBe('pb-1004');
    expect(await project.moveToStore('pb-1004', 'st-1004-02')).toBe('moved');
    expect(project.currentStore).toBe('st-1004-02');
    expect(await project.moveToStore('pb-2001', 'st-2001-01')).toBe('none');
    expect(await project.moveToStore(undefined, 'st-1001-01')).toBe('none');
    expect(await project.moveToStore('pb-1001', 'st-1001-01')).toBe('reload');
    expect([project.currentParent, project.currentStore]).toEqual(['pb-1004', 'st-1004-02']);
    expect([habit.habit.currentParentbusiness, habit.habit.currentStore]).toEqual(['pb-1001', 'st-1001-01']);
    t.dispose();
    const reloaded = await signedIn('maintainer', 'maintainer123');
    expect([reloaded.root.project.currentParent, reloaded.root.project.currentStore]).toEqual(['pb-1001', 'st-1001-01']);
    reloaded.dispose();
  });

  it('choosing the current or an unknown parent does nothing', async () => {
    const t = await signedIn('operator', 'operator123');
    await t.root.project.selectParent('pb-1005');
    await t.root.project.selectParent('pb-9999');
    expect(t.reloadPage).not.toHaveBeenCalled();
    expect(t.root.project.currentStore).toBe('st-1005-01');
    t.dispose();
  });

  it('changing only the store updates the info without a reload', async () => {
    const t = await signedIn('maintainer', 'maintainer123'); // restored habit: pb-1004 / st-1004-02
    const { project } = t.root;
    expect(project.currentStore).toBe('st-1004-02');
    project.selectStore('st-1004-03');
    await vi.waitFor(() => expect(project.storeInfo?.store?.did).toBe('st-1004-03'));
    expect(project.currentParent).toBe('pb-1004');
    expect(t.root.habit.habit.currentStore).toBe('st-1004-03');
    expect(t.reloadPage).not.toHaveBeenCalled();
    t.dispose();
  });

  it('sub-stores keep only stores with province and city codes', async () => {
    const t = await signedIn('maintainer', 'maintainer123');
    const { project } = t.root;
    expect(project.stores.some((s) => s.did === 'st-1004-99')).toBe(true);
    expect(project.subStores.map((s) => s.did)).not.toContain('st-1004-99');
    expect(project.subStores.every((s) => s.provincecode !== '' && s.citycode !== '')).toBe(true);
    t.dispose();
  });

  it('a failed store-info fetch is logged only: no toast, the store stays selected', async () => {
    const t = await signedIn('maintainer', 'maintainer123');
    backend.server.use(http.post('*/vtspace/api/setting/detail', () => HttpResponse.json({ status: 500, msg: 'boom' })));
    const warn = vi.spyOn(t.root.log, 'warn');
    t.root.project.selectStore('st-1004-04');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('store info not loaded for st-1004-04')));
    expect(t.toasts).toEqual([]);
    expect(t.root.project.currentStore).toBe('st-1004-04');
    t.dispose();
  });

  it('a district choice is a project without a store', async () => {
    const t = await signedIn('admin', 'admin123');
    const { project } = t.root;
    const custom = { country: { adcode: '100000', name: '中国' }, province: { adcode: '310000', name: '上海市' }, city: { adcode: '310100', name: '上海市' }, store: { did: '', name: '' } };
    project.selectDistrict(custom);
    expect(project.hasStore).toBe(false);
    expect(project.hasProject).toBe(true);
    t.dispose();
  });

  it("looks up the store's organization and its parents, at most 5 levels", async () => {
    const t = await signedIn('maintainer', 'maintainer123');
    const { project } = t.root;
    await vi.waitFor(() => expect(project.organizations.length).toBeGreaterThan(0));
    expect(project.organizations[0]).toMatchObject({ orgtype: 4, organizationid: 'st-1004-02' });
    expect(project.organizations.length).toBeLessThanOrEqual(5);
    expect(project.organizationPath.at(-1)).toBe(project.store?.name);
    t.dispose();
  });

  it('sign-out clears the selection', async () => {
    const t = await signedIn('operator', 'operator123');
    t.root.afterSignOut();
    expect(t.root.project.parents).toEqual([]);
    expect(t.root.project.currentStore).toBe('');
    t.dispose();
  });
});

describe('PIDS', () => {
  it('the organization pid is served by the filter service', async () => {
    const t = await signedIn('operator', 'operator123');
    const page = await t.root.api.filter.query({ pid: PIDS.organization, page: 1, pagesize: 5, filter: {} });
    expect(page.data.length).toBeGreaterThan(0);
    t.dispose();
  });
});
