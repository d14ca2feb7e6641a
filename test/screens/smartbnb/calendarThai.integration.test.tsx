import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountAtStore } from '../../support/session';

/**
 * One calendar per language (issue 38 §3): in Thai the booking calendar's title, its date fields
 * and the server's overlap error all write the Gregorian year, days first (src/lib/dateText.ts).
 */
setupMockBackend();

beforeEach(() => window.localStorage.setItem('lang', 'th'));

describe('the booking calendar in Thai', () => {
  it('shows its title, date fields and overlap error in one convention (Gregorian, DD/MM/YYYY)', async () => {
    await mountAtStore('/index/smartbnb-calendar?start=2026-11-01', { user: 'bnbhost', store: 'st-1001-04' });
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    await waitFor(() => expect(grid.querySelector('[data-stay]')).not.toBeNull());
    expect(screen.getByTestId('calendar-period')).toHaveTextContent('พฤศจิกายน 2026');
    // Nights of Nov 11 and 12 in room 202, chosen by keys.
    const cell = grid.querySelector<HTMLElement>('[data-cell="0:10"]')!;
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(grid.querySelector<HTMLElement>('[data-cell="0:11"]')!, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'การจองใหม่' });
    const checkIn = within(dialog).getByLabelText('วันเช็กอิน') as HTMLInputElement;
    const checkOut = within(dialog).getByLabelText('วันเช็กเอาต์') as HTMLInputElement;
    expect([checkIn.value, checkOut.value, checkIn.placeholder]).toEqual(['11/11/2026', '13/11/2026', 'DD/MM/YYYY']);
    fireEvent.change(within(dialog).getByLabelText('ผู้เข้าพัก'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(within(dialog).getByLabelText('จำนวนผู้เข้าพัก'), { target: { value: '2' } });
    // To the 15th: Ma Lin's night of the 14th is taken; the server's refusal names its days as the fields write them.
    fireEvent.change(checkOut, { target: { value: '15/11/2026' } });
    fireEvent.click(within(screen.getAllByRole('dialog').find((d) => d.contains(checkIn))!).getByRole('button', { name: /จอง$/ }));
    const error = await within(dialog).findByText(/^ห้อง 202 .* มีการจองแล้วตั้งแต่ /);
    expect(error).toHaveTextContent('ห้อง 202 客房区 มีการจองแล้วตั้งแต่ 13/11/2026 ถึง 15/11/2026');
    // A check-out before the check-in: the dialog's own message writes the days the same way.
    fireEvent.change(checkOut, { target: { value: '10/11/2026' } });
    expect(await within(dialog).findByText('วันเช็กเอาต์ (10/11/2026) ต้องอยู่หลังวันเช็กอิน (11/11/2026)')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/25[67]\d/);
  });
});
