import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillService } from '../../mock/api/db/billing/billService';
import { setupMockBackend } from '../support/backend';
import { signedInConsole } from './devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

/** Issue 21 item 4: the server's refusals and reasons reach a Thai or Hong Kong user in their language, never in English. */
describe('server messages in the user\'s language (issue 21 §4)', () => {
  afterEach(() => window.localStorage.removeItem('lang'));

  it('th: an offline unit says why in Thai, with the instant in the Thai locale, and a refused command names its reason in Thai', async () => {
    window.localStorage.setItem('lang', 'th');
    // A room of the operator's store with a split AC that is offline, beside one that is not (as commonAc does).
    const splits = db.devices.world('st-1005-01').devices.filter((d) => d.kind === 'ac' && d.subtype === 2);
    const roomOf = (home: string) => splits.filter((d) => d.home === home);
    const offline = splits.find((d) => d.offlineSince !== undefined && roomOf(d.home).some((o) => o.offlineSince === undefined))!;
    const inRoom = roomOf(offline.home);
    await open(`/index/common-ac/2?space=${offline.home}`);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(inRoom.length + 1));
    const row = within(table).getByText(offline.name).closest('tr')!;
    expect(row.textContent).toContain('ไม่มีสัญญาณชีพตั้งแต่');
    expect(row.textContent).not.toMatch(/heartbeat|\d{4}-\d{2}-\d{2}T/);
    // The Thai locale writes the year in the Buddhist era (2026 → 2569).
    expect(row.textContent).toContain('2569');

    const user = userEvent.setup();
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
    const user = userEvent.setup();
    const drawer = detail.closest<HTMLElement>('.cem-drawer') ?? document.body;
    // antd spaces out a two-character Chinese button label (作 廢).
    const VOID = /^作\s?廢$/;
    await user.click(within(drawer).getAllByText(VOID)[0]!.closest('button')!);
    const dialog = (await screen.findByText(/^作廢賬單/, { selector: '.cem-modal-title' })).closest<HTMLElement>('.cem-modal')!;
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '租戶錯誤' } });
    // Another operator voids it first.
    const operator = db.verifyCredentials('operator', 'operator123')!;
    new BillService(() => db.billing).void(operator, { did: bill, reason: 'duplicate' });
    await user.click(within(dialog).getByText(VOID, { selector: 'button *' }).closest('button')!);
    const number = db.billing.peek(bill, (book) => book.bill(bill))!.number;
    expect(await screen.findByText(`賬單 ${number} 已作廢`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(/is void already/)).not.toBeInTheDocument();
  });
});
