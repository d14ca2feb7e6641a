import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user';
import { BillService } from '../../mock/api/db/billing/billService';
import { setupMockBackend } from '../support/backend';
import { waitForPath } from '../support/mountApp';
import { mountSignedIn } from '../support/session';
import { roomWithAnOfflineSplit, signedInConsole } from './devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

/** Issue 21 item 4: the server's refusals and reasons reach a Thai or Hong Kong user in their language, never in English. */
describe('server messages in the user\'s language (issue 21 §4)', () => {
  afterEach(() => window.localStorage.removeItem('lang'));

  it('th: an offline unit says why in Thai, with the instant in the Thai locale, and a refused command names its reason in Thai', async () => {
    window.localStorage.setItem('lang', 'th');
    const { offline, inRoom } = roomWithAnOfflineSplit(db);
    await open(`/index/common-ac/2?space=${offline.home}`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(inRoom.length + 1));
    const row = within(table).getByText(offline.name).closest('tr')!;
    expect(row.textContent).toContain('ไม่มีสัญญาณชีพตั้งแต่');
    expect(row.textContent).not.toMatch(/heartbeat|\d{4}-\d{2}-\d{2}T/);
    // Thai writes the Gregorian year, as its date fields and titles do (issue 38 §3: one calendar per language).
    expect(row.textContent).toContain('2026');
    expect(row.textContent).not.toContain('2569');

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    const results = screen.getByTestId('batch-results');
    await waitFor(() => expect(within(results).getByRole('list')).toHaveTextContent(offline.name));
    const refused = within(results).getByRole('list').textContent!;
    expect(refused).toContain('จึงรับคำสั่งไม่ได้');
    expect(refused).not.toMatch(/cannot be commanded|offline since/);
  });

  it('zh_hk: a bill refusal (voided meanwhile by someone else) is told in traditional Chinese', async () => {
    window.localStorage.setItem('lang', 'zh_hk');
    const bill = 'bl-st-1005-01-202610-0001';
    await open(`/index/bill-managemant?month=2026-10&bill=${bill}`);
    const detail = await screen.findByTestId('bill-detail', {}, { timeout: 10_000 });
    const user = setupUser();
    const drawer = detail.closest<HTMLElement>('.cem-drawer') ?? document.body;
    // antd spaces out a two-character Chinese button label (作 廢).
    const VOID = /^作\s?廢$/;
    await user.click(within(drawer).getAllByText(VOID)[0]!.closest('button')!);
    const dialog = (await screen.findByText(/^作廢賬單/, { selector: '.cem-modal-title' })).closest<HTMLElement>('.cem-modal')!;
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '租戶錯誤' } });
    // Another operator voids it first.
    const operator = db.accounts.verifyCredentials('operator', 'operator123')!;
    new BillService(() => db.billing).void(operator, { did: bill, reason: 'duplicate' });
    await user.click(within(dialog).getByText(VOID, { selector: 'button *' }).closest('button')!);
    const number = db.billing.peek(bill, (book) => book.bill(bill))!.number;
    expect(await screen.findByText(`賬單 ${number} 已作廢`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/is void already/)).not.toBeInTheDocument();
  });

  it('th: a policy the server refuses shows its field errors in Thai (validation.policy.* and the generic keys)', async () => {
    window.localStorage.setItem('lang', 'th');
    // The admin at the operator's store (as policies.integration does: the operator may only read policies).
    const mounted = await mountSignedIn('/index', { user: 'admin', overrides: { reloadPage: () => {} } });
    onTestFinished(() => mounted.unmount());
    await waitForPath(mounted, '/index');
    const { project } = mounted.app.root;
    await act(async () => project.selectParent('pb-1005'));
    await act(async () => project.load());
    act(() => project.selectStore('st-1005-01'));
    await act(async () => mounted.app.root.navigate('/index/device-policy-list/6'));
    const table = await screen.findByRole('table', { name: 'รายการนโยบาย' });
    await within(table).findAllByRole('row');
    const user = setupUser();
    await user.click(screen.getByText('นโยบายใหม่').closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'นโยบายใหม่' });
    await user.type(within(dialog).getByLabelText('ชื่อนโยบาย'), 'เช้าวันพรุ่งนี้');
    fireEvent.change(within(dialog).getByLabelText('วันแรก'), { target: { value: '2026-11-02' } });
    fireEvent.change(within(dialog).getByLabelText('เวลาสิ้นสุดแต่ละวัน'), { target: { value: '08:00' } });
    await user.click(within(dialog).getByText('บันทึก', { selector: 'button *' }).closest('button')!);
    expect(await within(dialog).findByText('ช่วงเวลาว่าง: เริ่มและสิ้นสุดที่ 08:00')).toBeInTheDocument();
    expect(within(dialog).getAllByText('สิ่งที่เลือกไม่มีอุปกรณ์ที่รับคำสั่งได้').length).toBeGreaterThan(0);
    expect(dialog.textContent).not.toMatch(/window is empty|selects no device/);
  });
});
