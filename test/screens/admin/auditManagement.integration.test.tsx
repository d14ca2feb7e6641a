import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Database } from '../../../mock/api/db/Database';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';

const { db, server } = setupMockBackend();

const open = (path: string, user = 'admin') => mountSignedIn(path, { user });

const ADMIN = { userid: 'u-1001', username: 'admin', ip: '10.1.2.3' };
const OPERATOR = { userid: 'u-1002', username: 'operator', ip: '10.4.5.6' };

/** Three writes of the world (recorded at the seed's now, 2026-10-31T16:00Z). */
function seedAudit(d: Database): void {
  d.audit.record(OPERATOR, { pid: 'p-orders', area: 'records', action: 'delete', resource: 'record', target: 'ord-7', detail: { request: { bytes: 38, sha256: 'ab12', summary: { pid: 'p-orders', did: 'ord-7' } } }, before: { did: 'ord-7' }, outcome: 'refused', message: 'no permission: delete on p-orders (role operator)', messageKey: 'access.noPermission' });
  d.audit.record(ADMIN, { pid: 'p-bill-managemant', area: 'billing', action: 'void', resource: 'bill', target: 'bl-1', detail: {}, before: { did: 'bl-1', state: 'issued', reason: '' }, after: { did: 'bl-1', state: 'void', reason: 'Wrong tenant' }, outcome: 'ok', message: '' });
  d.audit.record(ADMIN, { pid: 'p-ledger-pile', area: 'records', action: 'update', resource: 'record', target: 'pile-3', detail: {}, before: { did: 'pile-3', power: 150, tags: ['dc'] }, after: { did: 'pile-3', power: 161, tags: ['dc', 'fast'] }, outcome: 'ok', message: '' });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('audit-management (issue 22)', () => {
  it('lists every write newest first in the store’s time, links a live resource, and shows its before and after as a field diff', async () => {
    seedAudit(db);
    const mounted = await open('/index/audit-management');
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    const [first, second, third] = rowsOf(table);
    // Operations as words, pages by their titles (issue 35 item 7).
    expect(within(first!).getByText('Update')).toBeInTheDocument();
    // Resource kinds as words too (issue 35 gap 5).
    expect(within(first!).getByText('Record')).toBeInTheDocument();
    expect(within(second!).getByText('Bill')).toBeInTheDocument();
    expect(within(first!).getByText('10.1.2.3')).toBeInTheDocument();
    // No project is chosen: the console's zone is the browser's (UTC here).
    expect(within(first!).getByText('2026-10-31 16:00:00')).toBeInTheDocument();
    expect(within(second!).getByText('Bills', { selector: 'a' })).toHaveAttribute('href', expect.stringContaining('/index/bill-managemant?bill=bl-1'));
    expect(within(third!).getByText('Refused')).toBeInTheDocument();
    expect(within(third!).getByText('operator')).toBeInTheDocument();

    await mounted.user.click(within(first!).getByRole('button', { name: 'Details of entry 3' }));
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const diff = rowsOf(changes).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(diff).toEqual([
      // Fields no language file names read as words (issue 35 gap 5).
      ['Power', 'Changed', '150', '161'],
      ['Tags', 'Added', '—', 'fast'],
    ]);
    expect(mounted.path()).toContain('entry=3');
  });

  it('reads its filters from the URL: several actors, outcome, and says when nothing matches', async () => {
    seedAudit(db);
    const mounted = await open('/index/audit-management?actors=u-1002,u-1004&outcome=refused');
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(within(rowsOf(table)[0]!).getByText('Delete')).toBeInTheDocument();
    await mounted.unmount();
    await open('/index/audit-management?action=void&from=2026-10-01&to=2026-10-30');
    expect(await screen.findByText('No entry matches these filters')).toBeInTheDocument();
  });

  it('reads a day that does not exist in the address (2026-02-30) as no period, as the server would refuse it', async () => {
    seedAudit(db);
    await open('/index/audit-management?from=2026-02-30&to=2026-11-30');
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
  });

  it('opens the refused entry: nothing changed, and why it was refused', async () => {
    seedAudit(db);
    await open('/index/audit-management?entry=1');
    expect(await screen.findByText('Refused: nothing changed')).toBeInTheDocument();
    expect(screen.getByText('no permission: delete on p-orders (role operator)')).toBeInTheDocument();
    // What was sent: its summary (the page by its title), size and hash.
    expect(screen.getByText('38 bytes, SHA-256 ab12')).toBeInTheDocument();
  });

  it('offers Excel export to those with the export permission only', async () => {
    seedAudit(db);
    const mounted = await open('/index/audit-management');
    await screen.findByRole('table', { name: 'Audit entries' });
    await waitFor(() => expect(screen.getByRole('button', { name: /export/i })).toBeEnabled());
    await mounted.unmount();
    // A role book that lets operators read the log but not export it.
    const book = db.access.book;
    book.data.roles.find((r) => r.name === 'operator')!.modules[book.page('p-audit-management')!.module]!.pages['p-audit-management'] = ['view'];
    await open('/index/audit-management', 'operator');
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('asks once, for the first page, when the filters change on a later page', async () => {
    // 45 updates by the admin, one in three refused: three pages of 20.
    for (let i = 0; i < 45; i += 1) {
      db.audit.record(ADMIN, { pid: 'p-orders', area: 'records', action: 'update', resource: 'record', target: `ord-${i}`, detail: {}, outcome: i % 3 ? 'ok' : 'refused', message: '' });
    }
    const asked: unknown[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/audit/list')) void request.clone().json().then((body: { page: number; outcome?: string }) => asked.push([body.page, body.outcome ?? '']));
    };
    server.events.on('request:start', listen);
    try {
      const mounted = await open('/index/audit-management');
      const table = await screen.findByRole('table', { name: 'Audit entries' });
      await waitFor(() => expect(rowsOf(table)).toHaveLength(20));
      await mounted.user.click(screen.getByTitle('2'));
      await waitFor(() => expect(within(rowsOf(table)[0]!).getByText('ord-24')).toBeInTheDocument());
      asked.length = 0;
      window.history.pushState(null, '', `${mounted.base}/index/audit-management?outcome=refused`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      // The 15 refused, newest first: ord-42, ord-39 …
      await waitFor(() => expect(within(rowsOf(table)[0]!).getByText('ord-42')).toBeInTheDocument());
      expect(rowsOf(table)).toHaveLength(15);
      expect(asked).toEqual([[1, 'refused']]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('refuses those the role book does not let read it', async () => {
    seedAudit(db);
    await open('/index/audit-management', 'viewer');
    // Issue 35 item 4: a page opened by address without view is the no-access page, not a failed screen.
    expect(await screen.findByRole('heading', { name: 'No access to Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit entries' })).toBeNull();
  });

  it('shows an empty log and a failed load with a retry', async () => {
    const mounted = await open('/index/audit-management');
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
    await mounted.unmount();
    server.use(http.post('*/sfsaas/api/audit/list', () => HttpResponse.json({ status: -1, message: 'broken' })));
    await open('/index/audit-management');
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
