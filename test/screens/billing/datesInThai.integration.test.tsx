import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

/** A day or month written ISO way ('2026-10', '2026-11-15'): what a Thai screen never shows (issue 38 §3). */
const ISO = /\b(19|20)\d{2}-\d{2}\b/;

/** Issue 38 §3: billing in Thai writes days '15/11/2026' and months '10/2026', day first with the Gregorian year. */
describe('billing dates in Thai (issue 38 §3)', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'th'));
  afterEach(() => window.localStorage.removeItem('lang'));

  it('tenant-status names its months the Thai way', async () => {
    await open('/index/tenant-status');
    await screen.findByRole('table', { name: 'สถานะผู้เช่า' });
    expect(await screen.findByText('การใช้ไฟเดือน 10/2026 เทียบกับ 09/2026 (เดือนก่อน) และ 10/2025 (ปีก่อน) เปลี่ยนแปลงจากปีก่อน ±30% ขึ้นไปถือว่าผิดปกติ (เทียบรายเดือน ฤดูกาลทำให้ทุกรายเปลี่ยน)')).toBeTruthy();
  });

  it('a contract\'s period reads day first in the list and in its details', async () => {
    // HT-100501-0032 runs 2021-06-17 – 2027-06-16 (mock seed).
    await open('/index/contract-management?open=ct-st-1005-01-0032');
    const table = await screen.findByRole('table', { name: 'สัญญา' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const periods = within(table).getAllByText(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    expect(periods).toHaveLength(within(table).getAllByRole('row').length - 1);
    expect(table.textContent).not.toMatch(ISO);
    const details = await screen.findByTestId('contract-details');
    expect(within(details).getByText('17/06/2021 – 16/06/2027')).toBeTruthy();
    expect(details.textContent).not.toMatch(ISO);
  });

  it('the bill list writes its month and due days the Thai way, and a bill\'s details its days', async () => {
    await open('/index/bill-managemant?month=2026-10&bill=bl-st-1005-01-202610-0001');
    const table = await screen.findByRole('table', { name: 'รายการใบแจ้งหนี้' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.every((row) => row.textContent!.includes('10/2026'))).toBe(true);
    expect(table.textContent).not.toMatch(ISO);
    // The seeded store's first October bill: issued on 2026-11-01 (mock seed).
    const detail = await screen.findByTestId('bill-detail');
    expect(within(detail).getByText('01/11/2026')).toBeTruthy();
    expect(detail.textContent).not.toMatch(ISO);
  });

  it('a refusal to sign names the other contract\'s days as the drawer writes them', async () => {
    // A draft for room 1-F04-R07 while HT-100501-0032 holds it (2021-06-17 – 2027-06-16), as in contractManagement.
    const book = db.billing.book('st-1005-01');
    const held = book.contract('ct-st-1005-01-0032')!;
    book.contracts.push({ ...structuredClone(held), did: 'ct-st-1005-01-0900', code: 'HT-100501-0900', start: '2027-01-01', end: '2027-12-31', signedAt: null, renewalOf: null });
    await open('/index/contract-management?state=draft&open=ct-st-1005-01-0900');
    const drawer = await screen.findByTestId('contract-details');
    expect(within(drawer).getByText('01/01/2027 – 31/12/2027')).toBeTruthy();
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: 'ลงนาม' })));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.includes('HT-100501-0900') && d.querySelector('.cem-modal-footer'))!);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'ลงนาม' })));
    const room = `A座 ${book.room('sp-st-1005-01-01-f04-r07')!.name}`;
    const tenant = book.tenant(held.tenant)!.name;
    await within(dialog).findByText(`ห้อง ${room} อยู่ภายใต้สัญญา HT-100501-0032 (${tenant}) ตั้งแต่ 17/06/2021 ถึง 16/06/2027: ห้องหนึ่งให้เช่าซ้อนกันในเวลาเดียวกันไม่ได้`);
  });
});
