import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { waitForPath } from '../support/mountApp';
import { mountSignedIn } from '../support/session';

setupMockBackend();

async function at(user: 'admin' | 'operator', path: string) {
  return mountSignedIn(path, { user });
}

/** The table's record rows. By selector: role queries over a whole antd table take seconds in jsdom. */
const rowsOf = async () => [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')];
const firstCell = (row: HTMLElement) => row.querySelector('td')?.textContent;

describe('common-page list (spec §2, §6)', () => {
  it('operator: orders with records, add and export offered, delete absent', async () => {
    await at('operator', '/index/common-page/p-orders');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(5));
    expect(screen.getByRole('button', { name: /Add$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    const [first] = await rowsOf();
    expect(within(first!).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('admin deletes a record after confirming; the list shows one fewer', async () => {
    const m = await at('admin', '/index/common-page/p-guarantee-type');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(1));
    const count = async () => (await m.app.root.api.filter.query({ pid: 'p-guarantee-type', page: 1, pagesize: 1 })).total;
    const total = await count();
    const [first] = await rowsOf();
    const name = firstCell(first!);
    // By text: role queries compute styles, and jsdom's getComputedStyle over antd's many rules takes seconds.
    await m.user.click(within(first!).getByText('Delete').closest('button')!);
    const question = await screen.findByText('Delete this record? This cannot be undone.');
    await m.user.click(within(question.closest<HTMLElement>('.cem-popover')!).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await count()).toBe(total - 1));
    await waitFor(async () => expect((await rowsOf()).map(firstCell)).not.toContain(name));
  });

  it('the next page shows other records', async () => {
    const m = await at('admin', '/index/common-page/p-orders');
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThan(5));
    const firstPage = (await rowsOf()).map((r) => r.textContent);
    await m.user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(async () => expect((await rowsOf()).map((r) => r.textContent)).not.toEqual(firstPage));
  });

  it('a page the user may not open says so', async () => {
    await at('operator', '/index/common-page/p-no-such-page');
    expect(await screen.findByText(/could not be loaded|do not have permission/)).toBeInTheDocument();
  });
});

describe('add, detail, edit and history (spec §2)', () => {
  it('admin adds a guarantee type with validation, edits it, and reads its history', async () => {
    const m = await at('admin', '/index/add/p-guarantee-type/new');
    const create = await screen.findByRole('button', { name: 'Create' });
    await m.user.clear(screen.getByLabelText('Name'));
    await m.user.click(create);
    // antd validates the fields one after another: wait for all three messages, not the first.
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3));

    await m.user.type(screen.getByLabelText('Name'), '光伏组件质保10年');
    await m.user.type(screen.getByLabelText('Duration'), '200');
    await m.user.type(screen.getByLabelText('Provider'), '设备厂家');
    await m.user.click(screen.getByLabelText('Coverage'));
    await m.user.click(await screen.findByTitle('Whole unit'));
    await m.user.click(create);
    expect(await screen.findByText('At most 120')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('光伏组件质保10年'); // nothing typed is lost

    await m.user.clear(screen.getByLabelText('Duration'));
    await m.user.type(screen.getByLabelText('Duration'), '120');
    await m.user.click(create);
    await waitForPath(m, /^\/index\/detail\/p-guarantee-type\/gt-[^/]+\/view$/);
    expect(await screen.findByText('光伏组件质保10年')).toBeInTheDocument();

    await m.user.click(screen.getByRole('button', { name: 'Edit' }));
    const provider = await screen.findByLabelText('Provider');
    await m.user.clear(provider);
    await m.user.type(provider, '运维服务商');
    await m.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(m, /\/view$/);
    expect(await screen.findByText('运维服务商')).toBeInTheDocument();

    await m.user.click(screen.getByRole('button', { name: 'History' }));
    await waitForPath(m, /^\/index\/history\/p-guarantee-type\//);
    const tag = (text: string) => screen.getAllByText(text).some((el) => el.closest('.cem-tag'));
    await waitFor(() => expect(tag('Updated')).toBe(true));
    expect(tag('Created')).toBe(true);
    expect(screen.getByText(/设备厂家 → 运维服务商/)).toBeInTheDocument();
  });

  it('operator cannot open the add form of a page without add permission', async () => {
    await at('operator', '/index/add/p-guarantee-type/new');
    expect(await screen.findByText('You do not have permission to do this here.')).toBeInTheDocument();
  });
});
