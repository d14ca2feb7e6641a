import { screen, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';

/** Issue 35 item 7: the audit reads in the reader's language, names instead of ids: a role grant and a scope change, in English and Thai. */

const { db } = setupMockBackend();

const ADMIN = { userid: 'u-1001', username: 'admin', ip: '10.1.2.3' };
const storeName = (did: string) => db.businesses.storesForUser('u-1001').find((s) => s.did === did)!.name;

/** Entry 1: admin grants view on Carbon overview to the role "Energy reader"; entry 2: admin widens the viewer's scope by one store. */
function seedEntries(): void {
  db.access.book.putRole({ name: 'role-6', company: 'c-1001', title: 'Energy reader', modules: {} });
  db.audit.record(ADMIN, {
    pid: 'p-authority-management', area: 'access', action: 'grant', resource: 'role', target: 'role-6', detail: {},
    before: { granted: [] }, after: { granted: ['a:p-carbon-home:view'] }, outcome: 'ok', message: '',
  });
  db.audit.record(ADMIN, {
    pid: 'p-staff-management', area: 'access', action: 'update', resource: 'user', target: 'u-1004', detail: {},
    before: { scope: { kind: 'stores', stores: ['st-1005-01'] } }, after: { scope: { kind: 'stores', stores: ['st-1005-01', 'st-1001-01'] } }, outcome: 'ok', message: '',
  });
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function openEntry(seq: number, lang?: string): Promise<HTMLElement> {
  if (lang) window.localStorage.setItem('lang', lang);
  seedEntries();
  await mountSignedIn(`/index/audit-management?entry=${seq}`, { user: 'admin' });
  return screen.findByRole('dialog');
}

describe('the audit in the reader’s language', () => {
  it('shows a role grant as “View on Carbon overview”, the role by its title and the page by its title, in English', async () => {
    const drawer = await openEntry(1);
    const changes = await within(drawer).findByRole('table', { name: 'Changes' });
    expect(cells(changes)).toEqual([['Permissions granted', 'Added', '—', 'View on Carbon overview']]);
    expect(within(drawer).getByText('Energy reader')).toBeInTheDocument();
    expect(within(drawer).getByText('role-6')).toBeInTheDocument();
    expect(within(drawer).getByText('Roles and authority')).toBeInTheDocument();
    expect(within(drawer).getByText('Change permissions')).toBeInTheDocument();
    expect(within(drawer).queryByText(/a:p-carbon-home/)).toBeNull();
  });

  it('shows the same grant in Thai', async () => {
    const drawer = await openEntry(1, 'th');
    const changes = await within(drawer).findByRole('table', { name: 'การเปลี่ยนแปลง' });
    expect(cells(changes)).toEqual([['สิทธิ์ที่ได้รับ', 'เพิ่ม', '—', 'ดู ใน ภาพรวมคาร์บอน']]);
    expect(within(drawer).getByText('บทบาทและสิทธิ์การเข้าถึง')).toBeInTheDocument();
    expect(within(drawer).getByText('เปลี่ยนสิทธิ์')).toBeInTheDocument();
  });

  it('shows a scope change as store names, the user by name, in English', async () => {
    const drawer = await openEntry(2);
    const changes = await within(drawer).findByRole('table', { name: 'Changes' });
    const one = storeName('st-1005-01');
    expect(cells(changes)).toEqual([['Data scope', 'Changed', `Stores: ${one}`, `Stores: ${one}, ${storeName('st-1001-01')}`]]);
    expect(within(drawer).getByText(db.accounts.userById('u-1004')!.name)).toBeInTheDocument();
    expect(within(drawer).queryByText(/"kind"/)).toBeNull();
  });

  it('shows the scope change in Thai', async () => {
    const drawer = await openEntry(2, 'th');
    const changes = await within(drawer).findByRole('table', { name: 'การเปลี่ยนแปลง' });
    const one = storeName('st-1005-01');
    expect(cells(changes)).toEqual([['ขอบเขตข้อมูล', 'แก้ไข', `สาขา: ${one}`, `สาขา: ${one}, ${storeName('st-1001-01')}`]]);
    expect(within(drawer).getByText('อัปเดต')).toBeInTheDocument();
  });
});
